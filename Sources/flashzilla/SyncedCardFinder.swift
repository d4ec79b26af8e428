import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Finds the Flashzilla card of a card of the kept collection: from its note's GUID and
/// number, as the import made its id or an entry made here has it (`SyncedCardIDs`), in the
/// deck of its Anki deck's name first. Only cards with a row in the progress file (answered,
/// or marked once) are found: the others have nothing to send and nothing to compare. Each deck's rows are read once.
struct SyncedCardFinder {
    struct Found {
        var deckID: UUID
        var cardID: UUID
        var state: FSRSCardState?
        var marks: CardMarks?
    }

    /// A deck here, as far as finding its cards goes.
    struct Deck {
        var deckID: UUID
        var name: String
    }

    let progress: ProgressStore
    let decks: [Deck]
    let now: Date
    private var states: [UUID: CardStates] = [:]
    private var marks: [UUID: [UUID: CardMarks]] = [:]
    private var answerSeconds: [UUID: [UUID: [Int64: Int]]] = [:]
    /// With `only`: the rows and answers of those cards, read at once when first asked for.
    private var candidateRows: [UUID: [UUID: (state: FSRSCardState?, marks: CardMarks, reviews: [ReviewLogEntry])]]?

    /// By deck id, the only cards here that may differ from the kept collection (the others'
    /// rows are not read); nil: every card.
    private let only: [UUID: Set<UUID>]?
    /// Anki cards looked for in every deck all the same (pending or marked there).
    private let alwaysLookedFor: Set<Int64>
    /// Whether the candidates' answers are read with their rows (`reviews`).
    private let readsAnswers: Bool

    init(progress: ProgressStore, decks: [Deck], now: Date, only: [UUID: Set<UUID>]? = nil, alwaysLookedFor: Set<Int64> = [],
         readsAnswers: Bool = false) {
        self.progress = progress
        self.decks = decks
        self.now = now
        self.only = only
        self.alwaysLookedFor = alwaysLookedFor
        self.readsAnswers = readsAnswers
    }

    /// Whether `find` reads only some cards' rows, one by one.
    var readsOnlyCandidates: Bool { only != nil }

    /// A found card's answers, oldest first (a candidate's from the rows read at once).
    mutating func reviews(_ found: Found) throws -> [ReviewLogEntry] {
        if readsAnswers, only?[found.deckID]?.contains(found.cardID) == true { return try candidates()[found.deckID]?[found.cardID]?.reviews ?? [] }
        return try progress.reviews(deckID: found.deckID, cardID: found.cardID)
    }

    private mutating func candidates() throws -> [UUID: [UUID: (state: FSRSCardState?, marks: CardMarks, reviews: [ReviewLogEntry])]] {
        if let candidateRows { return candidateRows }
        let rows = try progress.rowsAndReviews(of: only ?? [:], now: now, withReviews: readsAnswers)
        candidateRows = rows
        return rows
    }

    mutating func find(_ link: SyncedCollection.CardLink) throws -> Found? {
        for deck in decks where deck.name == link.deckName {
            if let found = try find(link, in: deck.deckID) { return found }
        }
        for deck in decks where deck.name != link.deckName {
            if let found = try find(link, in: deck.deckID) { return found }
        }
        return nil
    }

    /// The kept collection's cards `find` may find (its links, read alone): with candidates,
    /// those looked for everywhere and those whose id here is one; otherwise every card.
    func links(in kept: SyncedCollection) throws -> [SyncedCollection.CardLink] {
        guard let only else { return try kept.cardLinks() }
        let wanted = decks.compactMap { deck in only[deck.deckID].flatMap { $0.isEmpty ? nil : (deck.deckID, $0) } }
        // No card here is a candidate: the kept ones alone, without a pass over every card.
        guard !wanted.isEmpty else { return try kept.cardLinks(ids: alwaysLookedFor) }
        if let mapped = try mappedLinks(in: kept, wanted: wanted) { return mapped }
        var scratch: [UInt8] = []
        return try kept.cardLinks(always: alwaysLookedFor) { _, guid, ordinal in
            wanted.contains { deck, here in
                SyncedCardIDs.any(deck: deck, guid: guid, ordinal: ordinal, scratch: &scratch) { here.contains($0) }
            }
        }
    }

    /// The links the pass would find, from the kept map (`CardIDMap`) instead of a pass over
    /// every card: nil (then the pass) unless every candidate has an entry and its Anki card
    /// is still the one the import gave that id (its note's GUID and number make it again,
    /// and the GUID is Anki's, no entry's: no other card of the collection may have that id).
    private func mappedLinks(in kept: SyncedCollection, wanted: [(UUID, Set<UUID>)]) throws -> [SyncedCollection.CardLink]? {
        let asked = Dictionary(wanted) { $0.union($1) }
        let map = try kept.mappedCardIDs(asked)
        var ids = alwaysLookedFor
        for (deck, cards) in asked {
            for card in cards {
                guard let anki = map[deck]?[card] else { return nil }
                ids.insert(anki)
            }
        }
        let links = try kept.cardLinks(ids: ids)
        let byID = Dictionary(links.map { ($0.id, $0) }) { first, _ in first }
        for (deck, cards) in asked {
            for card in cards {
                guard let anki = map[deck]?[card], let link = byID[anki], ImportedCardID.madeHere(link.guid) == nil,
                      SyncedCardIDs.imported(deck: deck, guid: link.guid, ordinal: link.ordinal) == card else { return nil }
            }
        }
        return links
    }

    /// The seconds of a card's Review answers here, with how many in each (a deck's read
    /// once): compared with the kept review log, they say whether the card has answers to
    /// send without reading each card's answers.
    mutating func answerSeconds(deckID: UUID, cardID: UUID) throws -> [Int64: Int] {
        if answerSeconds[deckID] == nil { answerSeconds[deckID] = try progress.reviewSeconds(deckID: deckID) }
        return answerSeconds[deckID]?[cardID] ?? [:]
    }

    private mutating func find(_ link: SyncedCollection.CardLink, in deck: UUID) throws -> Found? {
        let imported = SyncedCardIDs.imported(deck: deck, guid: link.guid, ordinal: link.ordinal)
        if let found = try find(link, id: imported, in: deck) { return found }
        for id in SyncedCardIDs.ofEntry(guid: link.guid, ordinal: link.ordinal) where id != imported {
            if let found = try find(link, id: id, in: deck) { return found }
        }
        return nil
    }

    private mutating func find(_ link: SyncedCollection.CardLink, id: UUID, in deck: UUID) throws -> Found? {
        if let only {
            // The card's own row, when it may differ: a few cards, not every row of the deck.
            if only[deck]?.contains(id) == true {
                guard let row = try candidates()[deck]?[id] else { return nil }
                return Found(deckID: deck, cardID: id, state: row.state, marks: row.marks)
            }
            guard alwaysLookedFor.contains(link.id), let row = try progress.stateAndMarks(deckID: deck, cardID: id, now: now) else { return nil }
            return Found(deckID: deck, cardID: id, state: row.state, marks: row.marks)
        }
        if states[deck] == nil { states[deck] = try progress.states(deckID: deck) }
        if marks[deck] == nil { marks[deck] = try progress.marksOfEveryRow(deckID: deck, now: now) }
        let state = states[deck]?[id], cardMarks = marks[deck]?[id]
        guard state != nil || cardMarks != nil else { return nil }
        return Found(deckID: deck, cardID: id, state: state, marks: cardMarks)
    }
}

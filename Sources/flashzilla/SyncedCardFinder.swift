import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// Finds the Flashzilla card of a card of the kept collection: from its note's GUID and
/// number, as the import made its id, in the deck of its Anki deck's name first. Only cards
/// with a row in the progress file (answered, or marked once) are found: the others have
/// nothing to send and nothing to compare. Each deck's rows are read once.
struct SyncedCardFinder {
    struct Found {
        var deckID: UUID
        var cardID: UUID
        var state: FSRSCardState?
        var marks: CardMarks?
    }

    let progress: ProgressStore
    let decks: [DeckSummary]
    let now: Date
    private var states: [UUID: CardStates] = [:]
    private var marks: [UUID: [UUID: CardMarks]] = [:]

    init(progress: ProgressStore, decks: [DeckSummary], now: Date) {
        self.progress = progress
        self.decks = decks
        self.now = now
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

    private mutating func find(_ link: SyncedCollection.CardLink, in deck: UUID) throws -> Found? {
        let id = ImportedCardID.id(deck: deck, ankiGUID: link.guid, ordinal: UInt32(link.ordinal))
        if states[deck] == nil { states[deck] = try progress.states(deckID: deck) }
        if marks[deck] == nil { marks[deck] = try progress.marksOfEveryRow(deckID: deck, now: now) }
        let state = states[deck]?[id], cardMarks = marks[deck]?[id]
        guard state != nil || cardMarks != nil else { return nil }
        return Found(deckID: deck, cardID: id, state: state, marks: cardMarks)
    }
}

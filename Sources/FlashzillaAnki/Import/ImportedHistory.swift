import FlashzillaCore
import FlashzillaImport
import Foundation
import Synchronization

/// Anki's review history for the cards an import adds, as Flashzilla's own answers: each
/// card's answers replayed through the FSRS scheduler, so its schedule (and due date) comes
/// from the same history Anki used. Cards the import only updates or leaves alone already
/// have theirs from the first import, so importing again adds no answer twice — unless the
/// caller names them as lacking it (`lacking`: an import killed after its decks were written
/// but before its history committed), and then they get it.
///
/// It holds Anki's reviews (a few words each) and replays them a batch of cards at a time
/// (`batches`), as the progress file takes them: a large package has hundreds of thousands
/// of answers, and all of them at once, with their schedules, would take several times the
/// memory of the package itself.
public struct ImportedHistory: Sendable {
    /// Half the size of the deck's id and a slice of the log (83,333 of them: 2.7 MB, not 5.3).
    struct Card: Sendable {
        var cardID: UUID
        /// In `deckIDs`.
        var deck: Int32
        /// In `logs`.
        var package: Int32
        /// Where its answers are in its package's log.
        var reviews: Range<Int32>
        /// Where its state in Anki (which its last answer leaves it in, issue 29) is in its
        /// package's `schedules`.
        var row: Int32
        /// How many of its answers the progress file has already (a newer export of a deck
        /// imported before): only those after are given, but all are replayed.
        var known: Int32 = 0
        /// The answers the progress file has are not all before those it lacks (answered on
        /// two devices, then synced): those it has are left out by their second
        /// (`interleavedKnown`), not as the first `known`.
        var interleaved = false
    }

    /// In the order of the progress file's card index: deck, then card id.
    let cards: [Card]
    let deckIDs: [UUID]
    /// Each package's review log.
    let logs: [[AnkiReview]]
    /// Each package's cards' states in Anki.
    let schedules: [[AnkiCardSchedule]]
    /// Each package's day numbers as dates.
    let days: [AnkiCollectionDays]
    let scheduler: FSRSScheduler
    /// How many answers there are.
    public let count: Int
    /// Cards answered already with no later answer in the package that Anki changed since
    /// (reset, given a due date): their state in Anki, nil for new (a newer export of the same deck).
    public private(set) var newerStates: [CardStateChange] = []
    /// For cards whose answers here and in the package interleave: the seconds of those here,
    /// by deck id and card id.
    let interleavedKnown: [UUID: [UUID: Set<Int64>]]

    public var isEmpty: Bool { count == 0 }
    /// How many cards have answers.
    public var cardCount: Int { cards.count }

    /// `deckName`: the import's `--deck`, which puts every card in the plan's one deck.
    /// `lacking`: by deck id, cards the plan's decks have already but whose answers the
    /// progress file does not: they get the package's answers as if they were added.
    /// `answeredUntil`: by deck id, cards the plan's decks have already with answers, and
    /// when the latest was: they get the package's answers after it (none twice), and
    /// with them Anki's state of the card. `answeredAt`: the same cards' answers by the
    /// second: those of the package from before the latest that are not there are added
    /// too, and the card takes Anki's state (both devices answered it between two syncs).
    public init(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport], scheduler: FSRSScheduler,
                lacking: [UUID: Set<UUID>] = [:], answeredUntil: [UUID: [UUID: Date]] = [:],
                answeredAt: [UUID: [UUID: Set<Int64>]] = [:]) {
        self.scheduler = scheduler
        logs = packages.map(\.reviewLog)
        days = packages.map(\.days)
        schedules = packages.map(\.schedules)
        deckIDs = plan.decks.map(\.deck.id)
        guard packages.contains(where: { !$0.answered.isEmpty }) else {
            (cards, count, interleavedKnown) = ([], 0, [:])
            return
        }
        // Each plan deck's groups, in the packages' order (a deck may take groups of several).
        var groupsOf = [[(package: Int, group: Int)]](repeating: [], count: plan.decks.count)
        for placed in plan.placedGroups(of: packages, deckName: deckName, including: { !$0.answered.isEmpty }) {
            groupsOf[placed.deck].append((placed.package, placed.group))
        }
        // Each deck's cards on all cores (they are independent; deriving 83,333 ids, one
        // set and one sort took 52 ms on one).
        let found = Mutex([[Card]](repeating: [], count: plan.decks.count))
        let restated = Mutex<[CardStateChange]>([])
        let interleaved = Mutex<[UUID: [UUID: Set<Int64>]]>([:])
        let (deckIDs, groups) = (deckIDs, groupsOf)
        let histories = packages.map { $0.historyByCard() }
        DispatchQueue.concurrentPerform(iterations: plan.decks.count) { at in
            guard !groups[at].isEmpty else { return }
            var changes: [CardStateChange] = []
            var mixed: [UUID: Set<Int64>] = [:]
            let cards = Self.cards(of: at, groups: groups[at], plan: plan, packages: packages, histories: histories, deckID: deckIDs[at],
                                   lacking: lacking[deckIDs[at]] ?? [], answeredUntil: answeredUntil[deckIDs[at]] ?? [:],
                                   answeredAt: answeredAt[deckIDs[at]] ?? [:], scheduler: scheduler, changes: &changes, interleaved: &mixed)
            found.withLock { $0[at] = cards }
            if !changes.isEmpty { restated.withLock { $0 += changes } }
            if !mixed.isEmpty { interleaved.withLock { $0[deckIDs[at]] = mixed } }
        }
        var perDeck = found.withLock { $0 }
        newerStates = restated.withLock { $0 }
        interleavedKnown = interleaved.withLock { $0 }
        cards = Self.inIndexOrder(&perDeck, deckIDs: deckIDs)
        count = cards.reduce(0) { $0 + $1.reviews.count - Int($1.known) }
    }

    /// Each deck's cards (each list sorted by card id), joined in the order of the progress
    /// file's card index (deck, then card id): each card's row then goes at its end instead
    /// of on a random page (83,333 rows: 120 → 80 ms). A deck's list is let go once joined.
    static func inIndexOrder(_ perDeck: inout [[Card]], deckIDs: [UUID]) -> [Card] {
        var cards: [Card] = []
        cards.reserveCapacity(perDeck.reduce(0) { $0 + $1.count })
        for at in perDeck.indices.sorted(by: { deckIDs[$0].bytesPrecede(deckIDs[$1]) }) {
            cards += perDeck[at]
            perDeck[at] = []
        }
        return cards
    }

    /// The cards with answers that deck `at` of the plan gains (or has, among `lacking`),
    /// sorted by id: a card is taken once its history is given (a card in two packages gets one).
    /// `histories`: each package's `historyByCard()`.
    private static func cards(of at: Int, groups: [(package: Int, group: Int)], plan: ImportPlan, packages: [AnkiPackageImport],
                              histories: [[CardKey: AnsweredCard]], deckID: UUID, lacking: Set<UUID>,
                              answeredUntil: [UUID: Date], answeredAt: [UUID: Set<Int64>], scheduler: FSRSScheduler,
                              changes: inout [CardStateChange], interleaved: inout [UUID: Set<Int64>]) -> [Card] {
        // The ids the deck gains: an import appends its new cards after the deck's own. By
        // index, not through a map over the cards: that copied each card (its references
        // retained and released) to read its id.
        let deckCards = plan.decks[at].deck.cards
        let added = (plan.decks[at].existing?.deck.cards.count ?? 0)..<deckCards.count
        var waiting = lacking
        waiting.reserveCapacity(lacking.count + added.count)
        for i in added { waiting.insert(deckCards[i].id) }
        var cards: [Card] = []
        for (p, g) in groups {
            let package = packages[p], group = package.parsed.groups[g]
            for i in group.cards.indices {
                guard let answered = histories[p][group.cards[i].key] else { continue }
                let reviews = answered.reviews
                let id = ImportedCardID.id(deck: deckID, card: group.cards[i], occurrence: 0)
                var known: Int32 = 0
                if waiting.remove(id) == nil {
                    // Answered already: only answers after the latest there (to the second, as it is kept).
                    guard let latest = answeredUntil[id] else { continue }
                    let log = packages[p].reviewLog[reviews]
                    if let seconds = answeredAt[id], let lacked = Self.lackedBefore(log, known: seconds, latest: latest) {
                        // Answered here and there between two syncs: each answer it lacks is added
                        // in its place in time, and the card takes the state the whole log gives.
                        let replayed = Self.replayed(log, schedule: package.schedules[Int(answered.row)], days: packages[p].days,
                                                     deckID: deckID, cardID: id, scheduler: scheduler)
                        changes.append(CardStateChange(deckID: deckID, cardID: id, state: replayed.last?.after))
                        interleaved[id] = seconds
                        cards.append(Card(cardID: id, deck: Int32(at), package: Int32(p), reviews: Int32(reviews.lowerBound)..<Int32(reviews.upperBound),
                                          row: answered.row, known: Int32(log.count - lacked), interleaved: true))
                        continue
                    }
                    guard let later = Self.answers(packages[p].reviewLog[reviews], after: latest) else {
                        // No later answer; changed in Anki since (its row's mod, to the second: at worst Anki's
                        // state is taken again): its state is taken.
                        let schedule = package.schedules[Int(answered.row)]
                        if schedule.modified >= Int64(latest.timeIntervalSince1970.rounded(.down)) {
                            let replayed = Self.replayed(packages[p].reviewLog[reviews], schedule: schedule, days: packages[p].days,
                                                         deckID: deckID, cardID: id, scheduler: scheduler)
                            changes.append(CardStateChange(deckID: deckID, cardID: id, state: replayed.last?.after))
                        }
                        continue
                    }
                    known = Int32(later)
                }
                cards.append(Card(cardID: id, deck: Int32(at), package: Int32(p), reviews: Int32(reviews.lowerBound)..<Int32(reviews.upperBound),
                                  row: answered.row, known: known))
            }
        }
        cards.sort { $0.cardID.bytesPrecede($1.cardID) }
        return cards
    }

    /// How many of `reviews` are not among the `known` seconds when one of them comes before
    /// `latest` (the answers interleave); nil when those lacking all come after it (the usual
    /// newer export, taken as the answers after the latest).
    static func lackedBefore(_ reviews: ArraySlice<AnkiReview>, known: Set<Int64>, latest: Date) -> Int? {
        let latestSecond = Int64(latest.timeIntervalSince1970.rounded(.down))
        var lacked = 0, earlier = false
        for review in reviews {
            let second = Int64(review.time.timeIntervalSince1970.rounded(.down))
            guard !known.contains(second) else { continue }
            lacked += 1
            if second < latestSecond { earlier = true }
        }
        return earlier ? lacked : nil
    }

    /// How many of `reviews` come at or before `latest` (in whole seconds, as the progress
    /// file keeps times); nil when none comes after.
    static func answers(_ reviews: ArraySlice<AnkiReview>, after latest: Date) -> Int? {
        let seconds = latest.timeIntervalSince1970.rounded(.down)
        let known = reviews.prefix { $0.time.timeIntervalSince1970.rounded(.down) <= seconds }.count
        return known < reviews.count ? known : nil
    }

    /// The answers, replayed `cardsPerBatch` cards at a time, in order.
    public func batches(cardsPerBatch: Int = 2_000) -> some Sequence<[ReviewAnswer]> {
        stride(from: 0, to: cards.count, by: max(1, cardsPerBatch)).lazy.map { start in
            let end = min(start + max(1, cardsPerBatch), cards.count)
            var answers: [ReviewAnswer] = []
            answers.reserveCapacity(cards[start..<end].reduce(0) { $0 + $1.reviews.count })
            for card in cards[start..<end] {
                let reviews = logs[Int(card.package)][Int(card.reviews.lowerBound)..<Int(card.reviews.upperBound)]
                let replayed = Self.replayed(reviews, schedule: schedules[Int(card.package)][Int(card.row)], days: days[Int(card.package)],
                                             deckID: deckIDs[Int(card.deck)], cardID: card.cardID, scheduler: scheduler)
                if card.interleaved, let known = interleavedKnown[deckIDs[Int(card.deck)]]?[card.cardID] {
                    answers += replayed.filter { !known.contains(Int64($0.time.timeIntervalSince1970.rounded(.down))) }
                } else {
                    answers += replayed.dropFirst(Int(card.known))
                }
            }
            return answers
        }
    }

    /// Every answer at once (a small import; tests).
    public static func answers(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport], scheduler: FSRSScheduler,
                               lacking: [UUID: Set<UUID>] = [:], answeredUntil: [UUID: [UUID: Date]] = [:],
                               answeredAt: [UUID: [UUID: Set<Int64>]] = [:]) -> [ReviewAnswer] {
        Array(ImportedHistory(for: plan, deckName: deckName, packages: packages, scheduler: scheduler, lacking: lacking,
                              answeredUntil: answeredUntil, answeredAt: answeredAt).batches().joined())
    }

    /// A card's answers with the states FSRS gives them, its memory starting over where
    /// Anki's does (`AnkiReview.memoryStart`: such an answer is to a new card); the last
    /// leaves the card in its state in Anki (`schedule`), a card new in Anki with none.
    static func replayed(_ reviews: ArraySlice<AnkiReview>, schedule: AnkiCardSchedule, days: AnkiCollectionDays, deckID: UUID,
                         cardID: UUID, scheduler: FSRSScheduler) -> [ReviewAnswer] {
        let ratings = reviews.map { FSRSReview(time: $0.time, rating: FSRSRating(rawValue: $0.ease) ?? .good) }
        let start = AnkiReview.memoryStart(reviews)
        let states = scheduler.replay(Array(ratings[..<start]), of: cardID) + scheduler.replay(Array(ratings[start...]), of: cardID)
        // Counted from 0 (`ratings` and `states` are), not by the slice's own indices.
        var answers = reviews.enumerated().map { i, review in
            ReviewAnswer(deckID: deckID, cardID: cardID, time: review.time, rating: ratings[i].rating,
                         milliseconds: review.milliseconds, mode: .review, before: i == 0 || i == start ? nil : states[i - 1], after: states[i])
        }
        guard !answers.isEmpty else { return answers }
        let anki = schedule.state(days: days, lastReview: answers.last?.time, replayed: start < answers.count ? states.last : nil,
                                  configuration: scheduler.configuration)
        if let anki {
            answers[answers.count - 1].after = anki
        } else {
            // New in Anki: no answer leaves it a schedule.
            for i in answers.indices { answers[i].after = nil }
        }
        return answers
    }
}

import FlashzillaCore
import FlashzillaImport
import Foundation

/// An Anki package's review history as soon as its collection is read, before its cards are
/// rendered: what `ImportedHistory.early` needs.
public struct AnkiHistorySource: Sendable {
    let collection: AnkiCollection

    /// Whether any card has an answer.
    public var hasHistory: Bool { !collection.reviewLog.isEmpty }
}

extension ImportedHistory {
    /// The history a one-package import will give, guessed before the plan: every card with
    /// answers goes to a new deck whose id is chosen now (`newDeckIDs`, for the plan). Its
    /// writing can then begin while the cards are still being rendered; `holds(for:)` tells,
    /// once the plan is made, whether the plan came out so (otherwise the history is made
    /// from the plan, as `init(for:…)` does).
    public struct Early: Sendable {
        /// The id each deck the import creates gets, by its name lowercased (as `ImportPlan` keys them).
        public let newDeckIDs: [String: UUID]
        /// By note (its number − 1, as a skipped row names it): whether any of its cards has answers.
        private let answeredNotes: [Bool]
        private let deckName: String?
        /// Some note may be an entry made here (`StockKindNote`), whose cards' ids are the
        /// entry's, not derived from the deck: the plan's own cards tell.
        private let mayHoldEntries: Bool

        /// `deckName`: the import's `--deck`, which puts every card in one deck. (The
        /// collection is not kept: its notes' text would stay with it.)
        public init(_ source: AnkiHistorySource, deckName: String?) {
            let collection = source.collection
            answeredNotes = collection.notes.map { note in collection.cards[note.cards].contains { !$0.reviews.isEmpty } }
            self.deckName = deckName
            let stock = Set(collection.notetypes.compactMap { StockKindNote.kind(of: $0.value) == nil ? nil : $0.key })
            mayHoldEntries = !stock.isEmpty && collection.notes.contains { stock.contains($0.notetypeID) && StockKindNote.entryID(guid: $0.guid) != nil }
            var ids: [String: UUID] = [:]
            for name in Array(collection.deckNames.values) + ["Default"] where ids[Self.target(name, deckName)] == nil {
                ids[Self.target(name, deckName)] = UUID()
            }
            newDeckIDs = ids
        }

        /// Whether `plan`, made from the package's `cardCount` rendered cards, adds every one
        /// of them to a new deck with the id chosen for it, and skipped no card with answers:
        /// then `history(of:scheduler:)` is the history `init(for:…)` would make from the
        /// plan. Anything else (a deck that exists, a card given twice) says no.
        public func holds(for plan: ImportPlan, cardCount: Int) -> Bool {
            if mayHoldEntries { return false }
            for item in plan.decks {
                guard item.isNew, item.duplicates.isEmpty, newDeckIDs[item.deck.name.lowercased()] == item.deck.id else { return false }
            }
            guard plan.added == cardCount else { return false }
            // A note skipped (an unknown note type), or one of its cards (an empty side), gives
            // no card to take its answers.
            return plan.skipped.allSatisfy { row in
                row.unit == .note && answeredNotes.indices.contains(row.line - 1) && !answeredNotes[row.line - 1]
            }
        }

        /// The history of `source` (the collection this guess was made from), if the guess
        /// holds: each answered card's id derived from its deck's chosen id, in the progress
        /// file's card order.
        public func history(of source: AnkiHistorySource, scheduler: FSRSScheduler) -> ImportedHistory {
            let collection = source.collection
            // Each Anki deck id's place in `deckIDs`, found once a deck rather than once a card.
            var deckIDs: [UUID] = []
            var placeOf: [String: Int32] = [:]
            var deckOf: [Int64: Int32] = [:]
            var perDeck: [[Card]] = []
            for note in collection.notes {
                for card in collection.cards[note.cards] where !card.reviews.isEmpty {
                    let deck: Int32
                    if let known = deckOf[card.deckID] {
                        deck = known
                    } else {
                        let key = Self.target(collection.deckNames[card.deckID] ?? "Default", deckName)
                        deck = placeOf[key] ?? Int32(deckIDs.count)
                        if deck == deckIDs.count {
                            placeOf[key] = deck
                            deckIDs.append(newDeckIDs[key]!)
                            perDeck.append([])
                        }
                        deckOf[card.deckID] = deck
                    }
                    let id = ImportedCardID.id(deck: deckIDs[Int(deck)], ankiGUID: note.guid, ordinal: UInt32(card.ordinal))
                    perDeck[Int(deck)].append(Card(cardID: id, deck: deck, package: 0,
                                                   reviews: Int32(card.reviews.lowerBound)..<Int32(card.reviews.upperBound),
                                                   row: card.row))
                }
            }
            for deck in perDeck.indices { perDeck[deck].sort { $0.cardID.bytesPrecede($1.cardID) } }
            let cards = ImportedHistory.inIndexOrder(&perDeck, deckIDs: deckIDs)
            return ImportedHistory(cards: cards, deckIDs: deckIDs, logs: [collection.reviewLog], schedules: [collection.schedules], days: [collection.days],
                                   scheduler: scheduler)
        }

        /// The plan's key for the deck an Anki deck's cards go to: its full name, or `--deck`.
        private static func target(_ name: String, _ deckName: String?) -> String {
            (deckName ?? name).lowercased()
        }
    }

    private init(cards: [Card], deckIDs: [UUID], logs: [[AnkiReview]], schedules: [[AnkiCardSchedule]], days: [AnkiCollectionDays],
                 scheduler: FSRSScheduler) {
        self.schedules = schedules
        self.cards = cards
        self.deckIDs = deckIDs
        self.logs = logs
        self.days = days
        self.scheduler = scheduler
        interleavedKnown = [:]
        count = cards.reduce(0) { $0 + $1.reviews.count }
    }
}

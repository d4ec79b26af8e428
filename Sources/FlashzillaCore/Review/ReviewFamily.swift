import Foundation

/// What a Review sitting over a parent deck and its children needs beside one deck's: the
/// deck of each card from another deck than the sitting's first, and each such deck's
/// scheduler and leech options, so every answer and mark goes to the card's own deck.
struct ReviewFamily: Equatable, Sendable {
    struct Rules: Equatable, Sendable {
        var scheduler: FSRSScheduler
        var leechAction: LeechAction
        var leechThreshold: Int
    }

    var deckOfCard: [UUID: UUID] = [:]
    var rules: [UUID: Rules] = [:]
}

/// One deck of a parent's Review sitting: the deck, what the progress file holds for it,
/// and its share of the parent's limits (`DeckTreeQuotas`).
public struct ReviewFamilyMember: Sendable {
    public var deck: Deck
    public var states: CardStates
    public var marks: DeckMarks
    /// The new cards and reviews this deck may show in the sitting.
    public var quota: ReviewCounts
    public var scheduler: FSRSScheduler

    public init(deck: Deck, states: CardStates, marks: DeckMarks = DeckMarks(), quota: ReviewCounts, scheduler: FSRSScheduler = FSRSScheduler()) {
        self.deck = deck
        self.states = states
        self.marks = marks
        self.quota = quota
        self.scheduler = scheduler
    }
}

extension ReviewSession {
    /// The deck the card is in (in a parent's sitting, one of its decks).
    public func deckID(of cardID: UUID) -> UUID { family.deckOfCard[cardID] ?? deckID }

    /// The scheduler and leech options of the card's deck.
    func rules(of cardID: UUID) -> ReviewFamily.Rules {
        family.deckOfCard[cardID].flatMap { family.rules[$0] }
            ?? ReviewFamily.Rules(scheduler: scheduler, leechAction: leechAction, leechThreshold: leechThreshold)
    }

    /// One sitting over a parent and its children (Anki's study of a parent deck): each deck's
    /// cards gathered under its own options and its share of the limits (`quota`), then
    /// shown as one queue as Anki's v3 scheduler does: learning cards by due time, then the
    /// reviews of every deck by due date, then new cards deck by deck in the tree's order.
    /// Answers and marks go to each card's own deck. `members` start with the parent (or,
    /// for a parent no deck file names, its first child); it must not be empty.
    public init(family members: [ReviewFamilyMember], now: Date) {
        precondition(!members.isEmpty, "a family has a deck")
        let parts = members.map {
            ReviewSession(deck: $0.deck, states: $0.states, marks: $0.marks, introducedToday: 0, reviewedToday: 0,
                          limits: $0.quota, now: now, scheduler: $0.scheduler)
        }
        let first = parts[0]
        deckID = first.deckID
        scheduler = first.scheduler
        leechAction = first.leechAction
        leechThreshold = first.leechThreshold
        nextDayStart = first.nextDayStart
        reschedules = true
        var learning: [(entry: ReviewQueue.LearningEntry, order: Int)] = []
        var reviews: [(due: Date, order: Int, id: UUID)] = []
        var newCards: [UUID] = []
        var shown: [Card] = []
        // The states go in all at once at the end (one pass of CardStates' index, not a
        // growing table per insert).
        var stateIDs: [UUID] = [], stateValues: [FSRSCardState] = []
        stateIDs.reserveCapacity(parts.reduce(0) { $0 + $1.states.count })
        stateValues.reserveCapacity(stateIDs.capacity)
        var marks: [UUID: CardMarks] = [:], lapses: [UUID: Int] = [:]
        var notes = NoteSiblings(), family = ReviewFamily()
        var held = ReviewCounts()
        // Card ids of the decks before: a card with one of them (a deck file copied under
        // another name) is left to its own deck's Review, so one id never stands for two
        // cards here, nor sends an answer to the wrong deck.
        var taken = Set<UUID>()
        for (index, part) in parts.enumerated() {
            // The part's own order, the card it put on show first in its queue.
            var partLearning = part.queue.learning, partReviews = Array(part.queue.upcomingReviews), partNew = Array(part.queue.upcomingNew)
            if let current = part.queue.current {
                switch current.kind {
                case .learning: partLearning.insert(.init(cardID: current.cardID, due: part.states[current.cardID]?.due ?? now), at: 0)
                case .review: partReviews.insert(current.cardID, at: 0)
                case .new: partNew.insert(current.cardID, at: 0)
                }
            }
            if !taken.isEmpty {
                partLearning.removeAll { taken.contains($0.cardID) }
                partReviews.removeAll { taken.contains($0) }
                partNew.removeAll { taken.contains($0) }
            }
            for entry in partLearning { learning.append((entry, learning.count)) }
            for id in partReviews { reviews.append((part.states[id]?.due ?? now, reviews.count, id)) }
            newCards += partNew
            for id in partLearning.map(\.cardID) + partReviews + partNew {
                if let card = part.cards[id] { shown.append(card) }
                if index > 0 { family.deckOfCard[id] = part.deckID }
            }
            if index > 0 {
                family.rules[part.deckID] = ReviewFamily.Rules(scheduler: part.scheduler, leechAction: part.leechAction,
                                                                leechThreshold: part.leechThreshold)
            }
            for (id, state) in part.states.pairs where taken.isEmpty || !taken.contains(id) {
                stateIDs.append(id)
                stateValues.append(state)
            }
            // The first deck's are taken whole (no table to grow entry by entry).
            if marks.isEmpty { marks = part.marks } else { marks.merge(part.marks) { a, _ in a } }
            if lapses.isEmpty { lapses = part.lapses } else { lapses.merge(part.lapses) { a, _ in a } }
            notes.merge(part.notes)
            held.new += part.heldBack.new
            held.due += part.heldBack.due
            if index < parts.count - 1 { taken.formUnion(members[index].deck.cards.lazy.map(\.id)) }
        }
        learning.sort { ($0.entry.due, $0.order) < ($1.entry.due, $1.order) }
        reviews.sort { ($0.due, $0.order) < ($1.due, $1.order) }
        queue = ReviewQueue(learning: learning.map(\.entry), reviews: reviews.map(\.id), newCards: newCards)
        cards = ShownCards(shown, positions: Array(shown.indices))
        heldBack = held
        states = CardStates(ids: stateIDs, states: stateValues)
        self.marks = marks
        self.lapses = lapses
        self.notes = notes
        self.family = family
        showNext(at: now)
    }
}

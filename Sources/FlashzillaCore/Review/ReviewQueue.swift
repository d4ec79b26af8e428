import Foundation

/// The order of a Review session: the card on show, learning cards by due time, review
/// cards due (most overdue first) and new cards (deck order).
///
/// Reviews and new cards are fixed when the session is built and only consumed, through a
/// head index: a copy of the queue (kept for undo) shares their storage and copies only the
/// learning list, which stays small.
public struct ReviewQueue: Sendable {
    public struct LearningEntry: Hashable, Sendable {
        public var cardID: UUID
        public var due: Date

        public init(cardID: UUID, due: Date) {
            self.cardID = cardID
            self.due = due
        }
    }

    /// A card on show and the queue it came from.
    public struct Shown: Hashable, Sendable {
        public var cardID: UUID
        public var kind: ReviewCardKind

        public init(_ cardID: UUID, _ kind: ReviewCardKind) {
            self.cardID = cardID
            self.kind = kind
        }
    }

    /// The card on show; nil when nothing is due.
    public internal(set) var current: Shown?
    /// Learning and relearning cards, soonest due first (ties keep their arrival order).
    public internal(set) var learning: [LearningEntry]
    private var reviews: [UUID]
    private var reviewHead = 0
    private var newCards: [UUID]
    private var newHead = 0

    public init(current: Shown? = nil, learning: [LearningEntry] = [],
                reviews: [UUID] = [], newCards: [UUID] = []) {
        self.current = current
        self.learning = learning
        self.reviews = reviews
        self.newCards = newCards
    }

    public var upcomingReviews: ArraySlice<UUID> { reviews[reviewHead...] }
    public var upcomingNew: ArraySlice<UUID> { newCards[newHead...] }

    /// Adds a learning card behind every card due at the same time or sooner.
    mutating func insertLearning(_ cardID: UUID, due: Date) {
        let index = learning.firstIndex { $0.due > due } ?? learning.endIndex
        learning.insert(LearningEntry(cardID: cardID, due: due), at: index)
    }

    /// Takes `cardIDs` out of what is to come (a note suspended or buried): the card on
    /// show stays. Rare, so the upcoming lists are copied.
    mutating func remove(_ cardIDs: Set<UUID>) {
        learning.removeAll { cardIDs.contains($0.cardID) }
        reviews = upcomingReviews.filter { !cardIDs.contains($0) }
        reviewHead = 0
        newCards = upcomingNew.filter { !cardIDs.contains($0) }
        newHead = 0
    }

    /// Puts the next card on show, chosen at `now` as Anki does: a learning card due now,
    /// else a review, else a new card (new cards come after the day's reviews), else a
    /// learning card due within `learnAhead`. Nil when none qualifies.
    mutating func takeNext(at now: Date, learnAhead: TimeInterval) {
        if let first = learning.first, first.due <= now {
            current = Shown(learning.removeFirst().cardID, .learning)
        } else if reviewHead < reviews.count {
            current = Shown(reviews[reviewHead], .review)
            reviewHead += 1
        } else if newHead < newCards.count {
            current = Shown(newCards[newHead], .new)
            newHead += 1
        } else if let first = learning.first, first.due <= now.addingTimeInterval(learnAhead) {
            current = Shown(learning.removeFirst().cardID, .learning)
        } else {
            current = nil
        }
    }

    /// What is left, the card on show included.
    public var counts: ReviewCounts {
        var counts = ReviewCounts(new: upcomingNew.count, learning: learning.count, due: upcomingReviews.count)
        switch current?.kind {
        case .new?: counts.new += 1
        case .learning?: counts.learning += 1
        case .review?: counts.due += 1
        case nil: break
        }
        return counts
    }
}

extension ReviewQueue: Equatable {
    /// The same cards in the same places, however far the heads have moved.
    public static func == (lhs: ReviewQueue, rhs: ReviewQueue) -> Bool {
        lhs.current == rhs.current && lhs.learning == rhs.learning
            && lhs.upcomingReviews.elementsEqual(rhs.upcomingReviews)
            && lhs.upcomingNew.elementsEqual(rhs.upcomingNew)
    }
}

import Foundation

/// One sitting of Review on a deck, scheduled by FSRS. A value: time is passed in, and
/// every answer comes back as a `ReviewAnswer` for the caller to store.
///
/// The queue follows Anki: learning and relearning cards due now first (by due time), then
/// the review cards due (most overdue first, up to what is left of the day's review limit),
/// then new cards in deck order (up to what is left of the day's new-card limit). New cards
/// come after the reviews rather than mixed in: simple, and the learner clears what they
/// might forget before meeting anything new. A card still learning after an answer comes
/// back when due; when nothing else is left, one due within `learnAhead` is shown early.
public struct ReviewSession: Equatable, Sendable {
    /// Anki's "learn ahead limit": how early a learning card may be shown when nothing else is due.
    public static let learnAhead: TimeInterval = 20 * 60

    public let deckID: UUID
    public let scheduler: FSRSScheduler
    /// Every started card's schedule (cards of this deck only), as answers change it.
    public private(set) var states: CardStates
    public private(set) var queue: ReviewQueue
    /// The earliest time a card falls due after the queue ran out (nil while a card is on
    /// show, or when no card is scheduled at all).
    public private(set) var nextDue: Date?
    /// Cards due today that the daily limits keep out of this session.
    public let heldBack: ReviewCounts
    /// The cards the queue can show, by id.
    private let cards: ShownCards
    /// What each answer changed, newest last.
    private var history: [Step] = []

    /// What an answer replaced: enough to put everything back.
    private struct Step: Equatable, Sendable {
        var queue: ReviewQueue
        var nextDue: Date?
        var cardID: UUID
        var before: FSRSCardState?
    }

    /// - Parameters:
    ///   - states: the stored schedules by card id (cards without one are new); states of
    ///     cards no longer in the deck are ignored.
    ///   - introducedToday, reviewedToday: what today already used of the deck's limits.
    public init(deck: Deck, states: CardStates, introducedToday: Int, reviewedToday: Int,
                now: Date, scheduler: FSRSScheduler = FSRSScheduler()) {
        deckID = deck.id
        self.scheduler = scheduler
        let reviewLimit = max(0, deck.settings.reviewsPerDay - reviewedToday)
        let newLimit = max(0, deck.settings.newCardsPerDay - introducedToday)
        // One pass over the deck (100,000 cards): positions only, no copies of cards. Of
        // the review cards due only the day's limit is kept in order, not all sorted.
        var learning: [DueKey] = []
        var due = SmallestKeys<DueKey>(limit: reviewLimit)
        var dueCount = 0
        var new: [Int] = []
        var matched = 0, found = 0
        for position in deck.cards.indices {
            guard let state = states.state(of: deck.cards[position].id, after: &found) else {
                new.append(position)
                continue
            }
            matched += 1
            switch ReviewCardKind(state) {
            case .learning: learning.append(DueKey(due: state.due.timeIntervalSinceReferenceDate, position: position))
            case .review where state.due <= now:
                dueCount += 1
                due.offer(DueKey(due: state.due.timeIntervalSinceReferenceDate, position: position))
            case .review, .new: break
            }
        }
        learning.sort()
        let reviews = due.sorted().map(\.position), newCards = new.prefix(newLimit)
        let queue = ReviewQueue(
            learning: learning.map { .init(cardID: deck.cards[$0.position].id, due: Date(timeIntervalSinceReferenceDate: $0.due)) },
            reviews: reviews.map { deck.cards[$0].id }, newCards: newCards.map { deck.cards[$0].id })
        heldBack = ReviewCounts(new: new.count - queue.upcomingNew.count, due: dueCount - queue.upcomingReviews.count)
        // Only the cards the queue can show are kept, found by position.
        cards = ShownCards(deck.cards, positions: learning.map(\.position) + reviews + Array(newCards))
        // States of cards no longer in the deck are left out (they would only move "next due").
        var known = states
        if matched != states.count {
            let inDeck = Set(deck.cards.lazy.map(\.id))
            known = states.filter { inDeck.contains($0) }
        }
        self.states = known
        self.queue = queue
        showNext(at: now)
    }

    /// The card on show, nil when nothing is due.
    public var currentCard: Card? { queue.current.flatMap { cards[$0.cardID] } }

    /// The schedule of the card on show (nil for a new card).
    public var currentState: FSRSCardState? { queue.current.flatMap { states[$0.cardID] } }

    public var counts: ReviewCounts { queue.counts }

    public var isFinished: Bool { queue.current == nil }

    public var canUndo: Bool { !history.isEmpty }

    /// When the card on show would be due after each answer at `now` (for the labels).
    public func nextDueByRating(at now: Date) -> FSRSNextDue? {
        queue.current.map { scheduler.nextDueInAnkiOrder(states[$0.cardID], of: $0.cardID, at: now) }
    }

    /// Answers the card on show with `rating` at `now`, after `milliseconds` of looking at
    /// it. The card comes back when due if it is still learning; the next card goes on show.
    /// Nil (and nothing changes) when no card is on show.
    public mutating func answer(_ rating: FSRSRating, at now: Date, milliseconds: Int) -> ReviewAnswer? {
        guard let shown = queue.current else { return nil }
        let before = states[shown.cardID]
        let after = scheduler.reviewInAnkiOrder(before, of: shown.cardID, as: rating, at: now)
        history.append(Step(queue: queue, nextDue: nextDue, cardID: shown.cardID, before: before))
        states[shown.cardID] = after
        if ReviewCardKind(after) == .learning {
            queue.insertLearning(shown.cardID, due: after.due)
        }
        showNext(at: now)
        return ReviewAnswer(deckID: deckID, cardID: shown.cardID, time: now, rating: rating,
                            milliseconds: max(0, milliseconds), mode: .review, before: before, after: after)
    }

    /// Takes back the last answer: the card's schedule and the queue are as they were, that
    /// card on show again. Returns what the progress store must restore; nil if nothing to undo.
    public mutating func undo() -> ReviewUndo? {
        guard let step = history.popLast() else { return nil }
        queue = step.queue
        nextDue = step.nextDue
        states[step.cardID] = step.before
        return ReviewUndo(deckID: deckID, cardID: step.cardID, restoring: step.before)
    }

    /// With nothing on show, shows a learning card once it is within `learnAhead` of due
    /// (time passed on the end screen). Returns whether a card went on show.
    @discardableResult
    public mutating func wake(at now: Date) -> Bool {
        guard queue.current == nil, let first = queue.learning.first,
              first.due <= now.addingTimeInterval(Self.learnAhead) else { return false }
        showNext(at: now)
        return true
    }

    private mutating func showNext(at now: Date) {
        queue.takeNext(at: now, learnAhead: Self.learnAhead)
        // One pass over the states when the queue runs out, never per frame.
        nextDue = queue.current == nil ? states.values.lazy.map(\.due).filter { $0 > now }.min() : nil
    }
}

/// What undoing an answer asks of the progress store: give the card back `restoring`
/// (nil: it is new again) and forget its latest Review answer.
public struct ReviewUndo: Hashable, Sendable {
    public var deckID: UUID
    public var cardID: UUID
    public var restoring: FSRSCardState?

    public init(deckID: UUID, cardID: UUID, restoring: FSRSCardState?) {
        self.deckID = deckID
        self.cardID = cardID
        self.restoring = restoring
    }
}

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
    public internal(set) var states: CardStates
    public internal(set) var queue: ReviewQueue
    /// The earliest time a card falls due after the queue ran out (nil while a card is on
    /// show, or when no card is scheduled at all).
    public internal(set) var nextDue: Date?
    /// Cards due today that the daily limits keep out of this session.
    public let heldBack: ReviewCounts
    /// The cards the queue can show, by id.
    var cards: ShownCards
    /// What each answer or mark changed, newest last.
    var history: [Step] = []
    /// The marked cards (suspended, buried, flagged, leeches), as the learner changes them.
    public internal(set) var marks: [UUID: CardMarks]
    /// Lapses of the cards that have any, for the leech rule.
    var lapses: [UUID: Int]
    /// Where a card buried now comes back (nil: the next study day after the bury).
    let nextDayStart: Date?
    /// What becomes of a card that turns leech.
    public let leechAction: LeechAction
    /// Lapses that make a leech (the deck's option).
    let leechThreshold: Int
    /// False in custom study that leaves the schedule as it is (Anki's filtered deck without
    /// rescheduling: forgotten cards, a tag, a preview): answers change nothing stored.
    public let reschedules: Bool
    /// The card the latest answer made a leech, with its marks now (nil after any other answer).
    public internal(set) var leechFound: CardMarkChange?
    /// The notes of the cards the queue can show, for the note keys (`!`, `=`).
    var notes: NoteSiblings
    /// In a sitting over a parent and its children: the decks of cards not in `deckID`'s
    /// deck, and those decks' schedulers and leech options (empty for one deck).
    var family = ReviewFamily()

    /// What an answer or a mark replaced: enough to put everything back.
    struct Step: Equatable, Sendable {
        var queue: ReviewQueue
        var nextDue: Date?
        var cardID: UUID
        var before: FSRSCardState?
        /// The card's marks before (nil: none).
        var marks: CardMarks?
        var lapses: Int?
        /// An answer (false: a mark).
        var answered: Bool
        /// A note's mark: the other cards of the note and their marks before (nil: none).
        var siblings: [SiblingMarks] = []
    }

    struct SiblingMarks: Equatable, Sendable {
        var cardID: UUID
        var marks: CardMarks?
    }

    /// - Parameters:
    ///   - states: the stored schedules by card id (cards without one are new); states of
    ///     cards no longer in the deck are ignored.
    ///   - marks: the deck's marked cards (suspended and buried ones are left out) and lapses.
    ///   - introducedToday, reviewedToday: what today already used of the deck's limits.
    ///   - extended: what custom study added to today's limits (new and due).
    ///   - limits: when given, the new cards and reviews the sitting may show, in place of
    ///     what the deck's limits leave today (a parent's sitting shares its limits out).
    public init(deck: Deck, states: CardStates, marks: DeckMarks = DeckMarks(), introducedToday: Int, reviewedToday: Int,
                extended: ReviewCounts = ReviewCounts(), limits: ReviewCounts? = nil, now: Date, scheduler: FSRSScheduler = FSRSScheduler()) {
        deckID = deck.id
        self.scheduler = scheduler
        self.marks = marks.marks
        lapses = marks.lapses
        nextDayStart = marks.nextDayStart
        leechAction = deck.settings.leechAction
        leechThreshold = deck.settings.review.leechThreshold
        reschedules = true
        let options = deck.settings.review
        let setAside = marks.marks.filter { $0.value.isSetAside(at: now) }
        let reviewLimit = max(0, limits?.due ?? deck.settings.reviewsPerDay + extended.due - reviewedToday)
        let newLimit = max(0, limits?.new ?? deck.settings.newCardsPerDay + extended.new - introducedToday)
        // One pass over the deck (100,000 cards): positions only, no copies of cards. Of
        // the review cards due only the day's limit is kept in order, not all sorted.
        var learning: [DueKey] = []
        // Burying review siblings may pass over some: then every due card is kept in order.
        var due = SmallestKeys<DueKey>(limit: options.buryReviews ? Int.max : reviewLimit)
        var dueCount = 0
        var new: [Int] = []
        // Learning cards in a step of a day or more (Anki's interday learning), when they may be buried.
        var interdayLearning: Set<Int> = []
        var matched = 0, found = 0
        for position in deck.cards.indices {
            // Suspended and buried cards are never shown (one test of an empty table for most decks).
            if !setAside.isEmpty, setAside[deck.cards[position].id] != nil {
                if states[deck.cards[position].id] != nil { matched += 1 }
                continue
            }
            guard let state = states.state(of: deck.cards[position].id, after: &found) else {
                new.append(position)
                continue
            }
            matched += 1
            switch ReviewCardKind(state) {
            case .learning:
                learning.append(DueKey(due: state.due.timeIntervalSinceReferenceDate, position: position))
                if options.buryInterdayLearning, state.due.timeIntervalSince(state.lastReview) >= Self.interdayStep {
                    interdayLearning.insert(position)
                }
            case .review where state.due <= now:
                dueCount += 1
                due.offer(DueKey(due: state.due.timeIntervalSinceReferenceDate, position: position))
            case .review, .new: break
            }
        }
        learning.sort()
        var reviews = due.sorted().map(\.position)
        new = NewCardOrder.ordered(new, of: deck.cards, by: options.newCardOrder, day: marks.nextDayStart ?? StudyDay.nextStart(after: now))
        var newCards = new.prefix(newLimit)
        if options.buryNew || options.buryReviews || options.buryInterdayLearning {
            // Anki buries siblings as it gathers: learning within the day (never buried),
            // learning in day-long steps, then reviews, then new cards; only what is due
            // today is gathered.
            var siblings = SiblingGathering(deck.cards)
            let dayEnd = (marks.nextDayStart ?? StudyDay.nextStart(after: now)).timeIntervalSinceReferenceDate
            let today = learning.filter { $0.due < dayEnd }.map(\.position)
            for position in today where !interdayLearning.contains(position) { siblings.gather(position) }
            let interday = today.filter(interdayLearning.contains)
            let buried = Set(interday).subtracting(siblings.keep(interday, bury: options.buryInterdayLearning, limit: .max))
            if !buried.isEmpty { learning.removeAll { buried.contains($0.position) } }
            reviews = siblings.keep(reviews, bury: options.buryReviews, limit: reviewLimit)
            newCards = siblings.keep(new, bury: options.buryNew, limit: newLimit)[...]
        }
        let queue = ReviewQueue(
            learning: learning.map { .init(cardID: deck.cards[$0.position].id, due: Date(timeIntervalSinceReferenceDate: $0.due)) },
            reviews: reviews.map { deck.cards[$0].id }, newCards: newCards.map { deck.cards[$0].id })
        heldBack = ReviewCounts(new: new.count - queue.upcomingNew.count, due: dueCount - queue.upcomingReviews.count)
        // Only the cards the queue can show are kept, found by position.
        let shown = learning.map(\.position) + reviews + Array(newCards)
        cards = ShownCards(deck.cards, positions: shown)
        notes = deck.hasNotes ? NoteSiblings(deck.cards, only: Set(shown.lazy.map { deck.cards[$0].id })) : NoteSiblings()
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

    /// A learning step this long or longer makes an interday learning card (Anki's "day learn" queue).
    static let interdayStep: TimeInterval = 86_400

    /// The card on show, nil when nothing is due.
    public var currentCard: Card? { queue.current.flatMap { cards[$0.cardID] } }

    /// A card of the sitting edited meanwhile (Review's `e`): its new text is shown from
    /// now on, where it was in the queue; its schedule and marks are left as they are.
    /// False when the card is not one this sitting can show.
    @discardableResult
    public mutating func replaceCard(_ card: Card) -> Bool {
        cards.replace(card)
    }

    /// The schedule of the card on show (nil for a new card).
    public var currentState: FSRSCardState? { queue.current.flatMap { states[$0.cardID] } }

    public var counts: ReviewCounts { queue.counts }

    public var isFinished: Bool { queue.current == nil }

    public var canUndo: Bool { !history.isEmpty }

    /// When the card on show would be due after each answer at `now` (for the labels).
    public func nextDueByRating(at now: Date) -> FSRSNextDue? {
        guard reschedules else { return queue.current.map { practiceDue(of: $0.cardID, at: now) } }
        return queue.current.map { rules(of: $0.cardID).scheduler.nextDueInAnkiOrder(states[$0.cardID], of: $0.cardID, at: now) }
    }

    /// Answers the card on show with `rating` at `now`, after `milliseconds` of looking at
    /// it. The card comes back when due if it is still learning; the next card goes on show.
    /// Nil (and nothing changes) when no card is on show.
    public mutating func answer(_ rating: FSRSRating, at now: Date, milliseconds: Int) -> ReviewAnswer? {
        guard let shown = queue.current else { return nil }
        guard reschedules else { return practise(shown, as: rating, at: now, milliseconds: milliseconds) }
        let before = states[shown.cardID]
        let rules = rules(of: shown.cardID), cardDeck = deckID(of: shown.cardID)
        let after = rules.scheduler.reviewInAnkiOrder(before, of: shown.cardID, as: rating, at: now)
        history.append(Step(queue: queue, nextDue: nextDue, cardID: shown.cardID, before: before, marks: marks[shown.cardID],
                            lapses: lapses[shown.cardID], answered: true))
        states[shown.cardID] = after
        let answer = ReviewAnswer(deckID: cardDeck, cardID: shown.cardID, time: now, rating: rating,
                                  milliseconds: max(0, milliseconds), mode: .review, before: before, after: after)
        leechFound = nil
        if answer.isLapse {
            let count = (lapses[shown.cardID] ?? 0) + 1
            lapses[shown.cardID] = count
            if Leech.isReached(lapses: count, threshold: rules.leechThreshold) {
                var marked = marks[shown.cardID] ?? CardMarks()
                marked.isLeech = true
                if rules.leechAction == .suspend { marked.isSuspended = true }
                marks[shown.cardID] = marked
                leechFound = CardMarkChange(deckID: cardDeck, cardID: shown.cardID, marks: marked)
            }
        }
        if ReviewCardKind(after) == .learning, marks[shown.cardID]?.isSetAside(at: now) != true {
            queue.insertLearning(shown.cardID, due: after.due)
        }
        showNext(at: now)
        return answer
    }

    /// Suspends, buries or flags the card on show. A suspended or buried card leaves the
    /// queue and the next goes on show; a flagged one stays. Returns the card's marks now,
    /// for the store; nil (and nothing changes) when no card is on show.
    public mutating func mark(_ action: CardMarkAction, at now: Date) -> CardMarkChange? {
        mark(action, wholeNote: false, at: now).first
    }

    /// Suspends or buries every card of the note of the card on show (Anki's `!` and `=`):
    /// they all leave the queue, and one undo puts them all back. The card on show's change
    /// comes first. A flag is the card's alone. Empty when no card is on show.
    public mutating func markNote(_ action: CardMarkAction, at now: Date) -> [CardMarkChange] {
        mark(action, wholeNote: true, at: now)
    }

    private mutating func mark(_ action: CardMarkAction, wholeNote: Bool, at now: Date) -> [CardMarkChange] {
        guard let shown = queue.current else { return [] }
        let others: [UUID]
        if case .flag = action { others = [] } else if wholeNote {
            others = notes.cards(ofNoteOf: shown.cardID).filter { $0 != shown.cardID }
        } else {
            others = []
        }
        let buriedUntil = nextDayStart.flatMap { $0 > now ? $0 : nil } ?? StudyDay.nextStart(after: now)
        func applied(to previous: CardMarks?) -> CardMarks {
            var marked = previous ?? CardMarks()
            switch action {
            case .suspend: marked.isSuspended = true
            case .bury: marked.buriedUntil = buriedUntil
            case .flag(let flag): marked.flag = marked.flag == flag ? nil : flag
            }
            return marked
        }
        let previous = marks[shown.cardID]
        history.append(Step(queue: queue, nextDue: nextDue, cardID: shown.cardID, before: states[shown.cardID], marks: previous,
                            lapses: lapses[shown.cardID], answered: false,
                            siblings: others.map { SiblingMarks(cardID: $0, marks: marks[$0]) }))
        var changes: [CardMarkChange] = []
        // A note's cards are all in one deck, the card on show's.
        let cardDeck = deckID(of: shown.cardID)
        for cardID in [shown.cardID] + others {
            let marked = applied(to: marks[cardID])
            marks[cardID] = marked.isEmpty ? nil : marked
            changes.append(CardMarkChange(deckID: cardDeck, cardID: cardID, marks: marked))
        }
        leechFound = nil
        if !others.isEmpty { queue.remove(Set(others)) }
        if marks[shown.cardID]?.isSetAside(at: now) == true { showNext(at: now) }
        return changes
    }

    /// The marks of the card on show (none: empty).
    public var currentMarks: CardMarks {
        queue.current.flatMap { marks[$0.cardID] } ?? CardMarks()
    }

    /// Takes back the last answer: the card's schedule and the queue are as they were, that
    /// card on show again. Returns what the progress store must restore; nil if nothing to undo.
    public mutating func undo() -> ReviewUndo? {
        guard let step = history.popLast() else { return nil }
        queue = step.queue
        nextDue = step.nextDue
        states[step.cardID] = step.before
        lapses[step.cardID] = step.lapses
        leechFound = nil
        let marksChanged = marks[step.cardID] != step.marks
        marks[step.cardID] = step.marks
        var siblingMarks: [CardMarkChange] = []
        let cardDeck = deckID(of: step.cardID)
        for sibling in step.siblings where marks[sibling.cardID] != sibling.marks {
            marks[sibling.cardID] = sibling.marks
            siblingMarks.append(CardMarkChange(deckID: cardDeck, cardID: sibling.cardID, marks: sibling.marks ?? CardMarks()))
        }
        return ReviewUndo(deckID: cardDeck, cardID: step.cardID, restoring: step.before, undoesAnswer: step.answered,
                          marks: marksChanged ? step.marks ?? CardMarks() : nil, siblingMarks: siblingMarks)
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

    mutating func showNext(at now: Date) {
        queue.takeNext(at: now, learnAhead: Self.learnAhead)
        // One pass over the states when the queue runs out, never per frame.
        guard queue.current == nil else {
            nextDue = nil
            return
        }
        // Suspended cards never fall due; buried ones not before they come back.
        let marks = marks
        nextDue = marks.isEmpty ? states.values.lazy.map(\.due).filter { $0 > now }.min()
            : states.pairs.lazy.filter { marks[$0.id]?.isSuspended != true }
                .map { max($0.state.due, marks[$0.id]?.buriedUntil ?? $0.state.due) }.filter { $0 > now }.min()
    }
}

/// What undoing an answer or a mark asks of the progress store: for an answer, give the
/// card back `restoring` (nil: it is new again) and forget its latest Review answer; and
/// when its marks changed (a mark, or an answer that made it a leech), put back `marks`.
public struct ReviewUndo: Hashable, Sendable {
    public var deckID: UUID
    public var cardID: UUID
    public var restoring: FSRSCardState?
    /// False when a mark (suspend, bury, flag) is taken back: no answer to forget.
    public var undoesAnswer: Bool
    /// The card's marks to put back; nil when they did not change.
    public var marks: CardMarks?
    /// For a note's mark taken back: the marks to put back on the note's other cards.
    public var siblingMarks: [CardMarkChange]

    public init(deckID: UUID, cardID: UUID, restoring: FSRSCardState?, undoesAnswer: Bool = true, marks: CardMarks? = nil,
                siblingMarks: [CardMarkChange] = []) {
        self.deckID = deckID
        self.cardID = cardID
        self.restoring = restoring
        self.undoesAnswer = undoesAnswer
        self.marks = marks
        self.siblingMarks = siblingMarks
    }

    /// Every card's marks to put back, the undone card's first.
    public var allMarks: [CardMarkChange] {
        (marks.map { [CardMarkChange(deckID: deckID, cardID: cardID, marks: $0)] } ?? []) + siblingMarks
    }
}

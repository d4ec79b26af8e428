import Foundation

extension ReviewSession {
    /// Anki's delays in a session that does not reschedule (its preview): Again shows the
    /// card again after a minute, Hard after ten; Good and Easy let it go.
    public static let practiceAgain: TimeInterval = 60, practiceHard: TimeInterval = 600

    /// A custom study session of chosen cards (`study.isFiltered`). Suspended and buried
    /// cards are left out, as Anki's filtered decks leave them.
    /// - Parameters:
    ///   - forgotten: the cards answered Again in the days `.forgotten` asks for (the
    ///     history's; the caller reads it).
    ///   - dayStart: when today's study day began (where "the last N days" and "ahead" count from).
    public init(customStudy study: CustomStudy, deck: Deck, states: CardStates, marks: DeckMarks = DeckMarks(),
                forgotten: Set<UUID> = [], dayStart: Date, now: Date, scheduler: FSRSScheduler = FSRSScheduler()) {
        deckID = deck.id
        self.scheduler = scheduler
        self.marks = marks.marks
        lapses = marks.lapses
        nextDayStart = marks.nextDayStart
        leechAction = deck.settings.leechAction
        leechThreshold = deck.settings.review.leechThreshold
        reschedules = study.reschedules
        heldBack = ReviewCounts()
        let day: TimeInterval = 86_400
        var chosen: [(position: Int, key: Double)] = []
        let seed = UInt64(bitPattern: Int64(dayStart.timeIntervalSinceReferenceDate.rounded()))
        func randomKey(_ position: Int) -> Double { Double(NewCardOrder.shuffleKey(deck.cards[position].id, seed: seed) >> 11) }
        for (position, card) in deck.cards.enumerated() {
            if marks.marks[card.id]?.isSetAside(at: now) == true { continue }
            let state = states[card.id]
            switch study {
            case .moreNew, .moreReviews:
                break
            case .forgotten:
                if forgotten.contains(card.id) { chosen.append((position, randomKey(position))) }
            case .reviewAhead(let days):
                if let state, state.phase == .review, state.due < dayStart.addingTimeInterval(Double(days + 1) * day) {
                    chosen.append((position, state.due.timeIntervalSinceReferenceDate))
                }
            case .tag(let tag):
                if card.tags.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) { chosen.append((position, randomKey(position))) }
            case .previewNew(let days):
                if state == nil, card.createdAt >= dayStart.addingTimeInterval(-Double(days - 1) * day) { chosen.append((position, Double(position))) }
            }
        }
        chosen.sort { ($0.key, $0.position) < ($1.key, $1.position) }
        let positions = chosen.map(\.position)
        let ids = positions.map { deck.cards[$0].id }
        // New cards count as new in the header, the others as due.
        queue = ReviewQueue(reviews: ids.filter { states[$0] != nil }, newCards: ids.filter { states[$0] == nil })
        cards = ShownCards(deck.cards, positions: positions)
        notes = deck.hasNotes ? NoteSiblings(deck.cards, only: Set(ids)) : NoteSiblings()
        self.states = states
        showNext(at: now)
    }

    /// An answer in a session that does not reschedule: nothing stored changes; Again and
    /// Hard bring the card back within the session, Good and Easy let it go. The answer
    /// comes back with no schedule after it, for the screen to say; it is never recorded.
    mutating func practise(_ shown: ReviewQueue.Shown, as rating: FSRSRating, at now: Date, milliseconds: Int) -> ReviewAnswer {
        let before = states[shown.cardID]
        history.append(Step(queue: queue, nextDue: nextDue, cardID: shown.cardID, before: before, marks: marks[shown.cardID],
                            lapses: lapses[shown.cardID], answered: true))
        leechFound = nil
        switch rating {
        case .again: queue.insertLearning(shown.cardID, due: now.addingTimeInterval(Self.practiceAgain))
        case .hard: queue.insertLearning(shown.cardID, due: now.addingTimeInterval(Self.practiceHard))
        case .good, .easy: break
        }
        showNext(at: now)
        return ReviewAnswer(deckID: deckID, cardID: shown.cardID, time: now, rating: rating, milliseconds: max(0, milliseconds),
                            mode: .review, before: before, after: nil)
    }

    /// In a session that does not reschedule: Again and Hard bring the card back in the
    /// session; Good and Easy leave it due when it was (a new card: still new, so now).
    func practiceDue(of cardID: UUID, at now: Date) -> FSRSNextDue {
        let kept = max(states[cardID]?.due ?? now, now)
        return FSRSNextDue(again: now.addingTimeInterval(Self.practiceAgain), hard: now.addingTimeInterval(Self.practiceHard),
                           good: kept, easy: kept)
    }
}

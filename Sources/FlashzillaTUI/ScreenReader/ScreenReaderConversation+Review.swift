import FlashzillaCore

/// Review by voice (`flashzilla review DECK --screen-reader`): each answer is stored
/// (an effect the run loop answers) before the next card is said, as on the full screen.
extension ScreenReaderConversation {
    mutating func startReview(_ session: ReviewSession, deck: LoadedDeck, now: Moment) -> [ReaderOutput] {
        let review = ReaderReview(session: session, deckName: deck.deck.name, now: now)
        place = .reviewing(review)
        return say(review.opening(at: date(at: now)))
    }

    mutating func reviewLine(_ line: String, review: ReaderReview, now: Moment) -> [ReaderOutput] {
        var review = review
        guard let command = ReaderReviewCommand.table.command(for: line) else { return say(SpokenPhrases.unknown(line)) }
        let reply = review.handle(command, now: now, date: date(at: now))
        switch reply {
        case .stay(let said):
            place = .reviewing(review)
            return say(said)
        case .record(let answer, let said, let then):
            place = .waiting(.reviewStored(review, then: then))
            // Answers kept after a failure go first, with this one: all or none, in order.
            answersBeingStored = unsavedAnswers.record(answer)
            return say(said) + [answersBeingStored.count == 1 ? .recordReview(answer) : .recordAnswers(answersBeingStored)]
        case .undo(let undo, let then):
            // The answer taken back was never written: forgetting it is the whole undo.
            if unsavedAnswers.undoLatest(deckID: undo.deckID, cardID: undo.cardID) {
                place = .reviewing(review)
                return say(then)
            }
            place = .waiting(.reviewStored(review, then: then))
            answersBeingStored = []
            return [.undoReview(undo)]
        case .quit:
            return writeKeptAnswers(review, next: .askToQuit, now: now) ?? goodbye()
        }
    }

    /// The store's answer: the next card is said either way; a failure is said first (the
    /// sitting goes on, as the full screen's does), and refused answers are kept.
    mutating func reviewStoreAnswered(_ answer: ReaderInput, now: Moment) -> [ReaderOutput] {
        guard case .waiting(.reviewStored(let review, let then)) = place else { return [] }
        place = .reviewing(review)
        let stored = answersBeingStored
        answersBeingStored = []
        guard case .failed(let reason) = answer else {
            if stored.count > 1 { unsavedAnswers.written() }
            return say(then)
        }
        let problem = "Not saved: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))"
        guard !stored.isEmpty else { return say([problem] + then) }
        unsavedAnswers.failed(stored, at: now)
        return say([problem, "\(UnsavedAnswers.phrase(unsavedAnswers.count)) kept; tried again with the next answer, and before quitting."] + then)
    }

    var isStoringReview: Bool {
        if case .waiting(.reviewStored) = place { return true }
        return false
    }

    mutating func reviewTicked(_ review: ReaderReview, now: Moment) -> [ReaderOutput] {
        var review = review
        let said = review.wake(now: now, date: date(at: now))
        place = .reviewing(review)
        return say(said)
    }
}

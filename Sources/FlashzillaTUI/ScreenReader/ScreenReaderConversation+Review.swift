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
        guard let command = ReaderReviewCommand.table.command(for: line) else { return say(ReaderPhrases.unknown(line)) }
        let reply = review.handle(command, now: now, date: date(at: now))
        switch reply {
        case .stay(let said):
            place = .reviewing(review)
            return say(said)
        case .record(let answer, let said, let then):
            place = .waiting(.reviewStored(review, then: then))
            return say(said) + [.recordReview(answer)]
        case .undo(let undo, let then):
            place = .waiting(.reviewStored(review, then: then))
            return [.undoReview(undo)]
        case .quit:
            return goodbye()
        }
    }

    /// The store's answer: the next card is said either way; a failure is said first (the
    /// sitting goes on, as the full screen's does).
    mutating func reviewStoreAnswered(_ answer: ReaderInput) -> [ReaderOutput] {
        guard case .waiting(.reviewStored(let review, let then)) = place else { return [] }
        place = .reviewing(review)
        guard case .failed(let reason) = answer else { return say(then) }
        return say(["Not saved: \(ReaderPhrases.sentence(ReaderPhrases.text(reason)))"] + then)
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

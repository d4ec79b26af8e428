import FlashzillaCore
import Foundation

/// Review: opened with what the progress store holds for the deck (the run loop reads it;
/// this module never touches the store), its answers going out as effects. Answers the
/// store refuses are kept (`unsavedAnswers`) and written when it takes them again.
extension AppModel {
    /// `states`: the deck's stored schedules; `introducedToday`, `reviewedToday`: what
    /// today already used of its limits; `extended`: what custom study raised them by today.
    mutating func openReview(_ deck: Deck, fileName: String, states: CardStates, marks: DeckMarks = DeckMarks(),
                             introducedToday: Int, reviewedToday: Int, extended: ReviewCounts = ReviewCounts(), in context: ScreenContext) {
        // The learner's FSRS settings (settings.json), with what the deck's options set in their place.
        let session = ReviewSession(deck: deck, states: states, marks: marks, introducedToday: introducedToday,
                                    reviewedToday: reviewedToday, extended: extended,
                                    now: context.date, scheduler: FSRSScheduler(settings.scheduler.applying(deck.settings.review)))
        route = .review(ReviewScreen(deck: deck, session: session, options: studyOptions, now: context.moment, date: context.date),
                        fileName: fileName)
    }

    mutating func reviewEffect(_ effect: ReviewEffect, fileName: String, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .record(let answer):
            let batch = unsavedAnswers.record(answer)
            return [batch.count == 1 ? .recordReview(answer) : .recordAnswers(batch)]
        case .undo(let undo):
            let marks: [AppEffect] = undo.allMarks.map { .setCardMarks($0) }
            guard undo.undoesAnswer else { return marks }
            // The answer taken back was never written: forgetting it is the whole undo.
            if unsavedAnswers.undoLatest(deckID: undo.deckID, cardID: undo.cardID) { return marks }
            return [.undoReview(deckID: undo.deckID, cardID: undo.cardID, restoring: undo.restoring)] + marks
        case .setMarks(let change):
            return [.setCardMarks(change)]
        case .editCard(let cardID):
            // Read afresh, as the card list opens it: a save then merges with another program's changes.
            return [loadDeck(reviewFile(of: cardID, default: fileName), for: .editCardInReview(cardID))]
        case .suspend:
            return [.suspend]
        case .replaySounds:
            return replaySounds()
        case .openImages:
            return openImages()
        case .leave:
            if quitsWhenStudyEnds { return requestQuit(now: context.moment) }
            route = .chooser
            // The counts on the chooser changed with every answer.
            return [.reloadListings]
        }
    }

    /// The store refused `answers`: they are kept to try again, and the screen says so.
    mutating func answersNotRecorded(_ answers: [ReviewAnswer], reason: String, in context: ScreenContext) {
        unsavedAnswers.failed(answers, at: context.moment)
        let count = unsavedAnswers.count
        let kept = count == 1 ? "1 answer kept" : "\(count) answers kept"
        let message = "\(kept) to try again: \(reason)"
        switch takeRoute() {
        case .review(var screen, let fileName):
            _ = screen.update(.saveFailed(message), in: context)
            route = .review(screen, fileName: fileName)
        case let other:
            route = other
            chooser.status = "Review answers not saved: \(message)"
        }
    }

    /// Answers kept after a failure are in the file now: the warning goes.
    mutating func answersRecorded(_ count: Int, in context: ScreenContext) {
        unsavedAnswers.written()
        switch takeRoute() {
        case .review(var screen, let fileName):
            _ = screen.update(.saveRecovered, in: context)
            route = .review(screen, fileName: fileName)
        case let other:
            route = other
            chooser.status = count == 1 ? "The kept Review answer is saved now." : "The \(count) kept Review answers are saved now."
        }
    }
}

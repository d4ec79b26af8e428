import FlashzillaCore
import Foundation

/// Review: opened with what the progress store holds for the deck (the run loop reads it;
/// this module never touches the store), its answers going out as effects.
extension AppModel {
    /// `states`: the deck's stored schedules; `introducedToday`, `reviewedToday`: what
    /// today already used of its limits.
    mutating func openReview(_ deck: Deck, fileName: String, states: CardStates,
                             introducedToday: Int, reviewedToday: Int, in context: ScreenContext) {
        // The learner's FSRS settings (settings.json): parameters, retention, steps, maximum interval.
        let session = ReviewSession(deck: deck, states: states, introducedToday: introducedToday,
                                    reviewedToday: reviewedToday, now: context.date, scheduler: FSRSScheduler(settings.scheduler))
        route = .review(ReviewScreen(deck: deck, session: session, options: studyOptions, now: context.moment, date: context.date),
                        fileName: fileName)
    }

    mutating func reviewEffect(_ effect: ReviewEffect) -> [AppEffect] {
        switch effect {
        case .record(let answer):
            return [.recordReview(answer)]
        case .undo(let undo):
            return [.undoReview(deckID: undo.deckID, cardID: undo.cardID, restoring: undo.restoring)]
        case .suspend:
            return [.suspend]
        case .leave:
            if quitsWhenStudyEnds { return [.quit] }
            route = .chooser
            // The counts on the chooser changed with every answer.
            return [.reloadListings]
        }
    }
}

import FlashzillaCore
import Foundation

/// Review: opened with what the progress store holds for the deck (the run loop reads it;
/// this module never touches the store), its answers going out as effects.
extension AppModel {
    /// Opens Review on `deck`. `states`: the deck's stored schedules; `introducedToday`,
    /// `reviewedToday`: what today already used of its limits; `date`: the wall clock at `now`.
    public mutating func openReview(_ deck: Deck, fileName: String, states: CardStates,
                                    introducedToday: Int, reviewedToday: Int, now: Moment, date: Date) {
        // The learner's FSRS settings (settings.json): parameters, retention, steps, maximum interval.
        let session = ReviewSession(deck: deck, states: states, introducedToday: introducedToday,
                                    reviewedToday: reviewedToday, now: date, scheduler: FSRSScheduler(settings.scheduler))
        review = ReviewScreen(deck: deck, session: session, options: studyOptions, now: now, date: date)
        route = .review(fileName: fileName)
    }

    mutating func handleReview(_ event: InputEvent, now: Moment, size: Size) -> [AppEffect] {
        guard var screen = review else {
            route = .chooser
            return []
        }
        let effects = screen.handle(event, now: now, size: size)
        review = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .record(let answer):
                return [.recordReview(answer)]
            case .undo(let undo):
                return [.undoReview(deckID: undo.deckID, cardID: undo.cardID, restoring: undo.restoring)]
            case .suspend:
                return [.suspend]
            case .leave:
                if quitsWhenStudyEnds { return [.quit] }
                review = nil
                route = .chooser
                // The counts on the chooser changed with every answer.
                return [.reloadListings]
            }
        }
    }
}

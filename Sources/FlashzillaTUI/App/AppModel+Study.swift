import FlashzillaCore
import Foundation

extension AppModel {
    /// What the study screen on show asks for; its swipes go to the history as Quiz answers.
    mutating func studyEffect(_ effect: StudyEffect, fileName: String, deckID: UUID, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .leave:
            if quitsWhenStudyEnds { return [.quit] }
            keepStudy()
            return []
        case .suspend:
            return [.suspend]
        case .answered(let cardID, let outcome, let milliseconds):
            let deckID = quizDeckID(of: cardID, default: deckID)
            return [.recordReview(.quiz(deckID: deckID, cardID: cardID, outcome: outcome, at: context.date, milliseconds: milliseconds))]
        case .answerUndone(let cardID):
            return [.undoQuizAnswer(deckID: quizDeckID(of: cardID, default: deckID), cardID: cardID)]
        case .replaySounds:
            return replaySounds()
        case .openImages:
            return openImages()
        }
    }

    /// Back to the chooser with the session on show kept (paused), so returning resumes it.
    private mutating func keepStudy() {
        guard case .study(let screen, let fileName) = takeRoute() else { return }
        studies[fileName] = screen
    }
}

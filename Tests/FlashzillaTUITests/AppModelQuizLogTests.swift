import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// The Study screen's answers become the history's Quiz rows: the deck's id and the
/// wall clock added, right Good and wrong Again, never a schedule.
@Suite struct AppModelQuizLogTests {
    let size = Size(width: 80, height: 24)
    let date = Date(timeIntervalSince1970: 1_780_000_000)

    func studying() -> AppModel {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true), quitsWhenStudyEnds: true)
        _ = app.receive(.deckLoaded(StudyFixtures.capitals(), fileName: "capitals.json", revision: nil, purpose: .study, seed: 42), in: .at(.zero))
        return app
    }

    @Test func swipesAreRecordedAsQuizAnswers() {
        var app = studying()
        let deck = StudyFixtures.capitals()
        let first = deck.cards[0].id, second = deck.cards[1].id
        #expect(app.handle(.key(.right), in: .at(.seconds(2), date: date)) == [
            .recordReview(ReviewAnswer(deckID: deck.id, cardID: first, time: date, rating: .good, milliseconds: 2_000, mode: .quiz,
                                       before: nil, after: nil)),
        ])
        let later = date.addingTimeInterval(5)
        #expect(app.handle(.key(.character("h")), in: .at(.seconds(7), date: later)) == [
            .recordReview(ReviewAnswer(deckID: deck.id, cardID: second, time: later, rating: .again, milliseconds: 5_000, mode: .quiz,
                                       before: nil, after: nil)),
        ])
    }

    @Test func undoAsksForTheQuizAnswerToGo() {
        var app = studying()
        let deck = StudyFixtures.capitals()
        _ = app.handle(.key(.right), in: .at(.seconds(2), date: date))
        #expect(app.handle(.key(.character("u")), in: .at(.seconds(3), date: date))
                == [.undoQuizAnswer(deckID: deck.id, cardID: deck.cards[0].id)])
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The Review route: opened with the store's values, answers and undo out as effects.
@Suite struct AppModelReviewTests {
    let size = Size(width: 80, height: 24)
    let date = ReviewFixtures.date

    func reviewing(quits: Bool = false) -> AppModel {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true), quitsWhenStudyEnds: quits)
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: ReviewFixtures.states, introducedToday: 1, reviewedToday: 0), in: .at(.zero, date: date))
        return app
    }

    @Test func openingShowsTheDueCardWithTodaysLimitsApplied() {
        let app = reviewing()
        #expect(app.route.place == .review("capitals.json"))
        #expect(app.route.review?.session.counts == ReviewCounts(new: 1, learning: 0, due: 1))
        #expect(app.route.review?.options.animations == false)
        #expect(app.view(in: .at(.zero)).text(row: 0).contains("new 1 · learning 0 · due 1"))
    }

    @Test func reviewSchedulesWithTheLearnersFSRSSettings() throws {
        var settings = Settings()
        settings.scheduler = try SchedulerConfiguration(desiredRetention: 0.8, learningSteps: [300, 1_200], maximumInterval: 400)
        var app = AppModel(listings: [], settings: settings)
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: [:], introducedToday: 0, reviewedToday: 0), in: .at(.zero, date: date))
        #expect(app.route.review?.session.scheduler == FSRSScheduler(settings.scheduler))
        #expect(app.route.review?.session.scheduler != FSRSScheduler())
    }

    @Test func anAnswerAsksForItsRecordAndUndoForItsUndoing() {
        var app = reviewing()
        #expect(app.handle(.key(.character(" ")), in: .at(.zero)) == [])
        let effects = app.handle(.key(.character("3")), in: .at(.seconds(2)))
        guard case .recordReview(let answer)? = effects.first, effects.count == 1 else {
            Issue.record("expected one recordReview, got \(effects)")
            return
        }
        #expect(answer.cardID == ReviewFixtures.id(3) && answer.rating == .good && answer.time == date.addingTimeInterval(2))
        #expect(app.handle(.key(.character("u")), in: .at(.seconds(3)))
                == [.undoReview(deckID: ReviewFixtures.deck().id, cardID: ReviewFixtures.id(3), restoring: ReviewFixtures.states[ReviewFixtures.id(3)])])
    }

    @Test func leavingGoesToTheChooserOrQuitsAfterTheReviewCommand() {
        var app = reviewing()
        // Back on the chooser, whose counts changed with the answers: read them again.
        #expect(app.handle(.key(.character("q")), in: .at(.zero)) == [.reloadListings])
        #expect(app.route == .chooser && app.route.review == nil)
        var command = reviewing(quits: true)
        #expect(command.handle(.key(.escape), in: .at(.zero)) == [.quit])
    }

    @Test func theChooserOpensReviewWhenSomethingIsDueAndTheQuizOnT() {
        var listing = DeckListing(fileName: "capitals.json", name: "Capitals", color: .blue, cardCount: 3, samplePrompts: [], timeLimit: 100)
        listing.due = DeckDue(new: 3, learning: 0, review: 0, next: nil)
        var app = AppModel(listings: [listing])
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.openReview(fileName: "capitals.json")])
        var quiz = AppModel(listings: [listing])
        #expect(quiz.handle(.key(.character("t")), in: .at(.zero)) == [.loadDeck(fileName: "capitals.json", purpose: .study)])
        // Nothing due: Enter says so (ChooserNothingDueTests) and starts no Quiz.
        listing.due = DeckDue(new: 0, learning: 0, review: 0, next: nil)
        var nothingDue = AppModel(listings: [listing])
        #expect(nothingDue.handle(.key(.enter), in: .at(.zero)) == [])
        #expect(nothingDue.route == .chooser && nothingDue.chooser.notice?.hasPrefix("Nothing due in Capitals") == true)
        listing.due = nil
        var unknown = AppModel(listings: [listing])
        #expect(unknown.handle(.key(.enter), in: .at(.zero)) == [.loadDeck(fileName: "capitals.json", purpose: .study)])
    }

    @Test func theChooserRowSaysWhatIsDue() {
        var listing = DeckListing(fileName: "capitals.json", name: "Capitals", color: .blue, cardCount: 30, samplePrompts: ["Q"], timeLimit: 100)
        listing.due = DeckDue(new: 20, learning: 3, review: 12, next: nil)
        let app = AppModel(listings: [listing])
        let text = (0..<24).map { app.view(in: .at(.zero)).text(row: $0) }.joined(separator: "\n")
        #expect(text.contains("12 due · 3 learning · 20 new · 30 cards · 100 s timer"))
        listing.due = DeckDue(new: 0, learning: 0, review: 0, next: nil)
        let idle = AppModel(listings: [listing])
        #expect(!(0..<24).map { idle.view(in: .at(.zero)).text(row: $0) }.joined().contains("due ·"))
    }

    @Test func aStoreFailureReachesTheReviewScreen() {
        var app = reviewing()
        _ = app.receive(.saveFailed("progress.sqlite: locked"), in: .at(.zero))
        #expect(app.route.review?.problem == "progress.sqlite: locked")
    }

    @Test func ticksReachTheReviewScreen() {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        let learning = FSRSCardState(phase: .learning(step: 0), stability: 1, difficulty: 5, due: date.addingTimeInterval(25 * 60),
                                     lastReview: date, reviewCount: 1)
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: [ReviewFixtures.id(1): learning], introducedToday: 2, reviewedToday: 0), in: .at(.zero, date: date))
        #expect(app.route.review?.session.isFinished == true)
        #expect(app.nextWakeUp(in: .at(.zero)) == .seconds(300))
        _ = app.receive(.ticked, in: .at(.seconds(300)))
        #expect(app.route.review?.session.currentCard?.id == ReviewFixtures.id(1))
    }
}

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
        app.openReview(ReviewFixtures.deck(), fileName: "capitals.json", states: ReviewFixtures.states, introducedToday: 1,
                       reviewedToday: 0, now: .zero, date: date)
        return app
    }

    @Test func openingShowsTheDueCardWithTodaysLimitsApplied() {
        let app = reviewing()
        #expect(app.route == .review(fileName: "capitals.json"))
        #expect(app.review?.session.counts == ReviewCounts(new: 1, learning: 0, due: 1))
        #expect(app.review?.options.animations == false)
        #expect(app.view(size: size, now: .zero).text(row: 0).contains("new 1 · learning 0 · due 1"))
    }

    @Test func reviewSchedulesWithTheLearnersFSRSSettings() throws {
        var settings = Settings()
        settings.scheduler = try SchedulerConfiguration(desiredRetention: 0.8, learningSteps: [300, 1_200], maximumInterval: 400)
        var app = AppModel(listings: [], settings: settings)
        app.openReview(ReviewFixtures.deck(), fileName: "capitals.json", states: [:], introducedToday: 0, reviewedToday: 0, now: .zero, date: date)
        #expect(app.review?.session.scheduler == FSRSScheduler(settings.scheduler))
        #expect(app.review?.session.scheduler != FSRSScheduler())
    }

    @Test func anAnswerAsksForItsRecordAndUndoForItsUndoing() {
        var app = reviewing()
        #expect(app.handle(.key(.character(" ")), now: .zero, size: size) == [])
        let effects = app.handle(.key(.character("3")), now: .seconds(2), size: size)
        guard case .recordReview(let answer)? = effects.first, effects.count == 1 else {
            Issue.record("expected one recordReview, got \(effects)")
            return
        }
        #expect(answer.cardID == ReviewFixtures.id(3) && answer.rating == .good && answer.time == date.addingTimeInterval(2))
        #expect(app.handle(.key(.character("u")), now: .seconds(3), size: size)
                == [.undoReview(deckID: ReviewFixtures.deck().id, cardID: ReviewFixtures.id(3), restoring: ReviewFixtures.states[ReviewFixtures.id(3)])])
    }

    @Test func leavingGoesToTheChooserOrQuitsAfterTheReviewCommand() {
        var app = reviewing()
        // Back on the chooser, whose counts changed with the answers: read them again.
        #expect(app.handle(.key(.character("q")), now: .zero, size: size) == [.reloadListings])
        #expect(app.route == .chooser && app.review == nil)
        var command = reviewing(quits: true)
        #expect(command.handle(.key(.escape), now: .zero, size: size) == [.quit])
    }

    @Test func theChooserOpensReviewWhenSomethingIsDueAndTheQuizOnT() {
        var listing = DeckListing(fileName: "capitals.json", name: "Capitals", color: .blue, cardCount: 3, samplePrompts: [], timeLimit: 100)
        listing.due = DeckDue(new: 3, learning: 0, review: 0, next: nil)
        var app = AppModel(listings: [listing])
        #expect(app.handle(.key(.enter), now: .zero, size: size) == [.openReview(fileName: "capitals.json")])
        var quiz = AppModel(listings: [listing])
        #expect(quiz.handle(.key(.character("t")), now: .zero, size: size) == [.loadDeck(fileName: "capitals.json", purpose: .study)])
        listing.due = DeckDue(new: 0, learning: 0, review: 0, next: nil)
        var nothingDue = AppModel(listings: [listing])
        #expect(nothingDue.handle(.key(.enter), now: .zero, size: size) == [.loadDeck(fileName: "capitals.json", purpose: .study)])
        listing.due = nil
        var unknown = AppModel(listings: [listing])
        #expect(unknown.handle(.key(.enter), now: .zero, size: size) == [.loadDeck(fileName: "capitals.json", purpose: .study)])
    }

    @Test func theChooserRowSaysWhatIsDue() {
        var listing = DeckListing(fileName: "capitals.json", name: "Capitals", color: .blue, cardCount: 30, samplePrompts: ["Q"], timeLimit: 100)
        listing.due = DeckDue(new: 20, learning: 3, review: 12, next: nil)
        let app = AppModel(listings: [listing])
        let text = (0..<24).map { app.view(size: size, now: .zero).text(row: $0) }.joined(separator: "\n")
        #expect(text.contains("12 due · 3 learning · 20 new · 30 cards · 100 s"))
        listing.due = DeckDue(new: 0, learning: 0, review: 0, next: nil)
        let idle = AppModel(listings: [listing])
        #expect(!(0..<24).map { idle.view(size: size, now: .zero).text(row: $0) }.joined().contains("due ·"))
    }

    @Test func aStoreFailureReachesTheReviewScreen() {
        var app = reviewing()
        app.saveFailed("progress.sqlite: locked")
        #expect(app.review?.problem == "progress.sqlite: locked")
    }

    @Test func ticksReachTheReviewScreen() {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true))
        let learning = FSRSCardState(phase: .learning(step: 0), stability: 1, difficulty: 5, due: date.addingTimeInterval(25 * 60),
                                     lastReview: date, reviewCount: 1)
        app.openReview(ReviewFixtures.deck(), fileName: "capitals.json", states: [ReviewFixtures.id(1): learning],
                       introducedToday: 2, reviewedToday: 0, now: .zero, date: date)
        #expect(app.review?.session.isFinished == true)
        #expect(app.nextWakeUp(now: .zero) == .seconds(300))
        app.notify(.ticked, now: .seconds(300), size: size)
        #expect(app.review?.session.currentCard?.id == ReviewFixtures.id(1))
    }
}

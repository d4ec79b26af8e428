import FlashzillaCore
import Foundation
import Testing

/// The deck options' defaults are Anki's: a new collection's deck config, read by Anki's
/// own backend under the names the deck file gives them (scripts/anki-deck-options.py).
@Suite struct DeckOptionsAnkiDefaultsTests {
    struct AnkiOptions: Decodable, Equatable {
        var newCardsPerDay: Int
        var reviewsPerDay: Int
        var learningSteps: [Double]
        var relearningSteps: [Double]
        var desiredRetention: Double
        var maximumInterval: Int
        var leechThreshold: Int
        var leechAction: String
        var buryNew: Bool
        var buryReviews: Bool
        var buryInterdayLearning: Bool
        var newCardOrder: String
    }

    @Test(AnkiLibrary.required) func aDeckWithoutOptionsStudiesWithAnkisDefaultDeckOptions() throws {
        let run = try AnkiLibrary.python([AnkiLibrary.repository.appendingPathComponent("scripts/anki-deck-options.py").path])
        try #require(run.status == 0, "\(run.stderr)")
        let anki = try JSONDecoder().decode(AnkiOptions.self, from: Data(run.stdout.utf8))
        // A deck file without the fields, and the learner's settings left as they come.
        let settings = DeckSettings(), scheduler = SchedulerConfiguration.default.applying(settings.review)
        let ours = AnkiOptions(newCardsPerDay: settings.newCardsPerDay, reviewsPerDay: settings.reviewsPerDay,
                               learningSteps: scheduler.learningSteps, relearningSteps: scheduler.relearningSteps,
                               desiredRetention: scheduler.desiredRetention, maximumInterval: scheduler.maximumInterval,
                               leechThreshold: settings.review.leechThreshold, leechAction: settings.leechAction.rawValue,
                               buryNew: settings.review.buryNew, buryReviews: settings.review.buryReviews,
                               buryInterdayLearning: settings.review.buryInterdayLearning,
                               newCardOrder: settings.review.newCardOrder.rawValue)
        #expect(ours == anki)
    }
}

import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

@Suite("Deck codec: Review options")
struct DeckReviewOptionsFormatTests {
    @Test("a file without the options reads as before: following the learner's settings, Anki's other defaults, written unchanged")
    func absentOptions() throws {
        let deck = try decode(#"{"name": "V", "cards": [{"prompt": "p", "answer": "a"}]}"#).deck
        #expect(deck.settings.review == DeckReviewOptions())
        #expect(deck.settings.review.learningSteps == nil && deck.settings.review.leechThreshold == 8 && !deck.settings.review.buryNew)
        let text = String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self)
        for key in ["learningSteps", "relearningSteps", "desiredRetention", "maximumInterval", "leechThreshold", "buryNew", "buryReviews", "buryInterdayLearning", "newCardOrder"] {
            #expect(!text.contains(key), "\(key) written at its default")
        }
    }

    @Test("every option is written in Anki's units (steps in minutes) and read back equal, by both codecs")
    func roundTrip() throws {
        var deck = try decode(#"{"name": "V", "cards": [{"prompt": "p", "answer": "a"}]}"#).deck
        deck.settings.review = DeckReviewOptions(learningSteps: [30, 600, 86_400], relearningSteps: [], desiredRetention: 0.85,
                                                 maximumInterval: 400, leechThreshold: 5, buryNew: true, buryReviews: true,
                                                 buryInterdayLearning: true, newCardOrder: .random)
        let bytes = FlashzillaDeckCodec().encode(deck)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""learningSteps": [\#n    0.5,\#n    10,\#n    1440\#n  ]"#))
        #expect(text.contains(#""relearningSteps": []"#) && text.contains(#""desiredRetention": 0.85"#) && text.contains(#""newCardOrder": "random""#)
                && text.contains(#""buryInterdayLearning": true"#))
        #expect(try FlashzillaDeckCodec().decode(bytes, now: Fixtures.now).deck == deck)
        #expect(try FoundationDeckCodec().decode(bytes, now: Fixtures.now).deck == deck)
    }

    @Test("a bad option names its field and what it must be")
    func badOptions() {
        #expect(throws: DeckFileError(.invalid(path: "desiredRetention", message: "must be a number from 0.7 to 0.99"))) {
            try decode(#"{"name": "V", "desiredRetention": 0.5}"#)
        }
        #expect(throws: DeckFileError(.invalid(path: "learningSteps", message: "must be an array of minutes, each above 0 (e.g. [1, 10])"))) {
            try decode(#"{"name": "V", "learningSteps": [1, 0]}"#)
        }
        #expect(throws: DeckFileError(.invalid(path: "newCardOrder", message: "unknown new-card order \"sideways\" (expected one of added, latest, random)"))) {
            try decode(#"{"name": "V", "newCardOrder": "sideways"}"#)
        }
        #expect(throws: DeckFileError(.invalid(path: "leechThreshold", message: "must be a whole number from 1 to 9999"))) {
            try decode(#"{"name": "V", "leechThreshold": 0}"#)
        }
    }

    @Test("the options a deck sets replace the learner's; the others stay the learner's")
    func applyingToTheSettings() throws {
        let learner = try SchedulerConfiguration(desiredRetention: 0.85, learningSteps: [120], maximumInterval: 1000)
        let applied = learner.applying(DeckReviewOptions(relearningSteps: [60], maximumInterval: 30))
        #expect(applied.desiredRetention == 0.85 && applied.learningSteps == [120])
        #expect(applied.relearningSteps == [60] && applied.maximumInterval == 30)
    }

    @Test("the draft keeps unset options unset while they equal the learner's, and explains bad text")
    func draft() throws {
        let defaults = SchedulerConfiguration.default
        var draft = ReviewOptionsDraft(settings: DeckSettings(), defaults: defaults)
        #expect(draft.learningSteps == "1m 10m" && draft.desiredRetention == "0.9" && draft.maximumInterval == "36500")
        #expect(draft.applied(to: DeckSettings(), defaults: defaults) == DeckSettings())
        draft.learningSteps = "2m"
        draft.newCardsPerDay = "5"
        let settings = try #require(draft.applied(to: DeckSettings(), defaults: defaults))
        #expect(settings.review.learningSteps == [120] && settings.newCardsPerDay == 5 && settings.review.relearningSteps == nil)
        draft.desiredRetention = "0.5"
        draft.learningSteps = "1x"
        #expect(draft.problems[.desiredRetention] == "Enter a number from 0.70 to 0.99.")
        #expect(draft.problems[.learningSteps]?.hasPrefix("\"1x\" is not a step") == true)
        #expect(draft.applied(to: DeckSettings(), defaults: defaults) == nil)
    }
}

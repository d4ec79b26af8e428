import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// Anki's deck options onto a deck's here and back (docs/deck-format.md).
struct AnkiDeckOptionsMappingTests {
    @Test func valuesADeckCannotHoldKeepItsOwn() {
        var anki = AnkiDeckOptionValues()
        // What a newer schema's preset with fields left at proto3's zero would give, and worse.
        (anki.newPerDay, anki.reviewsPerDay, anki.desiredRetention, anki.maximumInterval) = (-1, 100_000, 0, 0)
        (anki.leechThreshold, anki.leechAction, anki.newGatherPriority, anki.learnSteps, anki.relearnSteps) = (0, 7, 9, [0, 5], [-1])
        var here = SharedDeckOptions(DeckSettings(newCardsPerDay: 4, reviewsPerDay: 40, leechAction: .suspend))
        here.review = DeckReviewOptions(learningSteps: [30], desiredRetention: 0.8, maximumInterval: 99, leechThreshold: 3, newCardOrder: .random)
        let taken = AnkiDeckOptionsMapping.taking(anki, into: here, learner: .default)
        #expect(taken == here)
    }

    @Test func aValueTheDeckAlreadyStudiesWithLeavesItFollowingTheLearner() throws {
        let learner = try SchedulerConfiguration(desiredRetention: 0.8, learningSteps: [120], maximumInterval: 500)
        var anki = AnkiDeckOptionValues()
        (anki.desiredRetention, anki.learnSteps, anki.maximumInterval) = (0.8, [2], 500)
        let taken = AnkiDeckOptionsMapping.taking(anki, into: .defaults, learner: learner)
        #expect(taken.review.desiredRetention == nil && taken.review.learningSteps == nil && taken.review.maximumInterval == nil)
        #expect(taken.review.relearningSteps == nil, "Anki's 10 minutes are the learner's")
        anki.desiredRetention = 0.85
        #expect(AnkiDeckOptionsMapping.taking(anki, into: .defaults, learner: learner).review.desiredRetention == 0.85)
    }

    @Test(arguments: [(0, NewCardOrder.added), (1, .added), (2, .latest), (3, .random), (4, .random), (5, .random)])
    func gatherPrioritiesAsOrders(priority: Int, order: NewCardOrder) {
        var anki = AnkiDeckOptionValues()
        anki.newGatherPriority = priority
        #expect(AnkiDeckOptionsMapping.taking(anki, into: .defaults, learner: .default).review.newCardOrder == order)
    }

    /// Only what was edited here since the last sync is written: the phone's other options stay.
    @Test func writesOnlyWhatWasEditedHere() throws {
        var conf: [String: Any] = ["new": ["perDay": 20, "delays": [1.0, 10.0], "bury": false], "rev": ["perDay": 200, "maxIvl": 36_500],
                                   "lapse": ["delays": [10.0], "leechFails": 8, "leechAction": 1], "desiredRetention": 0.9, "newGatherPriority": 1]
        var deck: [String: Any] = ["name": "Phone", "conf": 1]
        let before = SharedDeckOptions.defaults
        var now = before
        now.newCardsPerDay = 5
        now.review.learningSteps = [30, 930]
        now.leechAction = .suspend
        now.review.buryNew = true
        let deckChanged = AnkiDeckOptionsMapping.write(now, editedSince: before, into: &conf, deck: &deck)
        #expect(!deckChanged)
        let new = try #require(conf["new"] as? [String: Any]), lapse = try #require(conf["lapse"] as? [String: Any])
        #expect(new["perDay"] as? Int == 5 && new["delays"] as? [Double] == [0.5, 15.5] && new["bury"] as? Bool == true)
        #expect(lapse["leechAction"] as? Int == 0 && lapse["leechFails"] as? Int == 8 && lapse["delays"] as? [Double] == [10])
        #expect(conf["newGatherPriority"] as? Int == 1, "Anki's 1 already means order added")
        #expect((conf["rev"] as? [String: Any])?["perDay"] as? Int == 200)
    }

    /// A deck with limits of its own over its preset's (Anki's "This deck") gets the edit there too.
    @Test func aDecksOwnLimitsAreWrittenWhereItHasThem() {
        var conf: [String: Any] = ["new": ["perDay": 20], "rev": ["perDay": 200]]
        var deck: [String: Any] = ["name": "Phone", "conf": 1, "newLimit": 3, "desiredRetention": 80]
        var now = SharedDeckOptions.defaults
        (now.newCardsPerDay, now.review.desiredRetention, now.review.newCardOrder) = (9, 0.87, .latest)
        #expect(AnkiDeckOptionsMapping.write(now, editedSince: .defaults, into: &conf, deck: &deck))
        #expect(deck["newLimit"] as? Int == 9 && deck["desiredRetention"] as? Int == 87 && deck["reviewLimit"] == nil)
        #expect((conf["new"] as? [String: Any])?["perDay"] as? Int == 9 && conf["desiredRetention"] as? Double == 0.87)
        #expect(conf["newGatherPriority"] as? Int == 2 && conf["buryInterdayLearning"] == nil, "not edited, not written")
        now.review.buryInterdayLearning = true
        AnkiDeckOptionsMapping.write(now, editedSince: .defaults, into: &conf, deck: &deck)
        #expect(conf["buryInterdayLearning"] as? Bool == true)
    }

    @Test func keptAsJSONAndReadBack() throws {
        var options = SharedDeckOptions(DeckSettings(newCardsPerDay: 3, reviewsPerDay: 30, leechAction: .suspend))
        options.review = DeckReviewOptions(learningSteps: [90], relearningSteps: [], desiredRetention: 0.83, maximumInterval: 365,
                                           leechThreshold: 4, buryNew: true, buryReviews: false, buryInterdayLearning: true, newCardOrder: .latest)
        #expect(SharedDeckOptions(json: options.json) == options)
        #expect(SharedDeckOptions(json: SharedDeckOptions.defaults.json) == .defaults)
        #expect(SharedDeckOptions(json: "{\"new\": 1}") == nil)
    }
}

import FlashzillaCore
import Foundation
import Testing

/// Issue 32 with issue 33's options: every deck option both sides have (steps, retention,
/// maximum interval, leech threshold and action, burying, new-card order, limits) goes both
/// ways, against the real sync server and Anki's backend as the phone; only what was edited
/// on one side replaces the other's.
@Suite(.serialized) struct SyncAllDeckOptionsEndToEndTests {
    /// The phone's preset for its Phone deck, no option at Anki's default.
    static let phoneOptions = #"{"new": 6, "reviews": 66, "retention": 0.8, "learn": [3, 25], "relearn": [7], "maxIvl": 300, "#
        + #""leechFails": 6, "leechAction": 0, "buryNew": true, "buryReviews": true, "buryInterday": true, "gather": 2}"#

    static let phoneReview = DeckReviewOptions(learningSteps: [180, 1500], relearningSteps: [420], desiredRetention: 0.8, maximumInterval: 300,
                                               leechThreshold: 6, buryNew: true, buryReviews: true, buryInterdayLearning: true, newCardOrder: .latest)

    static func settings(_ name: String, _ fz: FlashzillaBinary) throws -> DeckSettings {
        let file = try SyncSendEndToEndTests.deckFile(name, fz)
        return try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck.settings
    }

    @Test(AnkiSyncServer.required)
    func everyOptionEditedOnThePhoneComesHere() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneSetsOptions(Self.phoneOptions)

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let settings = try Self.settings("Phone", fz)
        #expect(settings.newCardsPerDay == 6 && settings.reviewsPerDay == 66 && settings.leechAction == .suspend, "\(settings)")
        #expect(settings.review == Self.phoneReview)

        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "nothing to send back: \(again.stdout)")
        let phone = try #require(try server.phoneAnswers(0).options?["Phone"])
        #expect(phone.new == 6 && phone.learn == [3, 25] && phone.leechAction == 0 && phone.gather == 2, "the phone's stay: \(phone)")
    }

    /// The first sync (a full download into an empty home) takes the phone's options too.
    @Test(AnkiSyncServer.required)
    func theFirstSyncTakesThePhonesOptions() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeBesideThePhone(FlashzillaBinary.withTemporaryHome) { fz, server in
            _ = try server.phoneSetsOptions(Self.phoneOptions)
            return try SyncEndToEndTests.firstSync(fz, server)
        }
        defer { server.stop(); fz.cleanUp() }
        let settings = try Self.settings("Phone", fz)
        #expect(settings.newCardsPerDay == 6 && settings.reviewsPerDay == 66 && settings.leechAction == .suspend, "\(settings)")
        #expect(settings.review == Self.phoneReview)
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "nothing to send back: \(again.stdout)")
    }

    /// Options edited here reach the phone; those not edited here keep the phone's values.
    @Test(AnkiSyncServer.required)
    func everyOptionEditedHereReachesThePhoneAndOnlyThose() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneSetsOptions(Self.phoneOptions)
        let taken = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(taken.status == 0, "\(taken.stderr)")
        let phoneBefore = try #require(try server.phoneAnswers(0).options?["Phone"])

        try SyncSendEndToEndTests.change("Phone", fz) { deck in
            deck.settings.review.learningSteps = [30, 600, 3600]
            deck.settings.review.maximumInterval = 1000
            deck.settings.review.leechThreshold = 12
            deck.settings.leechAction = .tag
            deck.settings.review.buryReviews = false
            deck.settings.review.buryInterdayLearning = false
            deck.settings.review.newCardOrder = .random
        }
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "sent once: \(again.stdout)")

        let phone = try #require(try server.phoneAnswers(0).options?["Phone"])
        var expected = phoneBefore
        (expected.learn, expected.maxIvl, expected.leechFails, expected.leechAction) = ([0.5, 10, 60], 1000, 12, 1)
        (expected.buryReviews, expected.buryInterday, expected.gather) = (false, false, 4)
        #expect(phone == expected, "the edited options changed, the phone's others stayed: \(phone)")
        // What the phone has now comes back here unchanged.
        #expect(try Self.settings("Phone", fz).review.relearningSteps == [420])
    }
}

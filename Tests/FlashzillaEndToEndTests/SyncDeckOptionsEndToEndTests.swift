import FlashzillaCore
import Foundation
import Testing

/// Issue 32: deck options edited here (new cards a day, maximum reviews a day, desired
/// retention) go to the server as the Anki deck's options; options not edited here are
/// never sent (the phone's own stay).
@Suite(.serialized) struct SyncDeckOptionsEndToEndTests {
    @Test(AnkiSyncServer.required)
    func deckOptionsEditedHereReachThePhone() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let phoneBefore = try #require(try server.phoneAnswers(0).options, "the phone lists its decks' options")
        let original = try #require(phoneBefore["Phone"])

        // A sync with nothing edited sends no options (the decks here have their defaults, not the phone's).
        let quiet = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(quiet.status == 0, "\(quiet.stderr)")
        #expect(try server.phoneAnswers(0).options?["Phone"] == original, "nothing edited here: the phone's options stay")

        // A deck made here with options of its own: they go with the deck.
        for arguments in [["new-deck", "Kitchen"], ["add", "Kitchen", "--prompt", "spoon", "--answer", "cuchara"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        try SyncSendEndToEndTests.change("Kitchen", fz) { deck in deck.settings.newCardsPerDay = 5 }
        try SyncSendEndToEndTests.change("Phone", fz) { deck in
            deck.settings.newCardsPerDay = 7
            deck.settings.reviewsPerDay = 77
            deck.settings.review.desiredRetention = 0.85
        }
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "sent once: \(again.stdout)")

        let phone = try #require(try server.phoneAnswers(0).options)
        let options = try #require(phone["Phone"], "\(phone)")
        #expect(options.new == 7 && options.reviews == 77 && abs(options.retention - 0.85) < 0.001, "\(options)")
        #expect(phone["Kitchen"]?.new == 5 && phone["Kitchen"]?.reviews == 200 && phone["Kitchen"]?.conf != original.conf, "\(phone)")
        // The phone's options were shared with its Default deck: the Phone deck got its own, Default's stay.
        #expect(phoneBefore["Default"]?.conf == original.conf, "\(phoneBefore)")
        #expect(options.conf != original.conf && phone["Default"] == original, "\(phone)")

        // Edited again: the deck's own options change in place.
        try SyncSendEndToEndTests.change("Phone", fz) { deck in deck.settings.newCardsPerDay = 9 }
        let second = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(second.status == 0, "\(second.stderr)")
        let phoneAfter = try #require(try server.phoneAnswers(0).options)
        var expected = options
        expected.new = 9
        #expect(phoneAfter["Phone"] == expected, "\(phoneAfter)")
        #expect(phoneAfter.count == phone.count)
    }

    /// Options edited on the phone become the deck's here, and are not sent back.
    @Test(AnkiSyncServer.required)
    func deckOptionsEditedOnThePhoneComeHere() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let phone = try #require(try server.phoneSetsOptions("6,66,0.8").options?["Phone"])
        #expect(phone.new == 6 && phone.reviews == 66, "\(phone)")

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let file = try SyncSendEndToEndTests.deckFile("Phone", fz)
        let deck = try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck
        #expect(deck.settings.newCardsPerDay == 6 && deck.settings.reviewsPerDay == 66, "\(deck.settings)")
        #expect(abs((deck.settings.review.desiredRetention ?? 0) - 0.8) < 0.001, "\(deck.settings.review)")

        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "nothing to send back: \(again.stdout)")
        #expect(try server.phoneAnswers(0).options?["Phone"] == phone)
    }
}

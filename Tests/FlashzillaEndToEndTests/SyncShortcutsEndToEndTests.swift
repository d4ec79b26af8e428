import FlashzillaCore
import Foundation
import Testing

/// Issue 32's speed: a normal sync reads no deck file when nothing here changed (the decks'
/// folder signature), nor when no deck options came that differ from those kept. These pin
/// that the shortcuts never hide a change: options changed on the phone after syncs that
/// carried only answers still arrive, and a deck edited here after a sync that saved decks
/// itself (options taken in) is still sent.
@Suite(.serialized) struct SyncShortcutsEndToEndTests {
    /// The phone's answers bring its deck back with a new usn but the same options: nothing
    /// taken. Options it changes later arrive, also when they go back to values it had before
    /// this side sent its own.
    @Test(AnkiSyncServer.required)
    func deckOptionsFromThePhoneArriveAfterSyncsThatCarriedOnlyAnswers() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneAnswers(2)
        let answers = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(answers.status == 0, "\(answers.stderr)")
        #expect(try Self.settings("Phone", fz).newCardsPerDay == DeckSettings.defaultNewCardsPerDay, "no options came with the answers")

        _ = try server.phoneSetsOptions("6,66,0.8")
        let options = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(options.status == 0, "\(options.stderr)")
        let taken = try Self.settings("Phone", fz)
        #expect(taken.newCardsPerDay == 6 && taken.reviewsPerDay == 66 && abs((taken.review.desiredRetention ?? 0) - 0.8) < 0.001, "\(taken)")

        // Sent from here, then set back on the phone to what it had: that is news here.
        try SyncSendEndToEndTests.change("Phone", fz) { deck in deck.settings.newCardsPerDay = 9 }
        let sent = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sent.status == 0, "\(sent.stderr)")
        #expect(try server.phoneAnswers(0).options?["Phone"]?.new == 9)
        _ = try server.phoneSetsOptions("6,66,0.8")
        let back = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(back.status == 0, "\(back.stderr)")
        #expect(try Self.settings("Phone", fz).newCardsPerDay == 6, "the phone's change back arrived")
    }

    /// The first sync takes the phone's options into the Phone deck; a later sync receives only
    /// answers, and one deletes a card here (saving the deck after signing the decks). Cards
    /// edited here after each are still sent.
    @Test(AnkiSyncServer.required)
    func aDeckEditedHereIsSentAfterSyncsThatSavedDecksOrReceivedOnlyAnswers() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeBesideThePhone(FlashzillaBinary.withTemporaryHome) { fz, server in
            _ = try server.phoneSetsOptions("6,66,0.8")
            return try SyncEndToEndTests.firstSync(fz, server)
        }
        defer { server.stop(); fz.cleanUp() }
        #expect(try Self.settings("Phone", fz).newCardsPerDay == 6, "the first sync took the phone's options into the deck")

        try Self.editAnswer(of: "phone question 1", to: "edited after the first sync", fz)
        let first = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(first["notes"] as? Int == 1, "\(first)")

        _ = try server.phoneAnswers(2)
        let answers = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(answers.status == 0, "\(answers.stderr)")
        #expect(try SyncEndToEndTests.document(answers.stdout)["kind"] as? String != "none", "\(answers.stdout)")
        // The phone deletes a card: this sync deletes it here, saving the deck after it signed the decks.
        _ = try server.phoneDeletes(front: "phone question 7")
        let deletion = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(deletion.status == 0, "\(deletion.stderr)")
        #expect(try Self.prompts("Phone", fz).contains("phone question 7") == false, "deleted here too")

        try Self.editAnswer(of: "phone question 5", to: "edited after answers came", fz)
        let second = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(second["notes"] as? Int == 1, "\(second)")

        let phone = try server.phoneAnswers(0)
        #expect(phone.cards.first { $0.question == "phone question 1" }?.answer == "edited after the first sync")
        #expect(phone.cards.first { $0.question == "phone question 5" }?.answer == "edited after answers came")
    }

    /// The decks of answered cards come from the list the last sync kept while no deck file
    /// changed since, and from the decks themselves once one did: answers in a deck made here
    /// since go, and so do later answers in the decks as that sync listed them.
    @Test(AnkiSyncServer.required)
    func answersInADeckMadeHereSinceTheLastSyncAreSent() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        for arguments in [["new-deck", "Kitchen"], ["add", "Kitchen", "--prompt", "spoon", "--answer", "cuchara"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let kitchen = try fz.run(["review", "Kitchen", "--screen-reader"], input: "\ngood\nq\n", timeout: .seconds(60))
        try #require(kitchen.status == 0, "\(kitchen.stderr)")
        let first = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(first["answers"] as? Int == 1, "\(first)")

        let phone = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\nq\n", timeout: .seconds(60))
        try #require(phone.status == 0, "\(phone.stderr)")
        let second = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(second["answers"] as? Int == 1, "\(second)")
        let cards = try server.phoneAnswers(0).cards
        #expect(cards.first { $0.question == "spoon" }?.answers == 1, "\(cards.filter { $0.question == "spoon" })")
    }

    static func settings(_ deck: String, _ fz: FlashzillaBinary) throws -> DeckSettings {
        try DeckStore(homeDirectory: fz.home).load(fileURL: try SyncSendEndToEndTests.deckFile(deck, fz), now: Date()).deck.settings
    }

    static func prompts(_ deck: String, _ fz: FlashzillaBinary) throws -> [String] {
        try DeckStore(homeDirectory: fz.home).load(fileURL: try SyncSendEndToEndTests.deckFile(deck, fz), now: Date()).deck.cards.map(\.prompt)
    }

    static func editAnswer(of prompt: String, to answer: String, _ fz: FlashzillaBinary) throws {
        try SyncSendEndToEndTests.change("Phone", fz) { deck in
            let index = try #require(deck.cards.firstIndex { $0.prompt == prompt }, "\(prompt) is in the deck")
            try deck.cards[index].edit(prompt: prompt, answer: answer, at: Date())
        }
    }
}

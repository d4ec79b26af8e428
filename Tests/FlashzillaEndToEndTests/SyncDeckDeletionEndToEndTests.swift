import FlashzillaCore
import Foundation
import Testing

/// Issue 32: a deck deleted here goes from the phone too: its cards and notes as graves, and
/// the Anki deck (with a parent left empty) as a deck grave; the phone's other decks stay.
/// A deck renamed here is renamed there, its cards in it (no copy, no new deck beside it).
@Suite(.serialized) struct SyncDeckDeletionEndToEndTests {
    @Test(AnkiSyncServer.required)
    func aDeckDeletedHereGoesFromThePhoneWithItsEmptyParent() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        for arguments in [["new-deck", "Spanish::Verbs"], ["add", "Spanish::Verbs", "--prompt", "comer", "--answer", "to eat"],
                          ["add", "Spanish::Verbs", "--prompt", "beber", "--answer", "to drink"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        let made = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(made.status == 0, "\(made.stderr)")
        let before = try server.phoneAnswers(0)
        #expect(before.cards.filter { $0.deck == "Spanish::Verbs" }.count == 2, "\(before.cards.map(\.deck))")
        #expect(before.deckDue?["Spanish"] != nil && before.deckDue?["Spanish::Verbs"] != nil, "\(String(describing: before.deckDue))")

        // Deleted here, as the deck list's d does (the file leaves the decks folder).
        try FileManager.default.removeItem(at: try SyncSendEndToEndTests.deckFile("Spanish::Verbs", fz))
        let deleted = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let sent = try SyncSendEndToEndTests.sent(deleted)
        #expect(sent["deletions"] as? Int == 6, "2 cards, their 2 notes, the deck and its parent: \(sent)")

        let after = try server.phoneAnswers(0)
        #expect(!after.cards.contains { $0.deck.hasPrefix("Spanish") }, "\(after.cards.map(\.deck))")
        let decks = Set((after.deckDue ?? [:]).keys)
        #expect(!decks.contains("Spanish::Verbs") && !decks.contains("Spanish"), "the deck and its empty parent go: \(decks)")
        #expect(decks.contains("Phone") && after.cards.filter { $0.deck == "Phone" }.count == before.cards.filter { $0.deck == "Phone" }.count,
                "the phone's own deck stays whole: \(decks)")
        // Nothing more to send (the phone synced since: a normal sync with nothing in it).
        let again = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(again["deletions"] as? Int == 0 && again["notes"] as? Int == 0, "\(again)")
    }

    @Test(AnkiSyncServer.required)
    func aDeckRenamedHereIsRenamedOnThePhone() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let before = try server.phoneAnswers(0)
        let count = before.cards.filter { $0.deck == "Phone" }.count
        try #require(count > 0)
        // Renamed into a parent the phone lacks, as the deck editor saves a new name.
        try SyncSendEndToEndTests.change("Phone", fz) { deck in deck.name = "Spanish::Phone" }
        let sync = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(sync["notes"] as? Int == 0 && sync["deletions"] as? Int == 0, "a rename sends no note: \(sync)")

        let after = try server.phoneAnswers(0)
        #expect(after.cards.filter { $0.deck == "Spanish::Phone" }.count == count, "\(after.cards.map(\.deck))")
        #expect(!after.cards.contains { $0.deck == "Phone" } && after.cards.count == before.cards.count)
        let decks = Set((after.deckDue ?? [:]).keys)
        #expect(decks.contains("Spanish") && decks.contains("Spanish::Phone") && !decks.contains("Phone"), "\(decks)")
        // Nothing made twice here either.
        let list = try fz.run(["list", "--json"])
        let names = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.filter { $0.hasSuffix("Phone") } == ["Spanish::Phone"], "\(names)")
    }
}

import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 32: decks the phone deletes or renames are deleted (into `HOME/trash/`) or renamed
/// here, and an empty deck made here is an Anki deck on the phone too; nothing comes back
/// on the sync after.
@Suite(.serialized) struct SyncPhoneDeckChangesEndToEndTests {
    static func names(_ fz: FlashzillaBinary) throws -> [String] {
        let list = try fz.run(["list", "--json"])
        try #require(list.status == 0, "\(list.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
            .compactMap { $0["name"] as? String }.sorted()
    }

    @Test(AnkiSyncServer.required)
    func decksDeletedAndRenamedOnThePhoneAreDeletedAndRenamedHere() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        for arguments in [["new-deck", "Kitchen"], ["add", "Kitchen", "--prompt", "cuchara", "--answer", "spoon"],
                          ["add", "Kitchen", "--prompt", "tenedor", "--answer", "fork"]] {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        _ = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        let phoneCards = try server.phoneAnswers(0).cards.filter { $0.deck == "Phone" }.count
        let answers = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount()

        let phone = try server.phoneChangesDecks(["delete:Kitchen", "rename:Phone=Travel::Phone"])
        #expect(!phone.cards.contains { $0.deck == "Kitchen" } && phone.cards.filter { $0.deck == "Travel::Phone" }.count == phoneCards,
                "\(phone.cards.map(\.deck))")
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")

        let names = try Self.names(fz)
        #expect(!names.contains("Kitchen") && !names.contains("Phone") && names.contains("Travel::Phone"), "\(names)")
        let shown = try fz.run(["list", "--json"])
        let travel = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [[String: Any]])
            .first { $0["name"] as? String == "Travel::Phone" }
        #expect(travel?["cards"] as? Int == phoneCards, "\(shown.stdout)")
        // The deleted deck's file is in the trash, not gone; the answers stay in the history.
        let trash = (try? FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("trash").path)) ?? []
        #expect(trash.contains { $0.lowercased().contains("kitchen") }, "\(trash)")
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == answers)

        // Nothing comes back: the next sync sends nothing, the phone has the same decks.
        let again = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(again["notes"] as? Int == 0 && again["deletions"] as? Int == 0 && again["cards"] as? Int == 0, "\(again)")
        let after = try server.phoneAnswers(0)
        let decks = Set((after.deckDue ?? [:]).keys)
        #expect(!decks.contains("Kitchen") && !decks.contains("Phone") && decks.contains("Travel::Phone"), "\(decks)")
        #expect(try Self.names(fz) == names)
    }

    @Test(AnkiSyncServer.required)
    func anEmptyDeckMadeHereIsOnThePhoneAndGoesWhenThePhoneDeletesIt() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let made = try fz.run(["new-deck", "Someday"])
        try #require(made.status == 0, "\(made.stderr)")
        _ = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        let phone = try server.phoneAnswers(0)
        #expect(phone.deckDue?["Someday"] != nil, "\(String(describing: phone.deckDue))")

        _ = try server.phoneChangesDecks(["delete:Someday"])
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        #expect(!(try Self.names(fz)).contains("Someday"))
        _ = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        let after = try server.phoneAnswers(0)
        #expect(after.deckDue?["Someday"] == nil, "deleted on the phone, not made again: \(String(describing: after.deckDue))")
    }
}

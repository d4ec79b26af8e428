import FlashzillaCore
import Foundation
import Testing

/// Issue 32: notes imported here from another Anki package, of note types the synced
/// collection lacks, go to the phone with their note types (fields and templates), once.
@Suite(.serialized) struct SyncImportedNotesEndToEndTests {
    @Test(AnkiSyncServer.required)
    func notesOfNoteTypesThePhoneLacksGoWithTheirNoteTypes() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        // A real shared deck: 2 notes of 2 note types of its own (AnKing's cloze, a German Basic).
        let package = AnkiLibrary.repository.appendingPathComponent("Tests/Fixtures/anki-real/ankihub-sample_deck.apkg")
        let imported = try fz.run(["import", package.path])
        try #require(imported.status == 0, "\(imported.stderr)")
        let before = try server.phoneAnswers(0)
        #expect(!(before.notetypes ?? []).contains("Cloze-AnKingMaster"))

        let sent = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(sent["notes"] as? Int == 2, "\(sent)")
        let phone = try server.phoneAnswers(0)
        let types = phone.notetypes ?? []
        #expect(types.contains("Cloze-AnKingMaster") && types.contains("Einfach-18017"), "\(types)")
        let arrived = phone.cards.filter { ["Cloze-AnKingMaster", "Einfach-18017"].contains($0.notetype ?? "") }
        #expect(arrived.count == 2, "\(phone.cards.map { ($0.deck, $0.notetype) })")
        // Fields as the package has them (HTML), one note each, no empty question.
        #expect(arrived.allSatisfy { !$0.question.isEmpty && ($0.fields?.count ?? 0) > 1 }, "\(arrived)")
        #expect(phone.cards.count == before.cards.count + 2)

        // Sent once: nothing the next time, and nothing came back as a copy here.
        let again = try SyncSendEndToEndTests.sent(try fz.run(["sync", "--json"], timeout: .seconds(120)))
        #expect(again["notes"] as? Int == 0, "\(again)")
        let list = try fz.run(["list", "--json"])
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        let cards = decks.filter { ($0["name"] as? String).map { !$0.hasPrefix("Phone") } ?? false }.compactMap { $0["cards"] as? Int }.reduce(0, +)
        #expect(cards == 2, "\(list.stdout)")
    }
}

import FlashzillaCore
import Foundation
import Testing

/// Issue 32: the first sync (a download into an empty home) gives each deck the options that
/// came with the collection as the import writes it, once, and keeps what the next sync
/// compares with from the decks as written.
@Suite(.serialized) struct SyncFirstDeckOptionsEndToEndTests {
    @Test(AnkiSyncServer.required)
    func aFirstSyncWritesEachDeckOnceWithThePhonesOptions() throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        _ = try server.phoneUploads()
        let phone = try server.phoneSetsOptions("6,66,0.8")
        let phoneOptions = try #require(phone.options?["Phone"])
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        _ = try SyncEndToEndTests.firstSync(fz, server)

        let file = try SyncSendEndToEndTests.deckFile("Phone", fz)
        let deck = try DeckStore(homeDirectory: fz.home).load(fileURL: file, now: Date()).deck
        #expect(deck.settings.newCardsPerDay == 6 && deck.settings.reviewsPerDay == 66, "\(deck.settings)")
        #expect(abs((deck.settings.review.desiredRetention ?? 0) - 0.8) < 0.001, "\(deck.settings.review)")
        #expect(deck.cards.count == phone.cards.filter { $0.deck == "Phone" }.count, "\(deck.cards.count)")

        // The signature of the deck files the sync kept names this file as it is now (its
        // inode and size): the deck was not saved again after the list of synced cards was
        // taken, so the next sync need not read it.
        let kept = fz.home.appendingPathComponent("sync/collection.anki2")
        let query = try AnkiLibrary.python(["-c", """
            import sqlite3, sys
            print(sqlite3.connect(sys.argv[1]).execute("SELECT value FROM flashzilla_sync_state WHERE key = 'decks'").fetchone()[0])
            """, kept.path])
        try #require(query.status == 0, "\(query.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        let inode = try #require(attributes[.systemFileNumber] as? NSNumber), size = try #require(attributes[.size] as? NSNumber)
        let line = query.stdout.split(separator: "\n").first { $0.hasPrefix("decks/\(file.lastPathComponent) ") }
        #expect(line?.hasPrefix("decks/\(file.lastPathComponent) \(size) ") == true && line?.hasSuffix(" \(inode)") == true,
                "\(query.stdout) / \(size) \(inode)")

        // Nothing goes back: not the options, not the cards (each known as the phone's).
        let before = ImportExportEndToEndTests.snapshot(fz)
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(again.status == 0, "\(again.stderr)")
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "\(again.stdout)")
        let decks = { (path: String) in path.hasPrefix("decks/") }
        #expect(ImportExportEndToEndTests.snapshot(fz).filter { decks($0.key) } == before.filter { decks($0.key) })
        let after = try server.phoneAnswers(0)
        #expect(after.options?["Phone"] == phoneOptions)
        #expect(after.cards.count == phone.cards.count)
    }
}

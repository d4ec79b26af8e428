import FlashzillaProgress
import Foundation
import Testing

/// Issue 32: a first sync (the downloaded file made the kept collection) killed with the
/// file downloaded leaves the home empty, and one killed with the collection kept but not
/// yet imported leaves it to the next: either way the next sync completes it, with the
/// phone's cards and answers once, and the sync after that has nothing to do.
@Suite(.serialized) struct SyncFirstInterruptedEndToEndTests {
    @Test(AnkiSyncServer.required, arguments: ["first-downloaded", "first-kept"])
    func aFirstSyncKilledIsCompletedByTheNext(step: String) throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        let phone = try server.phoneUploads()
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }

        let killed = try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user],
                                environment: ["FLASHZILLA_TEST_KILL_SYNC_AT": step], input: AnkiSyncServer.password + "\n",
                                timeout: .seconds(120))
        #expect(killed.status != 0, "not killed")
        let progress = fz.home.appendingPathComponent("progress.sqlite")
        #expect(!FileManager.default.fileExists(atPath: progress.path), "nothing imported")
        let kept = fz.home.appendingPathComponent("sync/collection.anki2")
        #expect(FileManager.default.fileExists(atPath: kept.path) == (step == "first-kept"))

        let next = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(next.status == 0, "\(step): \(next.stderr)")
        let listing = try fz.run(["list", "--json"])
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        let cards = decks.compactMap { $0["cards"] as? Int }.reduce(0, +)
        #expect(cards == phone.cards.count, "\(step): \(listing.stdout)")
        #expect(try ProgressStore(fileURL: progress).reviewCount() == phone.revlog, "\(step): the phone's answers once")

        // The server's file made the kept collection: schema 11's tables alone.
        let layout = try AnkiLibrary.python(["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            print(db.execute("SELECT ver FROM col").fetchone()[0])
            print(" ".join(sorted(r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'flashzilla%'"))))
            """, kept.path])
        #expect(layout.stdout == "11\ncards col graves notes revlog\n", "\(step): \(layout.stdout) \(layout.stderr)")

        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(again.status == 0, "\(again.stderr)")
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "\(step): \(again.stdout)")
    }
}

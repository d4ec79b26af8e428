import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `due` and `stats` only read the progress file, so they open it read-only (issue 31): they
/// work on a file, or in a folder, they may not write, and leave the file as it was.
@Suite struct ReadOnlyProgressEndToEndTests {
    static func progressURL(_ fz: FlashzillaBinary) -> URL { fz.home.appendingPathComponent("progress.sqlite") }

    /// One card of the Due Test deck answered days ago, in learning and due now.
    static func recordAnswer(in store: ProgressStore, fz: FlashzillaBinary) throws {
        let loaded = try DeckStore(homeDirectory: fz.home).load(fileURL: fz.decksDirectory.appendingPathComponent("due-test.json"), now: Date())
        let now = Date(), past = now.addingTimeInterval(-3 * 86_400)
        try store.record(ReviewAnswer(deckID: DueCommandTests.deckID, cardID: loaded.deck.cards[0].id, time: past, rating: .good,
                                      milliseconds: 900, mode: .review, before: nil,
                                      after: FSRSCardState(phase: .learning(step: 1), stability: 1, difficulty: 5, due: now.addingTimeInterval(-5),
                                                           lastReview: past, reviewCount: 1)))
    }

    static func learning(_ result: FlashzillaBinary.Result) throws -> Int? {
        try DueCommandTests.objects(result.stdout).first?["learning"] as? Int
    }

    @Test func dueAndStatsLeaveTheProgressFileAsItWas() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        // A file as an import builds it: not in WAL mode yet, which opening it to write would switch it to.
        let url = Self.progressURL(fz)
        try ProgressStore.build(at: url, prepared: [PreparedAnswers]())
        let before = try Data(contentsOf: url)
        let due = try fz.run(["due", "--json"])
        #expect(due.status == 0, "\(due.stderr)")
        let stats = try fz.run(["stats", "--json"])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(try Data(contentsOf: url) == before, "a look changed the progress file")
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.unavailable))
    func dueAndStatsReadAWriteProtectedProgressFile() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let url = Self.progressURL(fz)
        try Self.recordAnswer(in: ProgressStore(fileURL: url), fz: fz)  // closed again: no -wal left
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        // The user's own home and file, the file made read-only (chmod 444).
        let prefix = try #require(Unprivileged.prefix)
        try Unprivileged.giveToTheUser([fz.home, url])
        #expect(chmod(url.path, 0o444) == 0)
        try Self.expectDueAndStatsRead(fz, prefix: prefix)
    }

    /// `due` and `stats` run as the unprivileged user: both succeed, and `due` finds the one
    /// learning card answered before.
    static func expectDueAndStatsRead(_ fz: FlashzillaBinary, prefix: [String],
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let due = try fz.run(["due", "--json"], prefix: prefix)
        #expect(due.status == 0, "\(due.stderr)", sourceLocation: sourceLocation)
        #expect(try learning(due) == 1, sourceLocation: sourceLocation)
        let stats = try fz.run(["stats"], prefix: prefix)
        #expect(stats.status == 0, "\(stats.stderr)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.unavailable))
    func dueAndStatsReadAProgressFileWhileTheAppHasItOpenWithItsLog() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let url = Self.progressURL(fz)
        // Kept open, as the app keeps it: the answer is in the -wal log beside the file. (A
        // guard for the read-only open, which must still read the log: with the log there,
        // SQLite's own fallback to reading already made this case work before issue 31.)
        let store = try ProgressStore(fileURL: url)
        try Self.recordAnswer(in: store, fz: fz)
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
        let prefix = try #require(Unprivileged.prefix)
        try Unprivileged.giveToTheUser([fz.home, url, URL(fileURLWithPath: url.path + "-wal"), URL(fileURLWithPath: url.path + "-shm")])
        #expect(chmod(url.path, 0o444) == 0)
        try Self.expectDueAndStatsRead(fz, prefix: prefix)
        #expect(try store.reviewCount() == 1)
    }

    @Test(.enabled(if: Unprivileged.isAvailable, Unprivileged.unavailable))
    func aProgressFileInAFolderTheUserMayNotWriteSaysWhatToDo() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let url = Self.progressURL(fz)
        try Self.recordAnswer(in: ProgressStore(fileURL: url), fz: fz)
        // Root's home (0755): SQLite cannot make the index file a WAL file needs beside it.
        let due = try fz.run(["due"], prefix: try #require(Unprivileged.prefix))
        #expect(due.status == 1)
        #expect(due.stderr == "Error: \(url.path): cannot be read: SQLite needs to create progress.sqlite-shm beside it, and \(fz.home.path) "
                + "is not writable; make the folder writable and try again\n", "\(due.stderr)")
    }
}

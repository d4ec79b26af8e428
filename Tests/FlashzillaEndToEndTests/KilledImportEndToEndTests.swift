import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// `kill -9` during `flashzilla import`, made deterministic by the import's test hook
/// (`FLASHZILLA_TEST_KILL_IMPORT_AT`): killed once its deck files are written but before
/// its history commits, the import is completed by importing again (the cards there get
/// the answers they lack, once), and what the dead run left in the temporary folder is
/// removed by the next command.
@Suite struct KilledImportEndToEndTests {
    static let killedAfterTheDecks = ["FLASHZILLA_TEST_KILL_IMPORT_AT": "decks-written"]

    /// A temporary folder of the test's own (`TMPDIR` for the runs), removed afterwards.
    static func temporaryFolder() throws -> URL {
        let folder = FlashzillaBinary.runFolder.appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The import killed after writing its decks: they are there, the history is not.
    static func killAfterTheDecks(_ fz: FlashzillaBinary, temporary: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let killed = try fz.run(["import", AnkiPackageEndToEndTests.fixture("current.apkg")],
                                environment: killedAfterTheDecks.merging(["TMPDIR": temporary.path]) { $1 })
        #expect(killed.status == SIGKILL, "\(killed.stderr)", sourceLocation: sourceLocation)
        #expect(killed.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(FileManager.default.fileExists(atPath: fz.decksDirectory.appendingPathComponent("geography.json").path), sourceLocation: sourceLocation)
    }

    /// Importing again adds the answers the killed import did not, and a third time adds none.
    static func importAgainCompletesIt(_ fz: FlashzillaBinary, temporary: URL, total: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try AnkiPackageEndToEndTests.importCurrentWithItsHistory(fz, environment: ["TMPDIR": temporary.path], sourceLocation: sourceLocation)
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        try AnkiPackageEndToEndTests.expectGeographyHistory(fz, progress, file: "geography.json", total: total, sourceLocation: sourceLocation)
        let third = try fz.run(["import", AnkiPackageEndToEndTests.fixture("current.apkg")], environment: ["TMPDIR": temporary.path])
        #expect(third.status == 0, "\(third.stderr)", sourceLocation: sourceLocation)
        #expect(!third.stdout.contains("review history"), "\(third.stdout)", sourceLocation: sourceLocation)
        #expect(try progress.reviewCount() == total, sourceLocation: sourceLocation)
    }

    /// Into a home with no progress file (the history built in a file of its own in the
    /// temporary folder, not yet installed when the import dies).
    @Test func killedBeforeItsFirstHistoryIsInstalledTheImportIsCompletedByImportingAgain() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let temporary = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try Self.killAfterTheDecks(fz, temporary: temporary)
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
        try Self.importAgainCompletesIt(fz, temporary: temporary, total: 4)
    }

    /// The dead import's folders (the package unpacked, the history built) and a dead
    /// writer's half-saved deck file are removed by the next command; the decks stay.
    @Test func whatAKilledImportLeftIsRemovedByTheNextCommand() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let temporary = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try Self.killAfterTheDecks(fz, temporary: temporary)
        let left = Self.contents(temporary)
        #expect(left.filter { $0.hasPrefix("flashzilla-apkg-") }.count == 1 && left.filter { $0.hasPrefix("flashzilla-history-") }.count == 1, "\(left)")
        // As a deck writer killed before its rename leaves it (no live process holds it).
        let halfSaved = fz.decksDirectory.appendingPathComponent(".geography.json.\(UUID().uuidString).tmp")
        try Data(repeating: 0x20, count: 4096).write(to: halfSaved)
        let decks = Self.contents(fz.decksDirectory).filter { !$0.hasPrefix(".") }

        let list = try fz.run(["list"], environment: ["TMPDIR": temporary.path])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(Self.contents(temporary).isEmpty)
        #expect(Self.contents(fz.decksDirectory) == decks)
    }

    /// Into a home with a progress file (the history written into it, its transaction not
    /// yet committed when the import dies): the learner's answer stays, the package's come in.
    @Test func killedBeforeItsHistoryCommitsTheImportIsCompletedByImportingAgain() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let temporary = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let progress = try AnkiPackageEndToEndTests.progressWithOneAnswer(fz)
        try Self.killAfterTheDecks(fz, temporary: temporary)
        #expect(try progress.reviewCount() == 1)
        try Self.importAgainCompletesIt(fz, temporary: temporary, total: 5)
    }
}

import Foundation
import FlashzillaCore
import GRDB
import Testing
@testable import FlashzillaProgress

/// A progress file built on its own (an import's history, written while the import still
/// reads) holds what recording the same answers into a new file would, and becomes the
/// learner's file only where there is none: it never replaces one.
@Suite struct ProgressBuildTests {
    func prepared(_ answers: [ReviewAnswer], size: Int) -> [PreparedAnswers] {
        var preparer = AnswerPreparer(bucketLimit: 2)
        var prepared = stride(from: 0, to: answers.count, by: size).map { preparer.prepare(Array(answers[$0..<min($0 + size, answers.count)])) }
        prepared.append(preparer.finish())
        return prepared
    }

    @Test func aBuiltFileEqualsRecordingIntoANewFile() throws {
        try withProgressFolder { folder in
            let recorded = folder.appendingPathComponent("recorded.sqlite"), built = folder.appendingPathComponent("built.sqlite")
            do {
                let store = try ProgressStore(fileURL: recorded)
                for answer in BulkRecordTests.answers() { try store.record(answer) }
            }
            try ProgressStore.build(at: built, prepared: prepared(BulkRecordTests.answers(), size: 5))
            let expected = try BulkRecordTests.tables(recorded)
            #expect(expected.count > 40)
            #expect(try BulkRecordTests.tables(built) == expected)
            // Nothing beside it: the journal was in memory, and no WAL was made.
            for log in ["-journal", "-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: built.path + log), "\(log)") }
        }
    }

    @Test func installingGivesTheNameAndTheFileOpensAsTheLearnersOwn() throws {
        try withProgressFolder { folder in
            let built = folder.appendingPathComponent("build/progress.sqlite")
            try FileManager.default.createDirectory(at: built.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ProgressStore.build(at: built, prepared: prepared(BulkRecordTests.answers(), size: 3))
            let home = folder.appendingPathComponent("home/progress.sqlite")
            #expect(try ProgressStore.install(built, at: home))
            #expect(!FileManager.default.fileExists(atPath: built.path))
            let store = try ProgressStore(fileURL: home)
            #expect(try store.reviewCount() == BulkRecordTests.answers().count)
            // Opened by the app, it is in WAL mode like any progress file, and takes answers.
            try store.record(ProgressFixtures.answer(ProgressFixtures.card(500), at: ProgressFixtures.start, after: nil))
            #expect(try store.reviewCount() == BulkRecordTests.answers().count + 1)
        }
    }

    /// The build is in the temporary folder, the home maybe on another file system: the
    /// file is copied beside its name and flushed, then named (a rename cannot cross).
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm"), "no /dev/shm (a tmpfs) to build in"))
    func aBuildOnAnotherFileSystemIsCopiedWhole() throws {
        let elsewhere = URL(fileURLWithPath: "/dev/shm/flashzilla-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let built = elsewhere.appendingPathComponent("progress.sqlite")
        try ProgressStore.build(at: built, prepared: prepared(BulkRecordTests.answers(), size: 4))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = folder.appendingPathComponent("progress.sqlite")
        let installed = try ProgressStore.install(built, at: home)
        #expect(installed)
        let (copied, original) = (try BulkRecordTests.tables(home), try BulkRecordTests.tables(built))
        #expect(copied == original)
        // Only the file itself is left in the home's folder (no copy under another name).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["progress.sqlite"])
    }

    @Test func aFileThereIsNeverReplaced() throws {
        try withProgressFolder { folder in
            let built = folder.appendingPathComponent("built.sqlite")
            try ProgressStore.build(at: built, prepared: prepared(BulkRecordTests.answers(), size: 50))
            let home = folder.appendingPathComponent("progress.sqlite")
            try ProgressStore(fileURL: home).record(ProgressFixtures.answer(ProgressFixtures.card(1), at: ProgressFixtures.start, after: nil))
            let before = try BulkRecordTests.tables(home)
            #expect(try !ProgressStore.install(built, at: home))
            #expect(try BulkRecordTests.tables(home) == before)
            #expect(FileManager.default.fileExists(atPath: built.path))
        }
    }

    @Test func aLogLeftWithoutItsFileIsNeverReadIntoTheBuiltOne() throws {
        try withProgressFolder { folder in
            let built = folder.appendingPathComponent("built.sqlite")
            try ProgressStore.build(at: built, prepared: prepared(BulkRecordTests.answers(), size: 50))
            let home = folder.appendingPathComponent("progress.sqlite")
            for log in ["-wal", "-journal"] {
                let stray = URL(fileURLWithPath: home.path + log)
                try Data("left behind".utf8).write(to: stray)
                #expect(try !ProgressStore.install(built, at: home), "\(log)")
                #expect(!FileManager.default.fileExists(atPath: home.path))
                try FileManager.default.removeItem(at: stray)
            }
        }
    }
}

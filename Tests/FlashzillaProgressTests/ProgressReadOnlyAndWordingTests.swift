import FlashzillaCore
import Foundation
import GRDB
import Testing
@testable import FlashzillaProgress
#if canImport(Glibc)
import Glibc
#endif

/// Issue 31: a read-only open for commands that only read, and problems worded so that a
/// person knows which file and what to do (not SQLite's or Foundation's raw words).
@Suite("Progress store: read-only opening and problem wording")
struct ProgressReadOnlyAndWordingTests {
    static func answer(_ n: Int) -> ReviewAnswer {
        ProgressFixtures.answer(ProgressFixtures.card(n), at: ProgressFixtures.start,
                                after: ProgressFixtures.learning(step: 0, at: ProgressFixtures.start, due: 60))
    }

    @Test("opened for reading, it reads what a writer left in its -wal log, and refuses to write (SQLite itself, even for root)")
    func readsTheLogAndNeverWrites() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let writer = try ProgressStore(fileURL: url)
            try writer.record(Self.answer(1))
            #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
            let reader = try ProgressStore.openForReading(url)
            #expect(try reader.reviewCount() == 1)
            try writer.record(Self.answer(2))
            #expect(try reader.reviewCount() == 2)
            #expect(throws: ProgressError.self) { try reader.record(Self.answer(3)) }
            #expect(try writer.reviewCount() == 2)
        }
    }

    @Test("opened for reading, a file not in WAL mode is left byte for byte as it was")
    func leavesTheFileAlone() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            try ProgressStore.build(at: url, prepared: [PreparedAnswers]())
            let before = try Data(contentsOf: url)
            let reader = try ProgressStore.openForReading(url)
            #expect(try reader.reviewCount() == 0)
            _ = try reader.dueCounts(now: ProgressFixtures.start, dayStart: ProgressFixtures.start)
            #expect(try Data(contentsOf: url) == before)
        }
    }

    @Test("opened for reading, a file from an older schema is brought up to date as before")
    func olderSchemaFallsBackToTheWritableOpen() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let queue = try DatabaseQueue(path: url.path)
            let first = try #require(ProgressSchema.migrator.migrations.first)
            try ProgressSchema.migrator.migrate(queue, upTo: first)
            try queue.close()
            let reader = try ProgressStore.openForReading(url)
            #expect(try reader.reviewCount() == 0)
        }
    }

    @Test("a folder where the file should be: named, with what to do, not \"disk I/O error\"")
    func aFolderInThePlaceOfTheFile() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let expected = "\(url.path): is a folder, not a file; move or remove the folder so the review history can be kept there"
            let writing = try #require(throws: ProgressError.self) { try ProgressStore(fileURL: url) }
            #expect(writing.description == expected)
            let reading = try #require(throws: ProgressError.self) { try ProgressStore.openForReading(url) }
            #expect(reading.description == expected)
        }
    }

    @Test("a named pipe where the file should be is refused without waiting on it")
    func aPipeInThePlaceOfTheFile() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            #expect(mkfifo(url.path, 0o644) == 0)
            let error = try #require(throws: ProgressError.self) { try ProgressStore.openForReading(url) }
            #expect(error.description == "\(url.path): is not a regular file (a named pipe or a device); move or remove it so the review history can be kept there")
        }
    }

    @Test("SQLite's codes and Foundation's errors in a person's words",
          arguments: [
            (DatabaseError(resultCode: .SQLITE_FULL) as any Error, "the disk is full; free some space and try again"),
            (DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database"),
             "cannot be written: the file or its folder is read-only; make both writable (chmod u+w) and try again"),
            (CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/x/.progress.sqlite.import"]), "the disk is full; free some space and try again"),
            (NSError(domain: NSCocoaErrorDomain, code: 640, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))]),
             "the disk is full; free some space and try again"),
            (NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))]),
             "the disk is mounted read-only"),
          ] as [(any Error, String)])
    func wording(error: any Error, expected: String) {
        let url = URL(fileURLWithPath: "/home/me/progress.sqlite")
        let problem = ProgressStore.problem(error, url)
        #expect(problem.description == "/home/me/progress.sqlite: \(expected)")
        #expect(!problem.description.contains("Domain="))
    }

    @Test("\"unable to open database file\" says which folder is missing (the kernel's refusals are checked end to end, as root cannot see them)")
    func cannotOpenSaysWhy() throws {
        try withProgressFolder { folder in
            let missing = folder.appendingPathComponent("nowhere/progress.sqlite")
            #expect(ProgressStore.problem(DatabaseError(resultCode: .SQLITE_CANTOPEN), missing).description
                    == "\(missing.path): cannot be created: its folder \(folder.path)/nowhere does not exist")
            let file = folder.appendingPathComponent("home")
            try Data().write(to: file)
            let inFile = file.appendingPathComponent("progress.sqlite")
            #expect(ProgressStore.problem(DatabaseError(resultCode: .SQLITE_CANTOPEN), inFile).description
                    == "\(inFile.path): cannot be created: \(file.path) is not a folder")
            // What ProgressStore says when its home is a file, as `--home` could make it.
            let error = try #require(throws: ProgressError.self) { try ProgressStore(fileURL: inFile) }
            #expect(error.description == "\(inFile.path): cannot be created: \(file.path) is not a folder")
        }
    }
}

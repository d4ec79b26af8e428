import FlashzillaCore
import Foundation
import GRDB
import Testing
@testable import FlashzillaProgress

/// A progress file we cannot use is reported with its name and left exactly as it was.
@Suite("Progress store: files it must not touch")
struct ProgressFileProblemTests {
    @Test("a file that is not SQLite: a clear error naming it, and its bytes unchanged")
    func notADatabase() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let bytes = Data(String(repeating: "this is not a database\n", count: 300).utf8)
            try bytes.write(to: url)
            let error = try #require(throws: ProgressError.self) { try ProgressStore(fileURL: url) }
            guard case .corrupt = error.problem else { Issue.record("expected corrupt, got \(error)"); return }
            #expect(error.description.hasPrefix(url.path + ": "))
            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("a damaged database (its pages overwritten): reported, not repaired or replaced")
    func damaged() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            do {
                let store = try ProgressStore(fileURL: url)
                for n in 0..<200 {
                    try store.record(ProgressFixtures.answer(ProgressFixtures.card(n), at: ProgressFixtures.start,
                                                             after: ProgressFixtures.learning(step: 0, at: ProgressFixtures.start, due: 60)))
                }
            }
            // Fold the WAL into the file, then scribble over every page after the first.
            let queue = try DatabaseQueue(path: url.path)
            try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE") }
            try queue.close()
            var bytes = try Data(contentsOf: url)
            for i in 4_096..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) }
            try bytes.write(to: url)
            let error = try #require(throws: ProgressError.self) {
                let store = try ProgressStore(fileURL: url)
                _ = try store.dueCounts(now: ProgressFixtures.start, dayStart: ProgressFixtures.start)
            }
            #expect(error.fileURL == url)
            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("another program's SQLite database: refused, left alone")
    func someoneElsesDatabase() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')") }
            try queue.close()
            let bytes = try Data(contentsOf: url)
            let error = try #require(throws: ProgressError.self) { try ProgressStore(fileURL: url) }
            #expect(error.problem == .corrupt("an SQLite database, but not Flashzilla's progress"))
            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("a file from a newer Flashzilla (a migration this one does not know): refused, left alone")
    func newerSchema() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            _ = try ProgressStore(fileURL: url)
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9 from the future')") }
            try queue.close()
            let bytes = try Data(contentsOf: url)
            let error = try #require(throws: ProgressError.self) { try ProgressStore(fileURL: url) }
            #expect(error.problem == .newerSchema(["v9 from the future"]))
            #expect(error.description.contains("newer Flashzilla"))
            #expect(try Data(contentsOf: url) == bytes)
        }
    }

    @Test("a writer that holds the lock past the busy timeout: a clear 'locked' error, nothing lost")
    func lockedTooLong() throws {
        try withProgressFolder { folder in
            let url = folder.appendingPathComponent("progress.sqlite")
            let store = try ProgressStore(fileURL: url)
            let other = try DatabaseQueue(path: url.path)
            try other.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                let error = try #require(throws: ProgressError.self) {
                    try ShortTimeout.record(url: url)
                }
                #expect(error.problem == .locked)
                try db.execute(sql: "ROLLBACK")
            }
            try store.record(ProgressFixtures.answer(at: ProgressFixtures.start, after: ProgressFixtures.learning(step: 0, at: ProgressFixtures.start, due: 60)))
            #expect(try store.reviewCount() == 1)
        }
    }
}

/// A store whose busy timeout is short, so the lock test does not wait five seconds.
enum ShortTimeout {
    static func record(url: URL) throws(ProgressError) {
        let store = try ProgressStore(fileURL: url, busyTimeout: 0.2)
        try store.record(ProgressFixtures.answer(at: ProgressFixtures.start, after: ProgressFixtures.learning(step: 0, at: ProgressFixtures.start, due: 60)))
    }
}

import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// Answers written into the kept collection to be sent (`writePending`): each takes its
/// time in ms as its log id, or the next one free, as Anki makes ids unique; the ids taken
/// are read at once, so an answer whose next free id lies past them must still be checked.
@Suite struct SyncedCollectionPendingAnswersTests {
    static func row(_ id: Int64, card: Int64 = 5) -> [Any] {
        [id, card, -1, 3, 1, 0, 2500, 1200, 1]
    }

    @Test func answersTakeTheNextFreeIdAndNoIdTwice() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let second: Int64 = 1_800_000_000_000
        // Taken before: the second's first three ids, and a run just past what the write reads at once.
        let before: [Int64] = [second, second + 1, second + 2] + (0..<6).map { second + 5 + $0 }
        try collection.queue.write { db in
            for id in before { try db.execute(sql: "INSERT INTO revlog VALUES (?, 5, 0, 3, 1, 0, 2500, 1000, 1)", arguments: [id]) }
        }
        // Four answers in that second: the 4th free id is past the 4 ids read beyond the second's own.
        try collection.writePending(revlog: (0..<4).map { _ in Self.row(second) }, cards: [], now: Date(timeIntervalSince1970: 1_800_000_100))
        let rows = try collection.queue.read { db in try Row.fetchAll(db, sql: "SELECT id, usn FROM revlog ORDER BY id") }
        let written = rows.filter { $0[1] == -1 }.map { $0[0] as Int64 }
        #expect(written == [second + 3, second + 4, second + 11, second + 12], "\(written)")
        #expect(Set(rows.map { $0[0] as Int64 }).count == before.count + 4, "no id twice")
    }
}

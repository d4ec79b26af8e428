import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

extension ProgressStore {
    /// Every Review answer of a deck's cards by card id, each card's oldest first: what an
    /// export with scheduling writes as Anki's review log. Found from the deck's cards through
    /// the index on card and time (filtering the log by deck walked the whole log once a deck:
    /// a 20-deck export read 200,000 rows twenty times), read through SQLite's C API.
    public func reviewAnswers(deckID: UUID) throws(ProgressError) -> [UUID: [ReviewLogEntry]] {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [:] }
            let statement = try db.makeStatement(sql: """
                SELECT c.cardId, r.id, r.time, r.rating, r.milliseconds, r.mode, r.phaseBefore, r.stability, r.difficulty
                FROM card c JOIN review r ON r.cardKey = c.key WHERE c.deckKey = ? AND r.mode = ?
                """)
            statement.arguments = [deck, ReviewAnswer.Mode.review.rawValue]
            var result: [UUID: [ReviewLogEntry]] = [:]
            // A card's rows come one after another (each card's answers through the index):
            // they are gathered, then stored once.
            var card: UUID?, entries: [ReviewLogEntry] = []
            func store() {
                guard let card, !entries.isEmpty else { return }
                result[card, default: []] += entries
                entries.removeAll(keepingCapacity: true)
            }
            try statement.forEachRawRow(in: db) { raw in
                guard sqlite3_column_bytes(raw, 0) == 16, let blob = sqlite3_column_blob(raw, 0) else { return }
                let id = UUID(uuid: blob.loadUnaligned(as: uuid_t.self))
                if id != card {
                    store()
                    card = id
                }
                entries.append(Self.reviewLogEntry(raw, from: 1))
            }
            store()
            // Oldest first whatever order SQLite chose (the index gives it; nothing is assumed).
            for (card, list) in result where !list.isSorted(by: Self.isOlder) { result[card] = list.sorted(by: Self.isOlder) }
            return result
        }
    }

    private static func isOlder(_ a: ReviewLogEntry, _ b: ReviewLogEntry) -> Bool { (a.time, a.id) < (b.time, b.id) }
}

extension Array {
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}

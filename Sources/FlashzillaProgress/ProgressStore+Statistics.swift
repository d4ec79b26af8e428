import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

/// What the statistics are made of, from the sums and indexes (never a scan of the log).
extension ProgressStore {
    /// The quarter-hour sums of one deck's answers (nil: every deck's, added together) in
    /// [`from`, `to`), oldest first. A bucket is whole: one that `from` falls in is included,
    /// one that begins at `to` is not.
    public func answerBuckets(deckID: UUID?, from: Date, to: Date) throws(ProgressError) -> [AnswerBucket] {
        try read { db in
            // Whole buckets: from the one holding `from` to the one holding the last second before `to`.
            let first = AnswerBucket.index(of: Self.seconds(from))
            let end = AnswerBucket.index(of: Int64(to.timeIntervalSince1970.rounded(.up)) - 1) + 1
            // One deck: its primary-key range. Every deck: the sums the triggers keep for all
            // of them together (one row per quarter hour and mode, not one per deck).
            let statement: Statement
            if let deckID {
                guard let key = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [] }
                statement = try db.cachedStatement(sql: "SELECT \(Self.bucketColumns) FROM review_bucket WHERE deckKey = ? AND bucket >= ? AND bucket < ?")
                statement.arguments = [key, first, end]
            } else {
                statement = try db.cachedStatement(sql: "SELECT \(Self.bucketColumns) FROM review_bucket_all WHERE bucket >= ? AND bucket < ?")
                statement.arguments = [first, end]
            }
            // Stepped with SQLite's own calls: GRDB's `Row` boxes every value.
            var buckets: [AnswerBucket] = []
            try statement.forEachRawRow(in: db) { raw in
                @inline(__always) func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(raw, column)) }
                var bucket = AnswerBucket(start: sqlite3_column_int64(raw, 0) * AnswerBucket.seconds, mode: ReviewAnswer.Mode(rawValue: int(1)) ?? .review)
                bucket.answers = int(2)
                guard bucket.answers != 0 else { return }  // emptied by undos
                bucket.milliseconds = int(3)
                bucket.again = int(4)
                bucket.introduced = int(5)
                bucket.youngReviews = int(6)
                bucket.youngPassed = int(7)
                bucket.matureReviews = int(8)
                bucket.maturePassed = int(9)
                buckets.append(bucket)
            }
            // In key order already: by bucket, then mode.
            return buckets
        }
    }

    static let bucketColumns = "bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed, matureReviews, maturePassed"

    /// Started cards by state (young: a review interval under 21 days), for one deck or all.
    public func startedCardCounts(deckID: UUID?) throws(ProgressError) -> StatisticsReport.CardCounts {
        try read { db in
            let filter = deckID == nil ? "" : "AND deckKey = (SELECT key FROM deck WHERE deckId = ?)"
            let rows = try Row.fetchAll(db, sql: """
                SELECT phase, (due - lastReview) >= \(Int(AnswerBucket.matureInterval)), COUNT(*) FROM card WHERE phase <> 0 \(filter) GROUP BY 1, 2
                """, arguments: deckID.map { [$0] } ?? [])
            var counts = StatisticsReport.CardCounts()
            for row in rows {
                let count: Int = row[2]
                switch row[0] as Int {
                case StoredPhase.learning: counts.learning += count
                case StoredPhase.relearning: counts.relearning += count
                default: if (row[1] as Bool?) == true { counts.mature += count } else { counts.young += count }
                }
            }
            return counts
        }
    }

    /// When each started card falls due, for those due before `until` (overdue included).
    public func dueTimes(deckID: UUID?, until: Date) throws(ProgressError) -> [Date] {
        try read { db in
            let filter = deckID == nil ? "" : "AND deckKey = (SELECT key FROM deck WHERE deckId = ?)"
            return try Int64.fetchAll(db, sql: "SELECT due FROM card WHERE phase <> 0 AND due < ? \(filter)",
                                      arguments: [Self.seconds(until)] + (deckID.map { [$0] } ?? []))
                .map(Self.date)
        }
    }

    /// A deck's answers since `dayStart` (new cards introduced, reviews done), against its
    /// daily limits: from the quarter-hour sums alone.
    public func today(deckID: UUID, dayStart: Date) throws(ProgressError) -> (introduced: Int, reviewed: Int) {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT SUM(introduced), SUM(youngReviews + matureReviews) FROM review_bucket
                WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND bucket >= ? AND mode = 0
                """, arguments: [deckID, AnswerBucket.index(of: Self.seconds(dayStart))])
            else { return (0, 0) }
            return ((row[0] as Int?) ?? 0, (row[1] as Int?) ?? 0)
        }
    }
}

import FlashzillaCore
import GRDB

/// A bulk write's bucket sums gathered in memory, each bucket written once: every deck's
/// (`review_bucket`) and all decks' together (`review_bucket_all`, which the triggers keep
/// when one answer is recorded; they are set aside for a bulk write, see `BucketTriggers`).
/// A deck's sums are written when the next answer is another deck's: an import's answers
/// come a deck at a time, so each of its buckets is written once (writing them only when
/// many had gathered wrote a bucket again, as an update, each time its deck's cards came
/// round to it).
/// At most `limit` buckets of each table are held (a few MB): when that many gather they
/// are written (added to their rows) and gathering starts again. Sums add, so a bucket
/// written twice ends the same.
struct BucketSums {
    static let limit = 1 << 14
    let limit: Int
    private var perDeck = BucketTable()
    /// The same sums by quarter hour and mode alone (at most as many as `perDeck`).
    private var allDecks = BucketTable()
    /// The deck whose sums `perDeck` holds.
    private var deck: Int64?

    init(limit: Int = BucketSums.limit) {
        self.limit = limit
    }

    struct Key: Hashable, Comparable {
        /// 0 in `allDecks` (deck keys start at 1).
        var deck: Int64, start: Int64, mode: ReviewAnswer.Mode

        static func < (a: Key, b: Key) -> Bool {
            (a.deck, a.start, a.mode.rawValue) < (b.deck, b.start, b.mode.rawValue)
        }
    }

    mutating func add(_ bucket: AnswerBucket, deck: Int64, _ db: Database) throws {
        let key = Key(deck: deck, start: bucket.start, mode: bucket.mode)
        if deck != self.deck || perDeck.count >= limit && !perDeck.contains(key) { try writeDeck(db) }
        self.deck = deck
        perDeck.add(bucket, at: key)
        let every = Key(deck: 0, start: bucket.start, mode: bucket.mode)
        if allDecks.count >= limit, !allDecks.contains(every) { try writeAllDecks(db) }
        allDecks.add(bucket, at: every)
    }

    /// Adds each bucket's sums to its row (as recording one answer does).
    mutating func write(_ db: Database) throws {
        try writeDeck(db)
        try writeAllDecks(db)
    }

    private mutating func writeDeck(_ db: Database) throws {
        guard perDeck.count > 0 else { return }
        try Self.write(perDeck, sql: ProgressStore.addToBucket, withDeck: true, db)
        perDeck.removeAll()
    }

    private mutating func writeAllDecks(_ db: Database) throws {
        guard allDecks.count > 0 else { return }
        try Self.write(allDecks, sql: Self.addToAllDecks, withDeck: false, db)
        allDecks.removeAll()
    }

    private static func write(_ buckets: BucketTable, sql: RowsSQL, withDeck: Bool, _ db: Database) throws {
        let columns = Int32(sql.columns)
        // In key order: neighbouring rows of the table, not random pages. (The keys of one
        // write differ, so no row of a statement meets another of the same statement.)
        let order = buckets.positionsInKeyOrder()
        try sql.insert(count: order.count, many: try RawStatement(db, sql: sql.sql(rows: RowsSQL.rowsAtOnce)),
                       one: try RawStatement(db, sql: sql.sql())) { upsert, place, row in
            let at = order[row]
            let key = buckets.keys[at], bucket = buckets.sums[at]
            var first = Int32(place) * columns + 1
            if withDeck {
                upsert.bind(first, key.deck)
                first += 1
            }
            upsert.bind(first, key.start / AnswerBucket.seconds)
            upsert.bind(first + 1, key.mode.rawValue)
            upsert.bind(first + 2, bucket.answers)
            upsert.bind(first + 3, bucket.milliseconds)
            upsert.bind(first + 4, bucket.again)
            upsert.bind(first + 5, bucket.introduced)
            upsert.bind(first + 6, bucket.youngReviews)
            upsert.bind(first + 7, bucket.youngPassed)
            upsert.bind(first + 8, bucket.matureReviews)
            upsert.bind(first + 9, bucket.maturePassed)
        }
    }

    /// What the triggers add to all decks' sums for a change of one deck's bucket.
    static let addToAllDecks = RowsSQL(
        head: """
            INSERT INTO review_bucket_all (bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed,
                                           matureReviews, maturePassed) VALUES
            """,
        columns: 10,
        tail: """
            ON CONFLICT (bucket, mode) DO UPDATE SET
              answers = answers + excluded.answers, milliseconds = milliseconds + excluded.milliseconds,
              again = again + excluded.again, introduced = introduced + excluded.introduced,
              youngReviews = youngReviews + excluded.youngReviews, youngPassed = youngPassed + excluded.youngPassed,
              matureReviews = matureReviews + excluded.matureReviews, maturePassed = maturePassed + excluded.maturePassed
            """)
}

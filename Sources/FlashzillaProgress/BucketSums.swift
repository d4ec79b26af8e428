import FlashzillaCore
import GRDB

/// A bulk write's bucket sums gathered in memory, each bucket written once: every deck's
/// (`review_bucket`) and all decks' together (`review_bucket_all`, which the triggers keep
/// when one answer is recorded; they are set aside for a bulk write, see `BucketTriggers`).
/// At most `limit` deck buckets are held (a few MB): when that many gather they are
/// written (added to their rows) and gathering starts again. Sums add, so a bucket written
/// twice ends the same.
struct BucketSums {
    static let limit = 1 << 14
    let limit: Int
    private var perDeck: [Key: AnswerBucket] = [:]
    /// The same sums by quarter hour and mode alone (at most as many as `perDeck`).
    private var allDecks: [Key: AnswerBucket] = [:]

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
        if perDeck.count >= limit, perDeck[key] == nil { try write(db) }
        perDeck[key, default: AnswerBucket(start: bucket.start, mode: bucket.mode)].add(bucket)
        allDecks[Key(deck: 0, start: bucket.start, mode: bucket.mode), default: AnswerBucket(start: bucket.start, mode: bucket.mode)].add(bucket)
    }

    /// Adds each bucket's sums to its row (as recording one answer does).
    mutating func write(_ db: Database) throws {
        guard !perDeck.isEmpty else { return }
        try Self.write(perDeck, sql: ProgressStore.addToBucketSQL, withDeck: true, db)
        try Self.write(allDecks, sql: Self.addToAllDecksSQL, withDeck: false, db)
        perDeck.removeAll(keepingCapacity: true)
        allDecks.removeAll(keepingCapacity: true)
    }

    private static func write(_ buckets: [Key: AnswerBucket], sql: String, withDeck: Bool, _ db: Database) throws {
        let upsert = try RawStatement(db, sql: sql)
        // In key order: neighbouring rows of the table, not random pages.
        for key in buckets.keys.sorted() {
            let bucket = buckets[key]!
            var column: Int32 = 1
            func bind(_ value: Int64) {
                upsert.bind(column, value)
                column += 1
            }
            if withDeck { bind(key.deck) }
            for value in [key.start / AnswerBucket.seconds, Int64(key.mode.rawValue), Int64(bucket.answers), Int64(bucket.milliseconds),
                          Int64(bucket.again), Int64(bucket.introduced), Int64(bucket.youngReviews), Int64(bucket.youngPassed),
                          Int64(bucket.matureReviews), Int64(bucket.maturePassed)] {
                bind(value)
            }
            try upsert.run()
        }
    }

    /// What the triggers add to all decks' sums for a change of one deck's bucket.
    static let addToAllDecksSQL = """
        INSERT INTO review_bucket_all (bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed,
                                       matureReviews, maturePassed)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (bucket, mode) DO UPDATE SET
          answers = answers + excluded.answers, milliseconds = milliseconds + excluded.milliseconds,
          again = again + excluded.again, introduced = introduced + excluded.introduced,
          youngReviews = youngReviews + excluded.youngReviews, youngPassed = youngPassed + excluded.youngPassed,
          matureReviews = matureReviews + excluded.matureReviews, maturePassed = maturePassed + excluded.maturePassed
        """
}

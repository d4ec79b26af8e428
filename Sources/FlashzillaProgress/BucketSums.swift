import FlashzillaCore
import Foundation
import GRDB

/// A bulk write's bucket sums gathered in memory, each bucket written once: every deck's
/// (`review_bucket`) and all decks' together (`review_bucket_all`, which the triggers keep
/// when one answer is recorded; they are set aside for a bulk write, see `SetAsideSchema.bucketTriggers`).
/// Gathered apart from the database (an import gathers them on the core that replays its
/// history): a table is `ready` to be written when it is whole.
/// A deck's sums are whole when the next answer is another deck's: an import's answers
/// come a deck at a time, so each of its buckets is written once (writing them only when
/// many had gathered wrote a bucket again, as an update, each time its deck's cards came
/// round to it). At most `limit` buckets of each table are held (a few MB): when that many
/// gather they are ready too, and gathering starts again. Sums add, so a bucket written
/// twice ends the same.
struct BucketSums: Sendable {
    static let limit = 1 << 14
    let limit: Int
    /// One deck's sums (their keys' deck is 0: the deck is `deck`).
    private var perDeck = BucketTable()
    /// The same sums by quarter hour and mode alone, for all decks.
    private var allDecks = BucketTable()
    /// The deck whose sums `perDeck` holds.
    private var deck: UUID?
    /// Tables to write, in order: a deck's (with its id) or all decks' (nil).
    private(set) var ready: [(deck: UUID?, sums: BucketTable)] = []

    init(limit: Int = BucketSums.limit) {
        self.limit = limit
    }

    struct Key: Hashable, Comparable, Sendable {
        var deck: Int64, start: Int64, mode: ReviewAnswer.Mode

        static func < (a: Key, b: Key) -> Bool {
            (a.deck, a.start, a.mode.rawValue) < (b.deck, b.start, b.mode.rawValue)
        }
    }

    mutating func add(_ bucket: AnswerBucket, deck: UUID) {
        let key = Key(deck: 0, start: bucket.start, mode: bucket.mode)
        if deck != self.deck || perDeck.count >= limit && !perDeck.contains(key) { closeDeck() }
        self.deck = deck
        perDeck.add(bucket, at: key)
        if allDecks.count >= limit, !allDecks.contains(key) { closeAllDecks() }
        allDecks.add(bucket, at: key)
    }

    /// Every table held is made ready (the write's end).
    mutating func closeAll() {
        closeDeck()
        closeAllDecks()
    }

    /// The ready tables, handed over.
    mutating func takeReady() -> [(deck: UUID?, sums: BucketTable)] {
        defer { ready.removeAll() }
        return ready
    }

    private mutating func closeDeck() {
        guard perDeck.count > 0, let deck else { return }
        ready.append((deck, perDeck))
        perDeck = BucketTable()
    }

    private mutating func closeAllDecks() {
        guard allDecks.count > 0 else { return }
        ready.append((nil, allDecks))
        allDecks = BucketTable()
    }

    /// Adds each bucket's sums to its row (as recording one answer does): `deckKey`'s
    /// rows, or all decks' when it is nil.
    static func write(_ buckets: BucketTable, deckKey: Int64?, _ db: Database) throws {
        let sql = deckKey == nil ? addToAllDecks : ProgressStore.addToBucket
        let columns = Int32(sql.columns)
        // In key order: neighbouring rows of the table, not random pages. (The keys of one
        // table differ, so no row of a statement meets another of the same statement.)
        let order = buckets.positionsInKeyOrder()
        try sql.insert(count: order.count, many: try RawStatement(db, sql: sql.sql(rows: RowsSQL.rowsAtOnce)),
                       one: try RawStatement(db, sql: sql.sql())) { upsert, place, row in
            let at = order[row]
            let key = buckets.keys[at], bucket = buckets.sums[at]
            var first = Int32(place) * columns + 1
            if let deckKey {
                upsert.bind(first, deckKey)
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

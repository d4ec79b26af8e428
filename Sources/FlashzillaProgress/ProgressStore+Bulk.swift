import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// Many answers in one transaction (an import's history): all or none are kept, and
    /// the tables end up as if each had been recorded in turn. Written in bulk, since an
    /// Anki history has hundreds of thousands of answers: each card's row once (with the
    /// schedule of its last Review answer and all its lapses), each bucket's sums once, and
    /// the review rows through one prepared statement.
    public func record(all answers: some Sequence<ReviewAnswer>) throws(ProgressError) {
        let answers = Array(answers)
        guard !answers.isEmpty else { return }
        try record(batches: CollectionOfOne(answers))
    }

    /// `record(all:)` for answers that come a batch at a time, in order (an import's
    /// history, replayed as it is written): still one transaction, the tables as if each
    /// answer had been recorded in turn, but only one batch is held at once. A card's
    /// answers may span batches (its row is then written once a batch, as a later answer
    /// would update it).
    public func record(batches: some Sequence<[ReviewAnswer]>) throws(ProgressError) {
        try record(batches: batches, bucketLimit: BucketSums.limit)
    }

    /// `bucketLimit`: how many buckets' sums are held before they are written (tests make it small).
    func record(batches: some Sequence<[ReviewAnswer]>, bucketLimit: Int) throws(ProgressError) {
        var batches = batches.lazy.filter { !$0.isEmpty }.makeIterator()
        guard let first = batches.next() else { return }
        try write { db in
            // Room for the indexes' pages: the rows land all over them, and SQLite's default
            // 2 MB cache would spill to the log mid-transaction. (It only grows as needed.)
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -65536")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            var decks: [UUID: Int64] = [:]
            var sums = BucketSums(limit: bucketLimit)
            var next: [ReviewAnswer]? = first
            while let answers = next {
                try Self.record(answers, decks: &decks, sums: &sums, db)
                next = batches.next()
            }
            try sums.write(db)
        }
    }

    /// One batch: its card rows and review rows, its buckets' sums added to `sums`.
    private static func record(_ answers: [ReviewAnswer], decks: inout [UUID: Int64], sums: inout BucketSums,
                               _ db: Database) throws {
        // Each answer's deck key; answers come grouped by deck, so the last one is reused.
        var deckOf = [Int64](repeating: 0, count: answers.count)
        var last: (id: UUID, key: Int64)?
        for (i, answer) in answers.enumerated() {
            if let last, last.id == answer.deckID { deckOf[i] = last.key; continue }
            let key = try decks[answer.deckID] ?? Self.deckKey(db, for: answer.deckID)
            decks[answer.deckID] = key
            last = (answer.deckID, key)
            deckOf[i] = key
        }
        // Each answer's card as a number, so the card is hashed once per answer.
        var numbers: [CardRef: Int] = [:]
        let cardOf = answers.map { answer in
            let ref = CardRef(deck: answer.deckID, card: answer.cardID)
            if let number = numbers[ref] { return number }
            numbers[ref] = numbers.count
            return numbers.count - 1
        }
        let cards = try Self.writeCardRows(answers, cardOf: cardOf, count: numbers.count, deckOf: deckOf, db)
        try Self.insertReviewRows(answers, cardOf: cardOf, cardKeys: cards, deckOf: deckOf, db)
        for (i, answer) in answers.enumerated() {
            try sums.add(AnswerBucket.contribution(of: answer), deck: deckOf[i], db)
        }
    }

    /// The buckets' sums gathered in memory, each written once, but at most `limit` of them
    /// held (a few MB): when that many gather they are written (added to their rows) and
    /// gathering starts again. Sums add, so a bucket written twice ends the same.
    struct BucketSums {
        static let limit = 1 << 14
        let limit: Int
        var buckets: [BucketKey: AnswerBucket] = [:]

        mutating func add(_ bucket: AnswerBucket, deck: Int64, _ db: Database) throws {
            let key = BucketKey(deck: deck, start: bucket.start, mode: bucket.mode)
            if buckets.count >= limit, buckets[key] == nil { try write(db) }
            buckets[key, default: AnswerBucket(start: bucket.start, mode: bucket.mode)].add(bucket)
        }

        /// Adds each bucket's sums to its row (as `add` does, one statement for all).
        mutating func write(_ db: Database) throws {
            guard !buckets.isEmpty else { return }
            let upsert = try RawStatement(db, sql: ProgressStore.addToBucketSQL)
            // In key order: neighbouring rows of the table, not random pages.
            let keys = buckets.keys.sorted { ($0.deck, $0.start, $0.mode.rawValue) < ($1.deck, $1.start, $1.mode.rawValue) }
            for key in keys {
                let bucket = buckets[key]!
                for (i, value) in [key.deck, key.start / AnswerBucket.seconds, Int64(key.mode.rawValue), Int64(bucket.answers), Int64(bucket.milliseconds),
                                   Int64(bucket.again), Int64(bucket.introduced), Int64(bucket.youngReviews), Int64(bucket.youngPassed),
                                   Int64(bucket.matureReviews), Int64(bucket.maturePassed)].enumerated() {
                    upsert.bind(Int32(i + 1), value)
                }
                try upsert.run()
            }
            buckets.removeAll(keepingCapacity: true)
        }
    }

    private struct CardRef: Hashable {
        var deck: UUID, card: UUID
    }

    struct BucketKey: Hashable {
        var deck: Int64, start: Int64, mode: ReviewAnswer.Mode
    }

    /// Each answered card's key (by its number in `cardOf`), its row written as the last
    /// answer would leave it.
    private static func writeCardRows(_ answers: [ReviewAnswer], cardOf: [Int], count: Int, deckOf: [Int64],
                                      _ db: Database) throws -> [Int64] {
        // Per card: its first answer (a Quiz-only card's row starts then), its last Review
        // answer with a schedule, and its lapses.
        var first = [Int](repeating: -1, count: count), lastReview = first, lapses = [Int](repeating: 0, count: count)
        for (i, answer) in answers.enumerated() {
            let card = cardOf[i]
            if first[card] < 0 { first[card] = i }
            if answer.after != nil, answer.mode == .review { lastReview[card] = i }
            if answer.isLapse { lapses[card] += 1 }
        }
        let upsert = try RawStatement(db, sql: """
            INSERT INTO card (deckKey, cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (deckKey, cardId) DO UPDATE SET
              phase = excluded.phase, step = excluded.step, stability = excluded.stability,
              difficulty = excluded.difficulty, due = excluded.due, lastReview = excluded.lastReview,
              reps = excluded.reps, lapses = card.lapses + excluded.lapses
            RETURNING key
            """)
        let insertNew = try RawStatement(db, sql: """
            INSERT INTO card (deckKey, cardId, phase, due, reps, lapses) VALUES (?, ?, 0, ?, 0, 0) ON CONFLICT (deckKey, cardId) DO NOTHING
            """)
        let select = try RawStatement(db, sql: "SELECT key FROM card WHERE deckKey = ? AND cardId = ?")
        var keys = [Int64](repeating: 0, count: count)
        for card in 0..<count {
            let answer = answers[first[card]]
            let deck = deckOf[first[card]]
            if lastReview[card] >= 0, let after = answers[lastReview[card]].after {
                upsert.bind(1, deck)
                upsert.bind(2, answer.cardID)
                upsert.bind(3, StoredPhase.code(after))
                upsert.bind(4, StoredPhase.step(after))
                upsert.bind(5, after.stability)
                upsert.bind(6, after.difficulty)
                upsert.bind(7, seconds(after.due))
                upsert.bind(8, seconds(after.lastReview))
                upsert.bind(9, after.reviewCount)
                upsert.bind(10, lapses[card])
                keys[card] = try upsert.run() ?? 0
            } else {
                insertNew.bind(1, deck)
                insertNew.bind(2, answer.cardID)
                insertNew.bind(3, seconds(answer.time))
                try insertNew.run()
                select.bind(1, deck)
                select.bind(2, answer.cardID)
                keys[card] = try select.run() ?? 0
            }
        }
        return keys
    }

    /// The review rows, in the answers' order.
    private static func insertReviewRows(_ answers: [ReviewAnswer], cardOf: [Int], cardKeys: [Int64], deckOf: [Int64],
                                         _ db: Database) throws {
        let insert = try RawStatement(db, sql: """
            INSERT INTO review (cardKey, deckKey, time, rating, milliseconds, mode, phaseBefore, stability, difficulty)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (i, answer) in answers.enumerated() {
            insert.bind(1, cardKeys[cardOf[i]])
            insert.bind(2, deckOf[i])
            insert.bind(3, seconds(answer.time))
            insert.bind(4, answer.rating.rawValue)
            insert.bind(5, answer.milliseconds)
            insert.bind(6, answer.mode.rawValue)
            insert.bind(7, StoredPhase.code(answer.before))
            insert.bind(8, answer.after?.stability)
            insert.bind(9, answer.after?.difficulty)
            try insert.run()
        }
    }
}

import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// Many answers in one transaction (an import's history): all or none are kept, and
    /// the tables end up as if each had been recorded in turn. Written in bulk, since an
    /// Anki history has hundreds of thousands of answers: each card's row once (with the
    /// schedule of its last Review answer and all its lapses), each bucket's sums once, and
    /// the review rows 64 to a prepared statement.
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
    ///
    /// `beforeCommit` runs last inside the transaction: if it throws, nothing is kept (an
    /// import's decks, written meanwhile on another thread, must be there first).
    public func record(batches: some Sequence<[ReviewAnswer]>, beforeCommit: () throws -> Void = {}) throws(ProgressError) {
        try record(batches: batches, bucketLimit: BucketSums.limit, beforeCommit: beforeCommit)
    }

    /// `bucketLimit`: how many buckets' sums are held before they are written (tests make it small).
    /// `smallWrite`: up to how many answers are written with the bucket triggers in place (tests force either way).
    func record(batches: some Sequence<[ReviewAnswer]>, bucketLimit: Int, smallWrite: Int = smallWriteLimit,
                beforeCommit: () throws -> Void = {}) throws(ProgressError) {
        var preparer = AnswerPreparer(bucketLimit: bucketLimit)
        var batches = batches.makeIterator()
        var finished = false
        try record(next: {
            if let answers = batches.next() { return preparer.prepare(answers) }
            if finished { return nil }
            finished = true
            return preparer.finish()
        }, smallWrite: smallWrite, beforeCommit: beforeCommit)
    }

    /// `record(batches:)` for batches prepared elsewhere (an `AnswerPreparer`'s, the last
    /// its `finish()`), so the thread that writes them only writes.
    public func record(prepared: some Sequence<PreparedAnswers>, beforeCommit: () throws -> Void = {}) throws(ProgressError) {
        try record(prepared: prepared, cacheKiB: Self.bulkCacheKiB, beforeCommit: beforeCommit)
    }

    /// `cacheKiB`: SQLite's page cache for the transaction (an import that writes beside
    /// its reading keeps it small: the reading is the import's peak).
    public func record(prepared: some Sequence<PreparedAnswers>, cacheKiB: Int, beforeCommit: () throws -> Void = {}) throws(ProgressError) {
        try record(prepared: prepared, cacheKiB: cacheKiB, smallWrite: Self.smallWriteLimit, beforeCommit: beforeCommit)
    }

    func record(prepared: some Sequence<PreparedAnswers>, cacheKiB: Int = bulkCacheKiB, smallWrite: Int,
                beforeCommit: () throws -> Void = {}) throws(ProgressError) {
        var batches = prepared.makeIterator()
        try record(next: { batches.next() }, cacheKiB: cacheKiB, smallWrite: smallWrite, beforeCommit: beforeCommit)
    }

    /// What a sync merges, in one transaction (one commit, and all or none of it kept): the
    /// answers (`record(prepared:)`), then the cards' marks (`setMarks(all:at:)`), then the
    /// schedules set without an answer (`setStates`), each as those write it.
    public func recordMerge(prepared: some Sequence<PreparedAnswers>, marks: [CardMarkChange], at now: Date,
                            states: [(deckID: UUID, cardID: UUID, state: FSRSCardState?)]) throws(ProgressError) {
        var batches = prepared.makeIterator()
        try record(next: { batches.next() }, smallWrite: Self.smallWriteLimit, beforeCommit: {}) { db in
            try Self.writeMarks(marks, at: now, db)
            try Self.writeStates(states, db)
        }
    }

    /// Room for the pages of the indexes that rows still land all over (a card's due date):
    /// SQLite's default 2 MB would spill them to the log and read them back. Not more: an
    /// import's rows come in index order, and 64 MB measured no faster while it added 9 MB
    /// to the import's peak. (It only grows as needed.)
    static let bulkCacheKiB = 8192

    /// Up to this many answers (a sync's few) are written with the bucket triggers in place:
    /// dropping and making them again changes the schema (every statement is prepared
    /// again), work meant for an import's 200,000 answers, not a sync's hundred.
    static let smallWriteLimit = 2000

    /// `alsoWriting`: more of the same transaction, after the answers (in a transaction of its own when there are none).
    private func record(next: () -> PreparedAnswers?, cacheKiB: Int = bulkCacheKiB, smallWrite: Int = smallWriteLimit,
                        beforeCommit: () throws -> Void, alsoWriting: ((Database) throws -> Void)? = nil) throws(ProgressError) {
        var nextBatch: PreparedAnswers? {
            while let batch = next() {
                if !batch.isEmpty { return batch }
            }
            return nil
        }
        // The batches of a small write, all read first: only then is it known to be small.
        var held: [PreparedAnswers] = [], heldAnswers = 0, ended = false
        while heldAnswers <= smallWrite {
            guard let batch = nextBatch else { ended = true; break }
            held.append(batch)
            heldAnswers += batch.answers.count
        }
        guard !held.isEmpty else {
            if let alsoWriting {
                try write { db in
                    try alsoWriting(db)
                    try beforeCommit()
                }
                return
            }
            do { try beforeCommit() } catch { throw Self.problem(error, fileURL) }
            return
        }
        let small = ended
        try writeWithoutKeyChecks { db in
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -\(cacheKiB)")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            let triggers = small ? nil : try SetAsideSchema(SetAsideSchema.bucketTriggers, in: db)
            // With the triggers in place they add each deck's sums to all decks': written too, they would count twice.
            var writer = try BulkWriter(db, writesAllDecksSums: !small)
            for prepared in held { try writer.record(prepared) }
            while let prepared = nextBatch { try writer.record(prepared) }
            try triggers?.restore(in: db)
            try alsoWriting?(db)
            try beforeCommit()
        }
    }
}

/// One bulk write's statements (prepared once) and what it keeps between batches.
private struct BulkWriter {
    let db: Database
    var decks: [UUID: Int64] = [:]
    /// New cards' rows, one and `RowsSQL.rowsAtOnce` at a time (a card with a row already is
    /// left alone); `upsert` updates such a row, `select` finds it.
    let insertCard: RawStatement, insertCards: RawStatement, upsert: RawStatement, select: RawStatement
    /// The largest card key so far: new rows' keys run on from it.
    var largestKey: Int64
    static let cardRows = RowsSQL(
        head: "INSERT INTO card (deckKey, cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses) VALUES",
        columns: 10, tail: "ON CONFLICT (deckKey, cardId) DO NOTHING")
    /// One review row, and `RowsSQL.rowsAtOnce` of them.
    let insertReview: RawStatement, insertReviews: RawStatement
    static let reviewRows = RowsSQL(
        head: "INSERT INTO review (cardKey, deckKey, time, rating, milliseconds, mode, phaseBefore, stability, difficulty) VALUES",
        columns: 9, tail: "")

    /// False while the bucket triggers are in place: they add all decks' sums themselves.
    let writesAllDecksSums: Bool

    init(_ db: Database, writesAllDecksSums: Bool) throws {
        self.db = db
        self.writesAllDecksSums = writesAllDecksSums
        insertCard = try RawStatement(db, sql: Self.cardRows.sql())
        insertCards = try RawStatement(db, sql: Self.cardRows.sql(rows: RowsSQL.rowsAtOnce))
        upsert = try RawStatement(db, sql: Self.cardRows.head + " (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)" + """
             ON CONFLICT (deckKey, cardId) DO UPDATE SET
              phase = excluded.phase, step = excluded.step, stability = excluded.stability,
              difficulty = excluded.difficulty, due = excluded.due, lastReview = excluded.lastReview,
              reps = excluded.reps, lapses = card.lapses + excluded.lapses
            """)
        select = try RawStatement(db, sql: "SELECT key FROM card WHERE deckKey = ? AND cardId = ?")
        largestKey = try Int64.fetchOne(db, sql: "SELECT max(key) FROM card") ?? 0
        insertReview = try RawStatement(db, sql: Self.reviewRows.sql())
        insertReviews = try RawStatement(db, sql: Self.reviewRows.sql(rows: RowsSQL.rowsAtOnce))
    }

    /// One batch: its card rows and review rows, then the sums it brings.
    mutating func record(_ batch: PreparedAnswers) throws {
        let answers = batch.answers
        // Each answer's deck key; answers come grouped by deck, so the last one is reused.
        var deckOf = [Int64](repeating: 0, count: answers.count)
        var last: (id: UUID, key: Int64)?
        for (i, answer) in answers.enumerated() {
            if let last, last.id == answer.deckID { deckOf[i] = last.key; continue }
            let key = try deckKey(answer.deckID)
            last = (answer.deckID, key)
            deckOf[i] = key
        }
        if !answers.isEmpty {
            let cards = try writeCardRows(batch, deckOf: deckOf)
            try insertReviewRows(answers, cardOf: batch.cardOf, cardKeys: cards, deckOf: deckOf)
        }
        for (deck, sums) in batch.sums where deck != nil || writesAllDecksSums {
            let key = try deck.map { try deckKey($0) }
            try BucketSums.write(sums, deckKey: key, db)
        }
    }

    private mutating func deckKey(_ id: UUID) throws -> Int64 {
        if let key = decks[id] { return key }
        let key = try ProgressStore.deckKey(db, for: id)
        decks[id] = key
        return key
    }

    /// Each answered card's key (by its number in `cardOf`), its row written as the last
    /// answer would leave it. New rows go `RowsSQL.rowsAtOnce` to a statement (one at a time
    /// they cost twice SQLite's own work); a card that has a row already (from before, or
    /// from an earlier batch) is then found and updated on its own.
    private mutating func writeCardRows(_ batch: PreparedAnswers, deckOf: [Int64]) throws -> [Int64] {
        let answers = batch.answers, first = batch.firstAnswer, lastReview = batch.lastReview, lapses = batch.lapses
        let count = first.count
        func schedule(_ card: Int) -> FSRSCardState? {
            lastReview[card] >= 0 ? answers[lastReview[card]].after : nil
        }
        var keys = [Int64](repeating: 0, count: count)
        try Self.cardRows.insert(count: count, many: insertCards, one: insertCard) { statement, place, card in
            let answer = answers[first[card]]
            bind(statement, from: Int32(place * 10), deck: deckOf[first[card]], card: answer.cardID, time: answer.time,
                 schedule: schedule(card), lapses: lapses[card])
        } afterEach: { cards in
            // SQLite numbers a new row one past the largest key: when every row is new, the
            // keys run on from there (checked against the last one it gave).
            let inserted = Int64(db.changesCount)
            if inserted == Int64(cards.count), db.lastInsertedRowID == largestKey + inserted {
                for (offset, card) in cards.enumerated() { keys[card] = largestKey + 1 + Int64(offset) }
                largestKey += inserted
                return
            }
            let newAbove = largestKey
            largestKey = try Int64.fetchOne(db, sql: "SELECT max(key) FROM card") ?? 0
            for card in cards {
                let answer = answers[first[card]], deck = deckOf[first[card]]
                select.bind(1, deck)
                select.bind(2, answer.cardID)
                let key = try select.run() ?? 0
                keys[card] = key
                // A row from before this statement takes the card's last schedule and adds its lapses.
                if key <= newAbove, let after = schedule(card) {
                    bind(upsert, from: 0, deck: deck, card: answer.cardID, time: answer.time, schedule: after, lapses: lapses[card])
                    try upsert.run()
                }
            }
        }
        return keys
    }

    /// A card's row from `first + 1` on: its schedule, or (a card only answered in Quiz) a
    /// new card's row dated `time`.
    private func bind(_ statement: RawStatement, from first: Int32, deck: Int64, card: UUID, time: Date, schedule: FSRSCardState?, lapses: Int) {
        statement.bind(first + 1, deck)
        statement.bind(first + 2, card)
        guard let schedule else {
            statement.bind(first + 3, 0)
            for column in Int32(4)...6 { statement.bind(first + column, nil as Int?) }
            statement.bind(first + 7, ProgressStore.seconds(time))
            statement.bind(first + 8, nil as Int?)
            statement.bind(first + 9, 0)
            statement.bind(first + 10, 0)
            return
        }
        statement.bind(first + 3, StoredPhase.code(schedule))
        statement.bind(first + 4, StoredPhase.step(schedule))
        statement.bind(first + 5, schedule.stability)
        statement.bind(first + 6, schedule.difficulty)
        statement.bind(first + 7, ProgressStore.seconds(schedule.due))
        statement.bind(first + 8, ProgressStore.seconds(schedule.lastReview))
        statement.bind(first + 9, schedule.reviewCount)
        statement.bind(first + 10, lapses)
    }

    /// The review rows, in the answers' order.
    private func insertReviewRows(_ answers: [ReviewAnswer], cardOf: [Int], cardKeys: [Int64], deckOf: [Int64]) throws {
        try Self.reviewRows.insert(count: answers.count, many: insertReviews, one: insertReview) { statement, place, i in
            let answer = answers[i], first = Int32(place * 9)
            statement.bind(first + 1, cardKeys[cardOf[i]])
            statement.bind(first + 2, deckOf[i])
            statement.bind(first + 3, ProgressStore.seconds(answer.time))
            statement.bind(first + 4, answer.rating.rawValue)
            statement.bind(first + 5, answer.milliseconds)
            statement.bind(first + 6, answer.mode.rawValue)
            statement.bind(first + 7, StoredPhase.code(answer.before))
            statement.bind(first + 8, answer.after?.stability)
            statement.bind(first + 9, answer.after?.difficulty)
        }
    }
}

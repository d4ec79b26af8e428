import FlashzillaCore
import Foundation
import GRDB

/// The learner's review log and card schedules, in one SQLite file (`HOME/progress.sqlite`).
///
/// WAL mode (GRDB's `DatabasePool`): readers never block the writer, so the app and
/// `flashzilla due` can use it at once, and each answer is committed before the next card
/// is shown (a `kill -9` loses nothing). A busy timeout waits for another writer instead
/// of failing at once. A file that is not ours, damaged, or from a newer Flashzilla is
/// reported (`ProgressError`) and never written.
public final class ProgressStore: Sendable {
    public let fileURL: URL
    /// A pool (WAL) for the learner's file; a queue for one an import builds (`build(at:…)`).
    private let pool: any DatabaseWriter

    /// How long a write waits for another program's write to finish.
    public static let busyTimeout: TimeInterval = 5

    /// Opens (creating if missing) and upgrades the database at `fileURL`.
    public init(fileURL: URL, busyTimeout: TimeInterval = ProgressStore.busyTimeout) throws(ProgressError) {
        self.fileURL = fileURL
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "progress"
        do {
            try Self.requireFileOrNothing(at: fileURL)
            do {
                try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw ProgressError(.failed(Self.cannotOpen(fileURL)), fileURL: fileURL)
            }
            // Inspected read-only first: opening the pool would switch the file to WAL mode,
            // a write we must not make to a file that is not ours or is newer.
            if (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int) ?? 0 > 0 {
                let queue = try Self.openReadOnly(fileURL, busyTimeout: busyTimeout)
                defer { try? queue.close() }
                _ = try queue.read { db in try Self.inspect(db, fileURL) }
            }
            pool = try DatabasePool(path: fileURL.path, configuration: configuration)
            try ProgressSchema.migrator.migrate(pool)
        } catch {
            throw Self.problem(error, fileURL)
        }
    }

    /// The existing file at `fileURL` through one connection instead of a pool, for one
    /// command's pass that reads and writes a little (a sync): opening a pool writes to the
    /// file (GRDB makes the WAL file with a throwaway table, synced to disk) and closing
    /// the last connection then copies that back into the file and syncs it again. Other
    /// programs still read and write beside it (the file stays in WAL mode). A missing,
    /// empty or older file is opened as `init(fileURL:)` does (made, or brought up to date).
    public static func openOneConnection(_ fileURL: URL, busyTimeout: TimeInterval = ProgressStore.busyTimeout) throws(ProgressError) -> ProgressStore {
        do {
            try requireFileOrNothing(at: fileURL)
            if (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int) ?? 0 > 0 {
                var configuration = Configuration()
                configuration.busyMode = .timeout(busyTimeout)
                configuration.label = "progress"
                // Read through a mapping of the file, not a copy of each page (a sync looks at every card's row).
                configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
                // Opening a queue writes nothing: the file is inspected before anything is.
                let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
                if try queue.read({ db in try inspect(db, fileURL) }) { return ProgressStore(fileURL: fileURL, writer: queue) }
                try queue.close()
            }
            return try ProgressStore(fileURL: fileURL, busyTimeout: busyTimeout)
        } catch {
            throw problem(error, fileURL)
        }
    }

    /// A store over a database already opened and migrated.
    init(fileURL: URL, writer: any DatabaseWriter) {
        self.fileURL = fileURL
        pool = writer
    }

    /// Opens the existing file at `fileURL` for reading only, for a command that only
    /// reads (`due`, `stats`): it then works on a file, or in a folder, it may not write,
    /// and never changes the file (not even its journal mode). A file whose schema is older
    /// than this Flashzilla's is opened as `init(fileURL:)` does, which brings it up to date.
    public static func openForReading(_ fileURL: URL, busyTimeout: TimeInterval = ProgressStore.busyTimeout) throws(ProgressError) -> ProgressStore {
        do {
            try requireFileOrNothing(at: fileURL)
            let queue: DatabaseQueue, isComplete: Bool
            do {
                queue = try openReadOnly(fileURL, busyTimeout: busyTimeout)
                isComplete = try queue.read { db in try inspect(db, fileURL) }
            } catch let error as DatabaseError where [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
                        && access(fileURL.deletingLastPathComponent().path, W_OK) != 0 {
                // A file in WAL mode needs its index file (-shm) beside it, even to be read.
                throw ProgressError(.failed(cannotReadInFolder(fileURL)), fileURL: fileURL)
            }
            guard isComplete else {
                try? queue.close()
                return try ProgressStore(fileURL: fileURL, busyTimeout: busyTimeout)
            }
            return ProgressStore(fileURL: fileURL, writer: queue)
        } catch {
            throw problem(error, fileURL)
        }
    }

    /// SQLite's read-only connection. It still reads what a writer left in the `-wal`
    /// log beside the file.
    private static func openReadOnly(_ fileURL: URL, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "progress-read"
        return try DatabaseQueue(path: fileURL.path, configuration: configuration)
    }

    /// Refuses a database that is not ours or is newer than this Flashzilla. Returns
    /// whether its schema is complete (false: an older one, or none yet).
    private static func inspect(_ db: Database, _ fileURL: URL) throws -> Bool {
        let migrator = ProgressSchema.migrator
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        guard !tables.isEmpty else { return false }
        guard tables.contains("grdb_migrations") else {
            throw ProgressError(.corrupt("an SQLite database, but not Flashzilla's progress"), fileURL: fileURL)
        }
        if try migrator.hasBeenSuperseded(db) {
            let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
            throw ProgressError(.newerSchema(unknown.sorted()), fileURL: fileURL)
        }
        return try migrator.hasCompletedMigrations(db)
    }

    // MARK: Writing

    /// Logs an answer and, for Review, stores the card's new schedule, in one transaction.
    /// Returns the review row's id.
    @discardableResult
    public func record(_ answer: ReviewAnswer) throws(ProgressError) -> Int64 {
        try write { db in try Self.insert(answer, db) }
    }

    @discardableResult
    private static func insert(_ answer: ReviewAnswer, _ db: Database) throws -> Int64 {
        let deck = try deckKey(db, for: answer.deckID)
        let key = try cardKey(db, deck: deck, for: answer)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO review (cardKey, deckKey, time, rating, milliseconds, mode, phaseBefore, stability, difficulty)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try statement.execute(arguments: [key, deck, seconds(answer.time), answer.rating.rawValue, answer.milliseconds, answer.mode.rawValue,
                                          StoredPhase.code(answer.before), answer.after?.stability, answer.after?.difficulty])
        let id = db.lastInsertedRowID
        try add(AnswerBucket.contribution(of: answer), deck: deck, db)
        return id
    }

    /// Adds (or, negated, takes away) one answer's share of its bucket's sums.
    private static func add(_ bucket: AnswerBucket, deck: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: addToBucketSQL).execute(arguments: [
            deck, bucket.start / AnswerBucket.seconds, bucket.mode.rawValue, bucket.answers, bucket.milliseconds, bucket.again,
            bucket.introduced, bucket.youngReviews, bucket.youngPassed, bucket.matureReviews, bucket.maturePassed,
        ])
    }

    /// Adds a bucket's sums to its row, made if there is none: one answer's, or (the bulk
    /// import) many at once. The triggers add the same to every deck's sums.
    static let addToBucket = RowsSQL(
        head: """
            INSERT INTO review_bucket (deckKey, bucket, mode, answers, milliseconds, again, introduced, youngReviews, youngPassed,
                                       matureReviews, maturePassed) VALUES
            """,
        columns: 11,
        tail: """
            ON CONFLICT (deckKey, bucket, mode) DO UPDATE SET
              answers = answers + excluded.answers, milliseconds = milliseconds + excluded.milliseconds,
              again = again + excluded.again, introduced = introduced + excluded.introduced,
              youngReviews = youngReviews + excluded.youngReviews, youngPassed = youngPassed + excluded.youngPassed,
              matureReviews = matureReviews + excluded.matureReviews, maturePassed = maturePassed + excluded.maturePassed
            """)
    static let addToBucketSQL = addToBucket.sql()

    /// The deck's key, added on its first answer.
    static func deckKey(_ db: Database, for deckID: UUID) throws -> Int64 {
        if let key = try Int64.fetchOne(db.cachedStatement(sql: "SELECT key FROM deck WHERE deckId = ?"), arguments: [deckID]) { return key }
        try db.cachedStatement(sql: "INSERT INTO deck (deckId) VALUES (?)").execute(arguments: [deckID])
        return db.lastInsertedRowID
    }

    /// The card's row, its schedule updated when the answer changes it.
    private static func cardKey(_ db: Database, deck: Int64, for answer: ReviewAnswer) throws -> Int64 {
        if let after = answer.after, answer.mode == .review {
            let statement = try db.cachedStatement(sql: """
                INSERT INTO card (deckKey, cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (deckKey, cardId) DO UPDATE SET
                  phase = excluded.phase, step = excluded.step, stability = excluded.stability,
                  difficulty = excluded.difficulty, due = excluded.due, lastReview = excluded.lastReview,
                  reps = excluded.reps, lapses = card.lapses + excluded.lapses
                RETURNING key
                """)
            return try Int64.fetchOne(statement, arguments: [deck, answer.cardID] + stateArguments(after) + [answer.isLapse ? 1 : 0])!
        }
        try db.cachedStatement(sql: """
            INSERT INTO card (deckKey, cardId, phase, due, reps, lapses) VALUES (?, ?, 0, ?, 0, 0) ON CONFLICT (deckKey, cardId) DO NOTHING
            """).execute(arguments: [deck, answer.cardID, seconds(answer.time)])
        return try Int64.fetchOne(db.cachedStatement(sql: "SELECT key FROM card WHERE deckKey = ? AND cardId = ?"),
                                  arguments: [deck, answer.cardID])!
    }

    /// Takes back a card's latest Review answer: its row goes, and the card's schedule
    /// becomes `previous` (nil: the card is new again). False if it had none.
    @discardableResult
    public func undoLastReview(deckID: UUID, cardID: UUID, restoring previous: FSRSCardState?) throws(ProgressError) -> Bool {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT review.id, review.cardKey, review.phaseBefore, review.rating, review.deckKey, review.time,
                       review.milliseconds
                FROM review JOIN card ON card.key = review.cardKey JOIN deck ON deck.key = card.deckKey
                WHERE deck.deckId = ? AND card.cardId = ? AND review.mode = 0 ORDER BY review.time DESC, review.id DESC LIMIT 1
                """, arguments: [deckID, cardID])
            else { return false }
            let id: Int64 = row[0], key: Int64 = row[1]
            let wasLapse = (row[2] as Int) == StoredPhase.review && (row[3] as Int) == FSRSRating.again.rawValue
            try db.execute(sql: "DELETE FROM review WHERE id = ?", arguments: [id])
            // `previous` is the schedule the answer was given on: the same young or mature as when it was added.
            let share = AnswerBucket.contribution(time: row[5], mode: .review, rating: row[3], milliseconds: row[6], phaseBefore: row[2],
                                                  isMature: AnswerBucket.isMature(previous))
            try Self.add(share.negated, deck: row[4], db)
            let state: StatementArguments = previous.map(Self.stateArguments)
                ?? [StoredPhase.new, nil, nil, nil, 0, nil, 0]
            try db.execute(sql: """
                UPDATE card SET phase = ?, step = ?, stability = ?, difficulty = ?, due = ?, lastReview = ?, reps = ?,
                  lapses = MAX(0, lapses - ?)
                WHERE key = ?
                """, arguments: state + [wasLapse ? 1 : 0, key])
            return true
        }
    }

    /// Takes back a card's latest Quiz answer (its log row and its share of the sums).
    /// Quiz never set a schedule, so there is none to restore. False if it had none.
    @discardableResult
    public func undoLastQuizAnswer(deckID: UUID, cardID: UUID) throws(ProgressError) -> Bool {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT review.id, review.deckKey, review.time, review.rating, review.milliseconds, review.phaseBefore
                FROM review JOIN card ON card.key = review.cardKey JOIN deck ON deck.key = card.deckKey
                WHERE deck.deckId = ? AND card.cardId = ? AND review.mode = ? ORDER BY review.time DESC, review.id DESC LIMIT 1
                """, arguments: [deckID, cardID, ReviewAnswer.Mode.quiz.rawValue])
            else { return false }
            try db.execute(sql: "DELETE FROM review WHERE id = ?", arguments: [row[0] as Int64])
            // A Quiz answer counts in no retention sum, so young or mature does not matter.
            let share = AnswerBucket.contribution(time: row[2], mode: .quiz, rating: row[3], milliseconds: row[4], phaseBefore: row[5],
                                                  isMature: false)
            try Self.add(share.negated, deck: row[1], db)
            return true
        }
    }

    // MARK: Reading

    /// A card's lapses (Again on a card in review), as Anki counts them.
    public func lapses(deckID: UUID, cardID: UUID) throws(ProgressError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT lapses FROM card WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND cardId = ?", arguments: [deckID, cardID]) ?? 0 }
    }

    /// Every deck's counts at `now`, the day having begun at `dayStart`: two passes over an
    /// index of the card table, and today's reviews through the index by time. `only`: just
    /// these decks' (a parent's Review needs ten of fifty, and the per-deck steps are most of it).
    public func dueCounts(now: Date, dayStart: Date, only: Set<UUID>? = nil) throws(ProgressError) -> [UUID: DueCounts] {
        try read { db in
            var result: [UUID: DueCounts] = [:]
            let decks = try Row.fetchAll(db, sql: "SELECT key, deckId FROM deck")
            var ids: [Int64: UUID] = [:]
            for row in decks {
                let id: UUID = row[1]
                if only?.contains(id) ?? true { ids[row[0]] = id }
            }
            // Started cards: one walk of the card index, counting only (SQLite evaluates an
            // expression per row slowly). Then, per deck and phase, the index answers how many
            // are due now (a range of only the due ones) and the earliest due (its first entry).
            // A few decks (a parent's): only their ranges of the index, not all of it.
            let onlyKeys = only == nil ? "" : "AND deckKey IN (\(ids.keys.sorted().map(String.init).joined(separator: ", ")))"
            let started = try Row.fetchCursor(db, sql: "SELECT deckKey, COUNT(*) FROM card WHERE phase <> 0 \(onlyKeys) GROUP BY deckKey")
            var startedKeys: [Int64] = []
            while let row = try started.next() {
                guard let deck = ids[row[0]] else { continue }
                var counts = DueCounts()
                counts.started = row[1]
                result[deck] = counts
                startedKeys.append(row[0])
            }
            // Suspended cards and those buried until later are neither due nor next. The due
            // ones are counted from the index alone, less the set-aside ones among them (few:
            // through the index of marked cards), so no due card's row is looked up.
            let dueNow = try db.cachedStatement(sql: "SELECT COUNT(*) FROM card WHERE deckKey = ? AND phase = ? AND due <= ?")
            let dueSetAside = try db.cachedStatement(sql: """
                SELECT COUNT(*) FROM card INDEXED BY card_marked
                WHERE deckKey = ? AND (suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0) AND phase = ? AND due <= ?
                  AND NOT (\(Self.notSetAside))
                """)
            // The first unmarked card in due order (the index's), and a buried card's return.
            let earliest = try db.cachedStatement(sql: """
                SELECT MIN(first) FROM (
                  SELECT * FROM (SELECT due AS first FROM card WHERE deckKey = ?1 AND phase = ?2 AND suspended = 0 AND buriedUntil IS NULL
                                 ORDER BY due LIMIT 1)
                  UNION ALL
                  SELECT MAX(due, buriedUntil) FROM card INDEXED BY card_marked
                  WHERE deckKey = ?1 AND phase = ?2 AND buriedUntil IS NOT NULL AND suspended = 0)
                """)
            // Learning cards count from Anki's learn-ahead before they are due, as its deck list
            // does, but not across the next day's start: a card learnt over days (due when a day
            // begins) is not due before its day, however close (Anki's day-learning queue).
            let nextDayStart = dayStart.addingTimeInterval(24 * 60 * 60)
            let nowSeconds = Self.seconds(now)
            let learnAheadSeconds = Self.seconds(min(now.addingTimeInterval(ReviewSession.learnAhead), nextDayStart.addingTimeInterval(-1)))
            for key in startedKeys {
                guard let deck = ids[key] else { continue }
                for phase in [StoredPhase.learning, StoredPhase.review, StoredPhase.relearning] {
                    let until = phase == StoredPhase.review ? nowSeconds : learnAheadSeconds
                    let count = (try Int.fetchOne(dueNow, arguments: [key, phase, until]) ?? 0)
                        - (try Int.fetchOne(dueSetAside, arguments: [key, phase, until, nowSeconds]) ?? 0)
                    if phase == StoredPhase.review { result[deck]?.review += count } else { result[deck]?.learning += count }
                    if let first = try Int64.fetchOne(earliest, arguments: [key, phase]) {
                        let date = Self.date(first)
                        if result[deck]?.nextDue.map({ date < $0 }) ?? true { result[deck]?.nextDue = date }
                    }
                }
            }
            // New cards set aside (few: through the index of marked cards).
            let setAside = try Row.fetchCursor(db, sql: """
                SELECT deckKey, COUNT(*) FROM card INDEXED BY card_marked
                WHERE (suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0) AND phase = 0 AND NOT (\(Self.notSetAside))
                GROUP BY deckKey
                """, arguments: [nowSeconds])
            while let row = try setAside.next() {
                guard let deck = ids[row[0]] else { continue }
                result[deck, default: DueCounts()].setAsideNew = row[1]
            }
            // Today's answers from the buckets' sums, one key range per deck.
            let today = try db.cachedStatement(sql: """
                SELECT SUM(introduced), SUM(youngReviews + matureReviews) FROM review_bucket WHERE deckKey = ? AND bucket >= ? AND mode = 0
                """)
            let firstBucket = AnswerBucket.index(of: Self.seconds(dayStart))
            for (key, deck) in ids {
                guard let row = try Row.fetchOne(today, arguments: [key, firstBucket]) else { continue }
                let introduced: Int = row[0] ?? 0, reviewed: Int = row[1] ?? 0
                guard introduced + reviewed > 0 else { continue }
                result[deck, default: DueCounts()].introducedToday = introduced
                result[deck, default: DueCounts()].reviewedToday = reviewed
            }
            // Custom study's raises of today (few rows).
            let raised = try Row.fetchCursor(db, sql: "SELECT deckKey, extraNew, extraReview FROM limit_extension WHERE dayStart = ?",
                                             arguments: [Self.seconds(dayStart)])
            while let row = try raised.next() {
                guard let deck = ids[row[0]] else { continue }
                result[deck, default: DueCounts()].extended = ReviewCounts(new: row[1], due: row[2])
            }
            return result
        }
    }

    /// A card's answers, oldest first.
    public func reviews(deckID: UUID, cardID: UUID) throws(ProgressError) -> [ReviewLogEntry] {
        try read { db in try Self.reviews(deckID: deckID, cardID: cardID, in: db) }
    }

    static func reviews(deckID: UUID, cardID: UUID, in db: Database) throws -> [ReviewLogEntry] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT review.id, review.time, review.rating, review.milliseconds, review.mode, review.phaseBefore,
                   review.stability, review.difficulty
            FROM review JOIN card ON card.key = review.cardKey JOIN deck ON deck.key = card.deckKey
            WHERE deck.deckId = ? AND card.cardId = ? ORDER BY review.time, review.id
            """), arguments: [deckID, cardID])
        return rows.map { row in
            ReviewLogEntry(id: row[0], time: Self.date(row[1]), rating: FSRSRating(rawValue: row[2]) ?? .again, milliseconds: row[3],
                           mode: ReviewAnswer.Mode(rawValue: row[4]) ?? .review, phaseBefore: row[5], stability: row[6], difficulty: row[7])
        }
    }

    /// Calls `body` with every card's Review answers (oldest first), for recomputing
    /// schedules from the history. Streams: the log is never held in memory at once.
    public func forEachReviewHistory(_ body: (_ deckID: UUID, _ cardID: UUID, _ reviews: [FSRSReview]) throws -> Void) throws(ProgressError) {
        try read { db in
            // The ids once per card (a UUID is costly to read a million times), then the log
            // by card key, in the order of the index on (cardKey, time).
            var ids: [Int64: (UUID, UUID)] = [:]
            let cards = try Row.fetchCursor(db, sql: "SELECT card.key, deck.deckId, card.cardId FROM card JOIN deck ON deck.key = card.deckKey")
            while let row = try cards.next() { ids[row[0]] = (row[1], row[2]) }
            let rows = try Row.fetchCursor(db, sql: "SELECT cardKey, time, rating FROM review WHERE mode = 0 ORDER BY cardKey, time, id")
            var current: Int64?
            var reviews: [FSRSReview] = []
            func flush() throws {
                guard let key = current, let (deck, card) = ids[key] else { return }
                try body(deck, card, reviews)
                reviews.removeAll(keepingCapacity: true)
            }
            while let row = try rows.next() {
                let key: Int64 = row[0]
                if key != current { try flush(); current = key }
                reviews.append(FSRSReview(time: Self.date(row[1]), rating: FSRSRating(rawValue: row[2]) ?? .again))
            }
            try flush()
        }
    }

    /// How many answers the log holds.
    public func reviewCount() throws(ProgressError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM review") ?? 0 }
    }

    // MARK: Plumbing

    func read<T>(_ body: (Database) throws -> T) throws(ProgressError) -> T {
        do { return try pool.read(body) } catch { throw Self.problem(error, fileURL) }
    }

    func write<T>(_ body: (Database) throws -> T) throws(ProgressError) -> T {
        do { return try pool.write(body) } catch { throw Self.problem(error, fileURL) }
    }

    /// `write`, with SQLite's foreign-key checks off for its transaction: for a bulk write
    /// whose every key comes from a row it has just read or written itself, where the checks
    /// (a lookup of the deck and of the card for each of hundreds of thousands of rows)
    /// cannot fail and cost a tenth of the time. The pragma only works outside a transaction.
    func writeWithoutKeyChecks<T>(_ body: (Database) throws -> T) throws(ProgressError) -> T {
        do {
            return try pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF")
                defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
                var result: T?
                try db.inTransaction {
                    result = try body(db)
                    return .commit
                }
                return result!
            }
        } catch {
            throw Self.problem(error, fileURL)
        }
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }
    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    /// phase, step, stability, difficulty, due, lastReview, reps: the schedule's columns.
    private static func stateArguments(_ state: FSRSCardState) -> StatementArguments {
        [StoredPhase.code(state), StoredPhase.step(state), state.stability, state.difficulty, seconds(state.due),
         seconds(state.lastReview), state.reviewCount]
    }
}

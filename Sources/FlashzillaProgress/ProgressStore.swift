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
    private let pool: DatabasePool

    /// How long a write waits for another program's write to finish.
    public static let busyTimeout: TimeInterval = 5

    /// Opens (creating if missing) and upgrades the database at `fileURL`.
    public init(fileURL: URL, busyTimeout: TimeInterval = ProgressStore.busyTimeout) throws(ProgressError) {
        self.fileURL = fileURL
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "progress"
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Inspected read-only first: opening the pool would switch the file to WAL mode,
            // a write we must not make to a file that is not ours or is newer.
            try Self.inspect(fileURL)
            pool = try DatabasePool(path: fileURL.path, configuration: configuration)
            try ProgressSchema.migrator.migrate(pool)
        } catch {
            throw Self.problem(error, fileURL)
        }
    }

    /// Refuses a database that is not ours or is newer than this Flashzilla.
    private static func inspect(_ fileURL: URL) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? Int) ?? 0
        guard size > 0 else { return }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        defer { try? queue.close() }
        let migrator = ProgressSchema.migrator
        try queue.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            guard !tables.isEmpty else { return }
            guard tables.contains("grdb_migrations") else {
                throw ProgressError(.corrupt("an SQLite database, but not Flashzilla's progress"), fileURL: fileURL)
            }
            if try migrator.hasBeenSuperseded(db) {
                let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations)
                throw ProgressError(.newerSchema(unknown.sorted()), fileURL: fileURL)
            }
        }
    }

    // MARK: Writing

    /// Logs an answer and, for Review, stores the card's new schedule, in one transaction.
    /// Returns the review row's id (for `undo`).
    @discardableResult
    public func record(_ answer: RecordedAnswer) throws(ProgressError) -> Int64 {
        try write { db in
            let key = try Self.cardKey(db, for: answer)
            try db.execute(
                sql: """
                    INSERT INTO review (cardKey, time, rating, milliseconds, mode, phaseBefore, stability, difficulty)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [key, Self.seconds(answer.time), answer.rating, answer.milliseconds, answer.mode.rawValue,
                            answer.phaseBefore.rawValue, answer.after?.stability, answer.after?.difficulty])
            return db.lastInsertedRowID
        }
    }

    /// Many answers in one transaction (an import's history): all or none are kept.
    public func record(all answers: some Sequence<RecordedAnswer>) throws(ProgressError) {
        try write { db in
            let insert = try db.cachedStatement(sql: """
                INSERT INTO review (cardKey, time, rating, milliseconds, mode, phaseBefore, stability, difficulty)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for answer in answers {
                let key = try Self.cardKey(db, for: answer)
                try insert.execute(arguments: [key, Self.seconds(answer.time), answer.rating, answer.milliseconds, answer.mode.rawValue,
                                               answer.phaseBefore.rawValue, answer.after?.stability, answer.after?.difficulty])
            }
        }
    }

    /// The card's row, its schedule updated when the answer changes it.
    private static func cardKey(_ db: Database, for answer: RecordedAnswer) throws -> Int64 {
        if let after = answer.after {
            return try Int64.fetchOne(
                db,
                sql: """
                    INSERT INTO card (deckId, cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (deckId, cardId) DO UPDATE SET
                      phase = excluded.phase, step = excluded.step, stability = excluded.stability,
                      difficulty = excluded.difficulty, due = excluded.due, lastReview = excluded.lastReview,
                      reps = excluded.reps, lapses = excluded.lapses
                    RETURNING key
                    """,
                arguments: progressArguments(answer.deckID, answer.cardID, after))!
        }
        try db.execute(
            sql: "INSERT INTO card (deckId, cardId, phase, due, reps, lapses) VALUES (?, ?, 0, ?, 0, 0) ON CONFLICT (deckId, cardId) DO NOTHING",
            arguments: [answer.deckID, answer.cardID, seconds(answer.time)])
        return try Int64.fetchOne(db, sql: "SELECT key FROM card WHERE deckId = ? AND cardId = ?", arguments: [answer.deckID, answer.cardID])!
    }

    /// Takes back an answer: its review row goes, and the card's schedule becomes `previous`
    /// (nil: the card is new again).
    public func undo(reviewID: Int64, restoring previous: CardProgress?) throws(ProgressError) {
        try write { db in
            guard let key = try Int64.fetchOne(db, sql: "SELECT cardKey FROM review WHERE id = ?", arguments: [reviewID]) else { return }
            try db.execute(sql: "DELETE FROM review WHERE id = ?", arguments: [reviewID])
            let state = previous ?? CardProgress(phase: .new, due: Date(timeIntervalSince1970: 0))
            try db.execute(
                sql: """
                    UPDATE card SET phase = ?, step = ?, stability = ?, difficulty = ?, due = ?, lastReview = ?, reps = ?, lapses = ?
                    WHERE key = ?
                    """,
                arguments: Self.stateArguments(state) + [key])
        }
    }

    // MARK: Reading

    /// Every started card of a deck (phase other than new), by card id.
    public func progress(deckID: UUID) throws(ProgressError) -> [UUID: CardProgress] {
        try read { db in
            var result: [UUID: CardProgress] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses
                FROM card WHERE deckId = ? AND phase <> 0
                """, arguments: [deckID])
            while let row = try rows.next() {
                result[row[0]] = Self.progress(from: row, startingAt: 1)
            }
            return result
        }
    }

    /// Every deck's counts at `now`, the day having begun at `dayStart`: two passes over an
    /// index of the card table, and today's reviews through the index by time.
    public func dueCounts(now: Date, dayStart: Date) throws(ProgressError) -> [UUID: DueCounts] {
        try read { db in
            var result: [UUID: DueCounts] = [:]
            let nowSeconds = Self.seconds(now)
            // Plain counts per group: SQLite evaluates an expression per row slowly, so the
            // card index is walked twice with none (started cards, then those due now).
            let started = try Row.fetchCursor(db, sql: "SELECT deckId, COUNT(*), MIN(due) FROM card WHERE phase <> 0 GROUP BY deckId")
            while let row = try started.next() {
                var counts = DueCounts()
                counts.started = row[1]
                counts.nextDue = (row[2] as Int64?).map { Date(timeIntervalSince1970: TimeInterval($0)) }
                result[row[0]] = counts
            }
            let due = try Row.fetchCursor(db, sql: "SELECT deckId, phase, COUNT(*) FROM card WHERE phase <> 0 AND due <= ? GROUP BY deckId, phase",
                                          arguments: [nowSeconds])
            while let row = try due.next() {
                let deck: UUID = row[0], count: Int = row[2]
                if CardProgress.Phase(rawValue: row[1]) == .review {
                    result[deck, default: DueCounts()].review += count
                } else {
                    result[deck, default: DueCounts()].learning += count
                }
            }
            let today = try Row.fetchCursor(db, sql: """
                SELECT card.deckId, SUM(review.phaseBefore = 0), SUM(review.phaseBefore = 2)
                FROM review JOIN card ON card.key = review.cardKey
                WHERE review.time >= ? AND review.mode = 0 GROUP BY card.deckId
                """, arguments: [Self.seconds(dayStart)])
            while let row = try today.next() {
                let deck: UUID = row[0]
                result[deck, default: DueCounts()].introducedToday = row[1] ?? 0
                result[deck, default: DueCounts()].reviewedToday = row[2] ?? 0
            }
            return result
        }
    }

    /// A card's answers, oldest first.
    public func reviews(deckID: UUID, cardID: UUID) throws(ProgressError) -> [ReviewLogEntry] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT review.id, review.time, review.rating, review.milliseconds, review.mode, review.phaseBefore,
                       review.stability, review.difficulty
                FROM review JOIN card ON card.key = review.cardKey
                WHERE card.deckId = ? AND card.cardId = ? ORDER BY review.time, review.id
                """, arguments: [deckID, cardID])
            return rows.map { row in
                let after: CardProgress? = (row[6] as Double?).map { stability in
                    // The log keeps what changed; the full state lives in the card table.
                    CardProgress(phase: .review, stability: stability, difficulty: row[7], due: Date(timeIntervalSince1970: 0))
                }
                return ReviewLogEntry(id: row[0], answer: RecordedAnswer(
                    deckID: deckID, cardID: cardID, time: Date(timeIntervalSince1970: TimeInterval(row[1] as Int64)),
                    rating: row[2], milliseconds: row[3], mode: RecordedAnswer.Mode(rawValue: row[4]) ?? .review,
                    phaseBefore: CardProgress.Phase(rawValue: row[5]) ?? .new, after: after))
            }
        }
    }

    /// Calls `body` with every Review answer in the log, grouped by card (each card's
    /// answers oldest first), for recomputing schedules from the history. Streams: the
    /// log is never held in memory at once.
    public func forEachReviewHistory(_ body: (_ deckID: UUID, _ cardID: UUID, _ times: [Date], _ ratings: [Int]) throws -> Void) throws(ProgressError) {
        try read { db in
            // The ids once per card (a UUID is costly to read a million times), then the log
            // by card key, in the order of the index on (cardKey, time).
            var ids: [Int64: (UUID, UUID)] = [:]
            let cards = try Row.fetchCursor(db, sql: "SELECT key, deckId, cardId FROM card")
            while let row = try cards.next() { ids[row[0]] = (row[1], row[2]) }
            let rows = try Row.fetchCursor(db, sql: "SELECT cardKey, time, rating FROM review WHERE mode = 0 ORDER BY cardKey, time, id")
            var current: Int64?
            var times: [Date] = [], ratings: [Int] = []
            func flush() throws {
                guard let key = current, let (deck, card) = ids[key] else { return }
                try body(deck, card, times, ratings)
                times.removeAll(keepingCapacity: true)
                ratings.removeAll(keepingCapacity: true)
            }
            while let row = try rows.next() {
                let key: Int64 = row[0]
                if key != current { try flush(); current = key }
                times.append(Date(timeIntervalSince1970: TimeInterval(row[1] as Int64)))
                ratings.append(row[2])
            }
            try flush()
        }
    }

    /// How many answers the log holds.
    public func reviewCount() throws(ProgressError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM review") ?? 0 }
    }

    // MARK: Plumbing

    private func read<T>(_ body: (Database) throws -> T) throws(ProgressError) -> T {
        do { return try pool.read(body) } catch { throw Self.problem(error, fileURL) }
    }

    private func write<T>(_ body: (Database) throws -> T) throws(ProgressError) -> T {
        do { return try pool.write(body) } catch { throw Self.problem(error, fileURL) }
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    private static func progressArguments(_ deck: UUID, _ card: UUID, _ state: CardProgress) -> StatementArguments {
        [deck, card] + stateArguments(state)
    }

    private static func stateArguments(_ state: CardProgress) -> StatementArguments {
        [state.phase.rawValue, state.step, state.stability, state.difficulty, seconds(state.due),
         state.lastReview.map(seconds), state.reps, state.lapses]
    }

    private static func progress(from row: Row, startingAt i: Int) -> CardProgress {
        CardProgress(phase: CardProgress.Phase(rawValue: row[i]) ?? .new, step: row[i + 1], stability: row[i + 2],
                     difficulty: row[i + 3], due: Date(timeIntervalSince1970: TimeInterval(row[i + 4] as Int64)),
                     lastReview: (row[i + 5] as Int64?).map { Date(timeIntervalSince1970: TimeInterval($0)) },
                     reps: row[i + 6], lapses: row[i + 7])
    }

    static func problem(_ error: any Error, _ fileURL: URL) -> ProgressError {
        if let error = error as? ProgressError { return error }
        guard let error = error as? DatabaseError else { return ProgressError(.failed("\(error)"), fileURL: fileURL) }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return ProgressError(.corrupt(error.message ?? "\(error.resultCode)"), fileURL: fileURL)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return ProgressError(.locked, fileURL: fileURL)
        default: return ProgressError(.failed(error.message ?? "\(error)"), fileURL: fileURL)
        }
    }
}

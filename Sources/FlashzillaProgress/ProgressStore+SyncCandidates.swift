import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

/// What a sync asks of the progress file to read only the cards that may have changed
/// since the last one, instead of every card's row and answers.
extension ProgressStore {
    /// The review log's last row id (0 when it is empty): answers recorded later have
    /// higher ones (unless an undo let the last id go; their times tell those).
    public func lastReviewID() throws(ProgressError) -> Int64 {
        try read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM review") ?? 0 }
    }

    /// How many answers have a row id above `reviewID` (recorded since it was the last).
    public func reviewCount(after reviewID: Int64) throws(ProgressError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM review WHERE id > ?", arguments: [reviewID]) ?? 0 }
    }

    /// By deck id, the cards answered at or after `time` or with an answer recorded after
    /// `reviewID` (an import's, of any time): those that may have answers a sync that read
    /// the file then has not sent.
    public func cardsAnswered(since time: Date, orAfterReview reviewID: Int64) throws(ProgressError) -> [UUID: Set<UUID>] {
        // Two reads, not one with OR: that looked each of the deck's cards up in the list of
        // answered ones; the later answers' cards are found by their keys instead.
        var cards = try cards(where: "card.lastReview >= ?", arguments: [Int64(time.timeIntervalSince1970.rounded(.down))])
        cards.merge(try self.cards(where: "card.key IN (SELECT cardKey FROM review WHERE id > ?)", arguments: [reviewID])) { $0.union($1) }
        return cards
    }

    /// By deck id, the cards marked (suspended, buried, flagged or a leech) as their rows say.
    public func markedCards() throws(ProgressError) -> [UUID: Set<UUID>] {
        try cards(where: "suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0", arguments: [])
    }

    private func cards(where condition: String, arguments: StatementArguments) throws(ProgressError) -> [UUID: Set<UUID>] {
        try read { db in
            var result: [UUID: Set<UUID>] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT deck.deckId, card.cardId FROM card JOIN deck ON deck.key = card.deckKey WHERE \(condition)",
                                           arguments: arguments)
            while let row = try rows.next() {
                guard let deck: UUID = row[0], let card: UUID = row[1] else { continue }
                result[deck, default: []].insert(card)
            }
            return result
        }
    }

    /// One card's row: its state (nil while it is new) and marks at `now`; nil when it has none.
    public func stateAndMarks(deckID: UUID, cardID: UUID, now: Date) throws(ProgressError) -> (state: FSRSCardState?, marks: CardMarks)? {
        try read { db in try Self.stateAndMarks(deckID: deckID, cardID: cardID, now: now, in: db) }
    }

    /// `stateAndMarks` and `reviews` of each of `cards` (by deck id), in one read: a sync asks
    /// for every card answered since the last, and a read apiece cost more than its queries.
    /// A card without a row is left out; `withReviews` false: no answers read (left empty).
    public func rowsAndReviews(of cards: [UUID: Set<UUID>], now: Date, withReviews: Bool = true) throws(ProgressError)
        -> [UUID: [UUID: (state: FSRSCardState?, marks: CardMarks, reviews: [ReviewLogEntry])]] {
        try read { db in
            var result: [UUID: [UUID: (state: FSRSCardState?, marks: CardMarks, reviews: [ReviewLogEntry])]] = [:]
            for (deck, ids) in cards where !ids.isEmpty {
                guard let deckKey = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deck]) else { continue }
                // A deck's cards a few hundred at a time: their rows in one read, their answers in another.
                let all = Array(ids)
                for start in stride(from: 0, to: all.count, by: 500) {
                    let part = all[start..<min(start + 500, all.count)]
                    var rows: [Int64: (id: UUID, state: FSRSCardState?, marks: CardMarks)] = [:]
                    let select = try db.makeStatement(sql: """
                        SELECT cardId, phase, step, stability, difficulty, due, lastReview, reps, suspended, buriedUntil, flag, leech, key FROM card
                        WHERE deckKey = ? AND cardId IN (\(Array(repeating: "?", count: part.count).joined(separator: ",")))
                        """)
                    select.arguments = StatementArguments([deckKey as any DatabaseValueConvertible] + part.map { $0 as any DatabaseValueConvertible })
                    try select.forEachRawRow(in: db) { raw in
                        guard sqlite3_column_bytes(raw, 0) == 16, let blob = sqlite3_column_blob(raw, 0) else { return }
                        let row = Self.stateAndMarks(raw, now: now)
                        rows[sqlite3_column_int64(raw, 12)] = (UUID(uuid: blob.loadUnaligned(as: uuid_t.self)), row.state, row.marks)
                    }
                    var reviews: [Int64: [ReviewLogEntry]] = [:]
                    if withReviews, !rows.isEmpty {
                        let answers = try db.makeStatement(sql: """
                            SELECT cardKey, id, time, rating, milliseconds, mode, phaseBefore, stability, difficulty FROM review
                            WHERE cardKey IN (\(rows.keys.map(String.init).joined(separator: ","))) ORDER BY cardKey, time, id
                            """)
                        try answers.forEachRawRow(in: db) { raw in
                            reviews[sqlite3_column_int64(raw, 0), default: []].append(Self.reviewLogEntry(raw, from: 1))
                        }
                    }
                    for (key, row) in rows { result[deck, default: [:]][row.id] = (row.state, row.marks, reviews[key] ?? []) }
                }
            }
            return result
        }
    }

    static func stateAndMarks(deckID: UUID, cardID: UUID, now: Date, in db: Database) throws -> (state: FSRSCardState?, marks: CardMarks)? {
        // Prepared once a connection, not once a card: a sync asks for each card answered
        // since the last. The schedule and the marks in one read.
        let statement = try db.cachedStatement(sql: """
            SELECT cardId, phase, step, stability, difficulty, due, lastReview, reps, suspended, buriedUntil, flag, leech FROM card
            WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND cardId = ?
            """)
        statement.arguments = [deckID, cardID]
        var found: (state: FSRSCardState?, marks: CardMarks)?
        try statement.forEachRawRow(in: db) { raw in found = Self.stateAndMarks(raw, now: now) }
        return found
    }

    /// A card's schedule (nil while new) and marks at `now`, from a row of cardId, phase,
    /// step, stability, difficulty, due, lastReview, reps, suspended, buriedUntil, flag, leech.
    private static func stateAndMarks(_ raw: OpaquePointer, now: Date) -> (state: FSRSCardState?, marks: CardMarks) {
        let state = sqlite3_column_int64(raw, 1) != 0 ? Self.cardRow(raw, from: 0)?.state : nil
        let buried = sqlite3_column_type(raw, 9) == SQLITE_NULL ? nil : Self.date(sqlite3_column_int64(raw, 9))
        let marks = CardMarks(isSuspended: sqlite3_column_int64(raw, 8) != 0, buriedUntil: buried.flatMap { $0 > now ? $0 : nil },
                              flag: CardFlag(rawValue: Int(sqlite3_column_int64(raw, 10))), isLeech: sqlite3_column_int64(raw, 11) != 0)
        return (state, marks)
    }
}

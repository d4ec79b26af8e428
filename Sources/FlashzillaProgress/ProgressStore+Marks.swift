import FlashzillaCore
import Foundation
import GRDB

/// Suspended, buried, flagged and leech cards (`card` columns of migration v3).
extension ProgressStore {
    /// A card in Review's counts and queue at `now`: neither suspended nor buried until later.
    static let notSetAside = "suspended = 0 AND (buriedUntil IS NULL OR buriedUntil <= ?)"

    /// Keeps a card's marks, making its row (a new card's) if it has none.
    public func setMarks(_ change: CardMarkChange, at now: Date) throws(ProgressError) {
        try setMarks(all: [change], at: now)
    }

    /// The marks of every marked card of a deck, and the lapses of every card that has any.
    /// A bury that has ended is no mark (the card is back).
    public func marks(deckID: UUID, now: Date, nextDayStart: Date? = nil) throws(ProgressError) -> DeckMarks {
        try read { db in
            var result = DeckMarks(nextDayStart: nextDayStart)
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return result }
            let rows = try Row.fetchCursor(db, sql: """
                SELECT cardId, suspended, buriedUntil, flag, leech FROM card
                WHERE deckKey = ? AND (suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0)
                """, arguments: [deck])
            while let row = try rows.next() {
                let marks = Self.marks(row, from: 1, now: now)
                if !marks.isEmpty { result.marks[row[0]] = marks }
            }
            let lapsed = try Row.fetchCursor(db, sql: "SELECT cardId, lapses FROM card WHERE deckKey = ? AND lapses > 0", arguments: [deck])
            while let row = try lapsed.next() { result.lapses[row[0]] = row[1] }
            return result
        }
    }

    /// The marks of every card of a deck that has a row (answered, or marked once), marked
    /// now or not: what sync compares with Anki's rows (a mark taken off is a change too).
    public func marksOfEveryRow(deckID: UUID, now: Date) throws(ProgressError) -> [UUID: CardMarks] {
        try read { db in
            var result: [UUID: CardMarks] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT cardId, suspended, buriedUntil, flag, leech FROM card WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?)
                """, arguments: [deckID])
            while let row = try rows.next() { result[row[0]] = Self.marks(row, from: 1, now: now) }
            return result
        }
    }

    /// One card's marks at `now` (none: empty).
    public func marks(deckID: UUID, cardID: UUID, now: Date) throws(ProgressError) -> CardMarks {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT cardId, suspended, buriedUntil, flag, leech FROM card
                WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND cardId = ?
                """, arguments: [deckID, cardID]) else { return CardMarks() }
            return Self.marks(row, from: 1, now: now)
        }
    }

    /// suspended, buriedUntil, flag, leech from column `first` on; a bury already over is dropped.
    static func marks(_ row: Row, from first: Int, now: Date) -> CardMarks {
        let buried: Int64? = row[first + 1]
        let until = buried.map(date).flatMap { $0 > now ? $0 : nil }
        return CardMarks(isSuspended: (row[first] as Int) != 0, buriedUntil: until,
                         flag: CardFlag(rawValue: row[first + 2]), isLeech: (row[first + 3] as Int) != 0)
    }
}

/// How many of a deck's cards are suspended, buried (until after now), flagged and leeches.
public struct MarkCounts: Equatable, Sendable {
    public var suspended = 0, buried = 0, flagged = 0, leeches = 0

    public init(suspended: Int = 0, buried: Int = 0, flagged: Int = 0, leeches: Int = 0) {
        self.suspended = suspended
        self.buried = buried
        self.flagged = flagged
        self.leeches = leeches
    }
}

extension ProgressStore {
    /// Every deck's marked cards counted at `now` (through the index of marked cards).
    public func markCounts(now: Date) throws(ProgressError) -> [UUID: MarkCounts] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT deck.deckId, SUM(suspended <> 0), SUM(IFNULL(buriedUntil > ?, 0)), SUM(flag <> 0), SUM(leech <> 0)
                FROM card INDEXED BY card_marked JOIN deck ON deck.key = card.deckKey
                WHERE (suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0) GROUP BY card.deckKey
                """, arguments: [Self.seconds(now)])
            var result: [UUID: MarkCounts] = [:]
            for row in rows { result[row[0]] = MarkCounts(suspended: row[1], buried: row[2], flagged: row[3], leeches: row[4]) }
            return result
        }
    }
}

extension ProgressStore {
    /// Keeps several cards' marks in one transaction (an import's).
    public func setMarks(all changes: [CardMarkChange], at now: Date) throws(ProgressError) {
        guard !changes.isEmpty else { return }
        try write { db in try Self.writeMarks(changes, at: now, db) }
    }

    /// `setMarks(all:at:)` inside a transaction already open.
    static func writeMarks(_ changes: [CardMarkChange], at now: Date, _ db: Database) throws {
        for change in changes {
            let marks = change.marks
            try db.cachedStatement(sql: """
                INSERT INTO card (deckKey, cardId, phase, due, reps, lapses, suspended, buriedUntil, flag, leech)
                VALUES (?, ?, 0, ?, 0, 0, ?, ?, ?, ?)
                ON CONFLICT (deckKey, cardId) DO UPDATE SET
                  suspended = excluded.suspended, buriedUntil = excluded.buriedUntil, flag = excluded.flag, leech = excluded.leech
                """).execute(arguments: [try deckKey(db, for: change.deckID), change.cardID, seconds(now), marks.isSuspended,
                                         marks.buriedUntil.map(seconds), marks.flag?.rawValue ?? 0, marks.isLeech])
        }
    }
}

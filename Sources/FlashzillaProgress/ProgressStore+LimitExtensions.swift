import FlashzillaCore
import Foundation
import GRDB

/// Today's raised limits (custom study), per deck (`limit_extension`, migration v4).
extension ProgressStore {
    /// Adds `extra` to what the deck's limits were raised by on the study day that began at
    /// `dayStart`; a raise kept from an earlier day is dropped first (it has ended).
    public func extendLimits(deckID: UUID, by extra: ReviewCounts, dayStart: Date) throws(ProgressError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO limit_extension (deckKey, dayStart, extraNew, extraReview) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (deckKey) DO UPDATE SET
                  extraNew = CASE WHEN dayStart = ?2 THEN extraNew + ?3 ELSE ?3 END,
                  extraReview = CASE WHEN dayStart = ?2 THEN extraReview + ?4 ELSE ?4 END,
                  dayStart = ?2
                """, arguments: [try Self.deckKey(db, for: deckID), Self.seconds(dayStart), extra.new, extra.due])
        }
    }

    /// What each deck's limits were raised by on the study day that began at `dayStart`
    /// (`new` and `due`); decks with no raise that day are left out.
    public func limitExtensions(dayStart: Date) throws(ProgressError) -> [UUID: ReviewCounts] {
        try read { db in
            let rows = try Row.fetchCursor(db, sql: """
                SELECT deck.deckId, limit_extension.extraNew, limit_extension.extraReview
                FROM limit_extension JOIN deck ON deck.key = limit_extension.deckKey WHERE limit_extension.dayStart = ?
                """, arguments: [Self.seconds(dayStart)])
            var result: [UUID: ReviewCounts] = [:]
            while let row = try rows.next() { result[row[0]] = ReviewCounts(new: row[1], due: row[2]) }
            return result
        }
    }

    /// One deck's raise on the study day that began at `dayStart` (none: zero).
    public func limitExtension(deckID: UUID, dayStart: Date) throws(ProgressError) -> ReviewCounts {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT extraNew, extraReview FROM limit_extension
                WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND dayStart = ?
                """, arguments: [deckID, Self.seconds(dayStart)]) else { return ReviewCounts() }
            return ReviewCounts(new: row[0], due: row[1])
        }
    }
}

import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// Every Review answer of a deck's cards by card id, each card's oldest first: what an
    /// export with scheduling writes as Anki's review log. One pass over the log of the
    /// deck's cards (by the index on card and time), not one query a card.
    public func reviewAnswers(deckID: UUID) throws(ProgressError) -> [UUID: [ReviewLogEntry]] {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [:] }
            var ids: [Int64: UUID] = [:]
            let cards = try Row.fetchCursor(db, sql: "SELECT key, cardId FROM card WHERE deckKey = ?", arguments: [deck])
            while let row = try cards.next() { ids[row[0]] = row[1] }
            var result: [UUID: [ReviewLogEntry]] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT cardKey, id, time, rating, milliseconds, mode, phaseBefore, stability, difficulty FROM review
                WHERE deckKey = ? AND mode = ? ORDER BY cardKey, time, id
                """, arguments: [deck, ReviewAnswer.Mode.review.rawValue])
            while let row = try rows.next() {
                guard let card = ids[row[0]] else { continue }
                result[card, default: []].append(ReviewLogEntry(
                    id: row[1], time: Self.date(row[2]), rating: FSRSRating(rawValue: row[3]) ?? .again, milliseconds: row[4],
                    mode: .review, phaseBefore: row[6], stability: row[7], difficulty: row[8]))
            }
            return result
        }
    }
}

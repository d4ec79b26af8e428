import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// `latestAnswers(deckID:)` and `reviewSeconds(deckID:)` for only the cards `cardIDs`
    /// (each looked up by the card index): a normal sync bringing answers to 100 cards of a
    /// 50,000-card deck reads their rows, not the deck's whole history. Cards without a
    /// Review answer are in neither.
    public func answerTimes(deckID: UUID, cardIDs: some Sequence<UUID>) throws(ProgressError)
        -> (latest: [UUID: Date], seconds: [UUID: [Int64: Int]]) {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return ([:], [:]) }
            let card = try db.makeStatement(sql: """
                SELECT key, CASE WHEN phase <> 0 THEN lastReview
                                 ELSE (SELECT MAX(time) FROM review WHERE cardKey = card.key AND mode = 0) END
                FROM card WHERE deckKey = ? AND cardId = ?
                """)
            let times = try db.makeStatement(sql: "SELECT time FROM review WHERE cardKey = ? AND deckKey = ? AND mode = 0")
            var latest: [UUID: Date] = [:]
            var seconds: [UUID: [Int64: Int]] = [:]
            for id in cardIDs where latest[id] == nil {
                guard let row = try Row.fetchOne(card, arguments: [deck, id]) else { continue }
                let key: Int64 = row[0]
                if let last: Int64 = row[1] { latest[id] = Self.date(last) }
                let rows = try Int64.fetchCursor(times, arguments: [key, deck])
                var counts: [Int64: Int] = [:]
                while let time = try rows.next() { counts[time, default: 0] += 1 }
                if !counts.isEmpty { seconds[id] = counts }
            }
            return (latest, seconds)
        }
    }
}

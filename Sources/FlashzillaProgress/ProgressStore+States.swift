import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

extension ProgressStore {
    /// Every started card of a deck, by card id: what Review starts from. A deck of
    /// 100,000 cards reads 100,000 rows, so they are stepped through with SQLite's own
    /// calls (GRDB's `Row` boxes every value) into a table sized up front.
    public func states(deckID: UUID) throws(ProgressError) -> CardStates {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [:] }
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM card WHERE deckKey = ? AND phase <> 0", arguments: [deck]) ?? 0
            var ids: [UUID] = [], states: [FSRSCardState] = []
            ids.reserveCapacity(count)
            states.reserveCapacity(count)
            let statement = try db.makeStatement(sql: """
                SELECT cardId, phase, step, stability, difficulty, due, lastReview, reps FROM card NOT INDEXED WHERE deckKey = ? AND phase <> 0
                """)
            statement.arguments = [deck]
            try statement.forEachRawRow(in: db) { raw in
                guard let row = Self.cardRow(raw, from: 0) else { return }
                ids.append(row.id)
                states.append(row.state)
            }
            return CardStates(ids: ids, states: states)
        }
    }
}

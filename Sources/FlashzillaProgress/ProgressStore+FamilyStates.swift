import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

extension ProgressStore {
    /// The started cards of several decks (Review on a parent), by deck: one pass over the
    /// card table instead of one per deck (`states(deckID:)` walks the whole table, which is
    /// what one big deck wants, but ten decks would walk it ten times).
    public func states(deckIDs: [UUID]) throws(ProgressError) -> [UUID: CardStates] {
        try read { db in
            var wanted: [Int64: UUID] = [:]
            for id in deckIDs {
                if let key = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [id]) { wanted[key] = id }
            }
            guard !wanted.isEmpty else { return [:] }
            var ids: [Int64: [UUID]] = [:], states: [Int64: [FSRSCardState]] = [:]
            let statement = try db.makeStatement(sql: """
                SELECT deckKey, cardId, phase, step, stability, difficulty, due, lastReview, reps FROM card NOT INDEXED WHERE phase <> 0
                """)
            try statement.forEachRawRow(in: db) { raw in
                let deck = sqlite3_column_int64(raw, 0)
                guard wanted[deck] != nil, let row = Self.cardRow(raw, from: 1) else { return }
                ids[deck, default: []].append(row.id)
                states[deck, default: []].append(row.state)
            }
            var result: [UUID: CardStates] = [:]
            for (key, deckID) in wanted { result[deckID] = CardStates(ids: ids[key] ?? [], states: states[key] ?? []) }
            return result
        }
    }
}

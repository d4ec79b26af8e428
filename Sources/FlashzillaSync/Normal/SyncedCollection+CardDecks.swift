import Foundation
import GRDB

extension SyncedCollection {
    /// Each kept card's home deck (its original deck while a filtered deck holds it), by card id.
    public func keptCardDecks() throws(SyncError) -> [Int64: Int64] {
        do {
            return try queue.read { db in
                var decks: [Int64: Int64] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT id, CASE WHEN odid != 0 THEN odid ELSE did END FROM cards")
                while let row = try rows.next() { decks[row[0]] = row[1] }
                return decks
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

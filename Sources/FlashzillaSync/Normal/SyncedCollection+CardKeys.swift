import Foundation
import GRDB

extension SyncedCollection {
    /// Every card of the collection by its note's GUID and number: what the list of synced
    /// cards is checked against, without reading the notes' fields (`keptNotes`).
    public func cardKeys() throws(SyncError) -> Set<SyncedCardKey> {
        do {
            return try queue.read { db in
                var keys = Set<SyncedCardKey>()
                let rows = try Row.fetchCursor(db, sql: "SELECT notes.guid, cards.ord FROM cards JOIN notes ON notes.id = cards.nid")
                while let row = try rows.next() { keys.insert(SyncedCardKey(guid: row[0], ord: row[1])) }
                return keys
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

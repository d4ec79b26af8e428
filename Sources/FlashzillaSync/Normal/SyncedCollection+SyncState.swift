import Foundation
import GRDB

/// Flashzilla's own notes about the last sync, kept in the kept collection beside the list
/// of synced cards (never sent): what the decks here and the collection's cards looked like
/// when it ended, so the next sync can tell that nothing changed without reading them.
extension SyncedCollection {
    static let syncStateTable = "flashzilla_sync_state"

    /// The value kept under `key`, nil if none.
    public func syncState(_ key: String) throws(SyncError) -> String? {
        do {
            return try queue.read { db in
                guard try db.tableExists(Self.syncStateTable) else { return nil }
                return try String.fetchOne(db, sql: "SELECT value FROM \(Self.syncStateTable) WHERE key = ?", arguments: [key])
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Keeps `values` (nil: forgets the key).
    public func setSyncState(_ values: [String: String?]) throws(SyncError) {
        do {
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(Self.syncStateTable) (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID")
                for (key, value) in values {
                    if let value {
                        try db.execute(sql: "INSERT OR REPLACE INTO \(Self.syncStateTable) VALUES (?, ?)", arguments: [key, value])
                    } else {
                        try db.execute(sql: "DELETE FROM \(Self.syncStateTable) WHERE key = ?", arguments: [key])
                    }
                }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Which cards the collection has, in a few numbers (how many, and two sums of their
    /// ids): the same after a sync that added or deleted none.
    public func cardSetDigest() throws(SyncError) -> String {
        do {
            return try queue.read { db in
                let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), TOTAL(id), TOTAL(id % 1000003) FROM cards")
                let count: Int64 = row?[0] ?? 0
                let sum: Double = row?[1] ?? 0, rest: Double = row?[2] ?? 0
                return "\(count) \(sum) \(rest)"
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

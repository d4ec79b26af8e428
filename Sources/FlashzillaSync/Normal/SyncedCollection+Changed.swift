import FlashzillaAnki
import Foundation
import GRDB

extension SyncedCollection {
    /// Writes at `file` (a new file) a collection of what changed at or above `usn` (what
    /// the syncs since then brought or sent): each note, card or review log row at that usn
    /// or pending brings its whole note, every card of the note and each card's whole review
    /// log (the import renders a card from its note and replays its log), with the same
    /// note types, decks and configuration. The import merges it into the decks as it
    /// merges the whole collection, without reading the notes that did not change; it
    /// leaves alone what a package lacks (deletions are the graves' job).
    /// Returns how many cards it holds.
    @discardableResult
    public func writeChanged(fromUSN usn: Int, to file: URL) throws(SyncError) -> Int {
        do {
            try? FileManager.default.removeItem(at: file)
            let changed = try DatabaseQueue(path: file.path)
            return try changed.inDatabase { db in
                // A scratch file, read once by this sync and removed (a sync killed before
                // its import writes it anew): nothing of it need outlast a crash, so its
                // journal stays in memory and nothing is flushed to the disk.
                try db.execute(sql: "PRAGMA main.journal_mode = MEMORY; PRAGMA main.synchronous = OFF")
                for table in AnkiSchema11.tables { try db.execute(sql: table) }
                try db.execute(sql: "ATTACH DATABASE ? AS kept", arguments: [url.path])
                defer { try? db.execute(sql: "DETACH DATABASE kept") }
                let since = "usn >= \(usn) OR usn = -1"
                try db.inTransaction {
                    try db.execute(sql: "INSERT INTO col SELECT * FROM kept.col")
                    try db.execute(sql: """
                        CREATE TEMP TABLE changed_notes AS
                        SELECT id FROM kept.notes WHERE \(since)
                        UNION SELECT nid FROM kept.cards WHERE \(since)
                        UNION SELECT nid FROM kept.cards WHERE id IN (SELECT cid FROM kept.revlog WHERE \(since))
                        """)
                    try db.execute(sql: "INSERT INTO notes SELECT * FROM kept.notes WHERE id IN (SELECT id FROM temp.changed_notes)")
                    try db.execute(sql: "INSERT INTO cards SELECT * FROM kept.cards WHERE nid IN (SELECT id FROM temp.changed_notes)")
                    try db.execute(sql: "INSERT INTO revlog SELECT * FROM kept.revlog WHERE cid IN (SELECT id FROM main.cards)")
                    try db.execute(sql: "DROP TABLE temp.changed_notes")
                    return .commit
                }
                return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cards") ?? 0
            }
        } catch {
            throw .localCollection("\(file.path): \(error)")
        }
    }
}

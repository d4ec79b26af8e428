import Foundation
import GRDB

/// The first sync's kept collection made from a full download (`download`: the server's
/// collection file, schema 18) instead of a normal sync from usn 0, which asked for its
/// review log, cards and notes 250 rows at a time (1,200 requests for 50,000 notes with
/// 200,000 answers, each decoded from JSON and inserted row by row: 11 s).
///
/// The rows of those three tables are the same in schemas 11 and 18, and are copied from
/// the file by SQLite. Note types, decks, options, tags and the configuration are JSON in
/// schema 11's `col` row but tables of protobuf in schema 18: they are asked for as a normal
/// sync gives them (`start` from usn 0 and `applyChanges`, which also give the graves), and
/// that sync is then aborted (the server rolls it back). The download moves the server's usn
/// on by one and its `mod` to now, as `finish` does; the file's `col` row says where.
public enum KeptCollectionDownload {
    /// Fills `collection` (new, empty) with the server's collection as `meta` describes it.
    /// When the file's usn is not the one the download gives (another device synced in
    /// between, or a server that does not move its usn on), nothing of it is kept and the
    /// collection comes by a normal sync from usn 0 instead, as it did before. A file without
    /// the tables is an error.
    public static func run(client: SyncClient, meta: SyncMeta, collection: SyncedCollection) throws(SyncError) -> NormalSyncReport {
        func call(_ method: SyncMethod, _ body: [String: Any]) throws(SyncError) -> Data {
            try client.send(method, body: SyncJSON.data(body))
        }
        let graves: [String: Any], changes: [String: Any]
        do throws(SyncError) {
            graves = try SyncJSON.object(call(.start, ["minUsn": 0, "lnewer": false]), "start's graves")
            let none: [String: Any] = ["models": [Any](), "decks": [[Any](), [Any]()], "tags": [Any]()]
            changes = try SyncJSON.object(call(.applyChanges, ["changes": none]), "applyChanges")
        } catch {
            _ = try? call(.abort, [:])
            throw error
        }
        _ = try call(.abort, [:])

        let file = collection.url.deletingLastPathComponent().appendingPathComponent("download.anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        try client.download(to: file)
        do {
            let report = try collection.queue.writeWithoutTransaction { db -> NormalSyncReport? in
                try db.execute(sql: "ATTACH DATABASE ? AS download", arguments: [file.path])
                defer { try? db.execute(sql: "DETACH DATABASE download") }
                var report: NormalSyncReport?
                try db.inTransaction {
                    report = try fill(from: meta, graves: graves, changes: changes, in: db)
                    return report == nil ? .rollback : .commit
                }
                return report
            }
            if let report { return report }
        } catch let error as SyncError {
            throw error
        } catch {
            throw .localCollection("\(collection.url.path): \(error)")
        }
        try? FileManager.default.removeItem(at: file)
        return try NormalSync.run(client: client, meta: meta, collection: collection)
    }

    /// The attached download's rows, and the graves and legacy objects, into the collection;
    /// nil (nothing written) if the file is not the collection `meta` and the legacy objects
    /// describe.
    private static func fill(from meta: SyncMeta, graves: [String: Any], changes: [String: Any], in db: Database) throws -> NormalSyncReport? {
        guard let stamps = try Row.fetchOne(db, sql: "SELECT mod, scm, usn FROM download.col") else {
            throw SyncError.damagedResponse("the downloaded collection has no collection row")
        }
        let modified: Int64 = stamps[0], schemaModified: Int64 = stamps[1], usn: Int = stamps[2]
        // The download itself moves the server on by one usn (and its `mod` to now): any other
        // sync since `meta` (whose `finish` moves the usn too) would have made the legacy
        // objects asked for before it out of date.
        guard usn == meta.usn + 1, schemaModified == meta.schemaModified else { return nil }
        var report = NormalSyncReport()
        report.receivedDeletions = try SyncedCollection.applyGraves(graves, usn: meta.usn, in: db)
        report.receivedOther = try SyncedCollection.applyChanges(changes, usn: meta.usn, in: db)
        try db.execute(sql: """
            INSERT OR IGNORE INTO revlog SELECT id, cid, usn, ease, ivl, lastIvl, factor, time, type FROM download.revlog
            """)
        report.receivedAnswers = db.changesCount
        try db.execute(sql: """
            INSERT OR REPLACE INTO cards SELECT id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses,
                left, odue, odid, flags, data FROM download.cards
            """)
        report.receivedCards = db.changesCount
        // As the protocol sends notes: the sort field and checksum empty (numbers).
        try db.execute(sql: """
            INSERT OR REPLACE INTO notes SELECT id, guid, mid, mod, usn, tags, flds, 0, 0, flags, data FROM download.notes
            """)
        report.receivedNotes = db.changesCount
        // In step with the server as the download left it, synced then (as Anki's client
        // marks a downloaded collection).
        try db.execute(sql: "UPDATE col SET ls = ?, mod = ?, usn = ?", arguments: [modified, modified, usn])
        return report
    }
}

import FlashzillaAnki
import Foundation
import GRDB

/// The first sync's kept collection made from a full download (`download`: the server's
/// collection file, schema 18) instead of a normal sync from usn 0, which asked for its
/// review log, cards and notes 250 rows at a time (1,200 requests for 50,000 notes with
/// 200,000 answers, each decoded from JSON and inserted row by row: 11 s).
///
/// The rows of those three tables are the same in schemas 11 and 18: the downloaded file
/// itself becomes the kept collection, its other tables made schema 11's (copying 300,000
/// rows into a new file took half the first sync's CPU). Note types, decks, options, tags
/// and the configuration are JSON in schema 11's `col` row but tables of protobuf in schema
/// 18: they are asked for as a normal sync gives them (`start` from usn 0 and `applyChanges`,
/// which also give the graves), and that sync is then aborted (the server rolls it back).
/// The download moves the server's usn on by one and its `mod` to now, as `finish` does;
/// the file's `col` row says where.
public enum KeptCollectionDownload {
    /// Makes the kept collection at `kept` (none there yet) from the server's collection as
    /// `meta` describes it. When the file's usn is not the one the download gives (another
    /// device synced in between, or a server that does not move its usn on), nothing of it
    /// is kept and the collection comes by a normal sync from usn 0 instead. A file without
    /// the tables is an error. The collection appears at `kept` only whole (a download
    /// interrupted leaves none: the next sync is a first sync again).
    ///
    /// `downloaded`: called with the file downloaded, before it is made the kept collection.
    public static func run(client: SyncClient, meta: SyncMeta, keptAt kept: URL,
                           downloaded: () -> Void = {}) throws(SyncError) -> (SyncedCollection, NormalSyncReport) {
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

        let file = kept.deletingLastPathComponent().appendingPathComponent("download.anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .localCollection("\(file.deletingLastPathComponent().path): \(error)")
        }
        try client.download(to: file)
        downloaded()
        let report: NormalSyncReport?
        do {
            let queue = try DatabaseQueue(path: file.path)
            report = try queue.writeWithoutTransaction { db -> NormalSyncReport? in
                // As a collection made here keeps it (no `-wal` file beside it). Nobody else
                // has the file, and it becomes the kept collection only once flushed whole:
                // the journal stays in memory and nothing is synced until then (in a WAL,
                // every page changed was written twice, once into the log and once back).
                try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF")
                var report: NormalSyncReport?
                try db.inTransaction {
                    report = try convert(meta: meta, graves: graves, changes: changes, in: db)
                    return report == nil ? .rollback : .commit
                }
                return report
            }
            try queue.close()
            if report != nil { try flush(file) }
            if report != nil { try FileManager.default.moveItem(at: file, to: kept) }
        } catch let error as SyncError {
            throw error
        } catch {
            throw .localCollection("\(file.path): \(error)")
        }
        let collection = try SyncedCollection(at: kept, newWithSchema: meta.schemaModified)
        if let report { return (collection, report) }
        return (collection, try NormalSync.run(client: client, meta: meta, collection: collection))
    }

    /// The file's bytes on disk before it is given the kept collection's name.
    private static func flush(_ file: URL) throws(SyncError) {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .localCollection("\(file.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .localCollection("\(file.path): \(String(cString: strerror(errno)))") }
    }

    private static let rowTables = ["notes", "cards", "revlog"]

    /// The downloaded collection (the open `db`) made the kept one, in schema 11's layout:
    /// the review log, cards and notes as they came, the graves and legacy objects in, every
    /// other table of schema 18 gone. Nil (nothing changed) if the file is not the
    /// collection `meta` and the legacy objects describe.
    private static func convert(meta: SyncMeta, graves: [String: Any], changes: [String: Any], in db: Database) throws -> NormalSyncReport? {
        guard try db.tableExists("col"), let stamps = try Row.fetchOne(db, sql: "SELECT mod, scm, usn FROM col") else {
            throw SyncError.damagedResponse("the downloaded collection has no collection row")
        }
        let modified: Int64 = stamps[0], schemaModified: Int64 = stamps[1], usn: Int = stamps[2]
        // The download itself moves the server on by one usn (and its `mod` to now): any other
        // sync since `meta` (whose `finish` moves the usn too) would have made the legacy
        // objects asked for before it out of date.
        guard usn == meta.usn + 1, schemaModified == meta.schemaModified else { return nil }
        try checkRowTables(in: db)
        // Everything else is schema 18's or made anew here (`col`, `graves`); indexes
        // not schema 11's go too (a table dropped takes its own).
        let others = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('notes', 'cards', 'revlog', 'sqlite_sequence')
            """)
        for table in others { try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)") }
        let wanted = Set(AnkiSchema11.indexes.map(normalized))
        for index in try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL") {
            let name: String = index[0], sql: String = index[1]
            if !wanted.contains(normalized(sql)) {
                try db.execute(sql: "DROP INDEX \(name.quotedDatabaseIdentifier)")
            }
        }
        for table in AnkiSchema11.tables where !rowTables.contains(where: { table.hasPrefix("CREATE TABLE \($0) ") }) {
            try db.execute(sql: table)
        }
        try SyncedCollection.insertNewRow(schemaModified: meta.schemaModified, in: db)
        // The notes' sort field and checksum are left as the server keeps them: nothing here
        // reads them, and a note sent goes with both empty (`pendingRows`; the receiving side
        // works them out again). Clearing them rewrote every note: 43 ms of 50,000, before
        // anything else could start.
        let present = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'"))
        for index in AnkiSchema11.indexes where !present.contains(indexName(index)) { try db.execute(sql: index) }
        // Made here, in the download's one flush, not by the first normal sync (a pass over every card and a commit of its own).
        try db.execute(sql: SyncedCollection.markedCardsIndexSQL)

        var report = NormalSyncReport()
        report.receivedDeletions = try recordGraves(graves, usn: meta.usn, in: db)
        report.receivedOther = try SyncedCollection.applyChanges(changes, usn: meta.usn, in: db)
        report.receivedAnswers = try Int.fetchOne(db, sql: "SELECT count(*) FROM revlog") ?? 0
        report.receivedCards = try Int.fetchOne(db, sql: "SELECT count(*) FROM cards") ?? 0
        report.receivedNotes = try Int.fetchOne(db, sql: "SELECT count(*) FROM notes") ?? 0
        // In step with the server as the download left it, synced then (as Anki's client
        // marks a downloaded collection).
        try db.execute(sql: "UPDATE col SET ls = ?, mod = ?, usn = ?", arguments: [modified, modified, usn])
        return report
    }

    /// The review log, cards and notes with schema 11's columns, in its order; an error
    /// naming the table otherwise.
    private static func checkRowTables(in db: Database) throws {
        for table in rowTables {
            guard let create = AnkiSchema11.tables.first(where: { $0.hasPrefix("CREATE TABLE \(table) ") }) else { continue }
            let expected = try columns(ofCreate: create)
            let found = try db.tableExists(table) ? try db.columns(in: table).map(\.name) : []
            guard found == expected else {
                throw SyncError.damagedResponse("the downloaded collection's \(table) table has columns \(found), not \(expected)")
            }
        }
    }

    /// The column names a `CREATE TABLE` of schema 11 lists.
    private static func columns(ofCreate create: String) throws -> [String] {
        guard let open = create.firstIndex(of: "(") else { return [] }
        return create[create.index(after: open)...].split(separator: ",").compactMap {
            $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    /// Graves the server sent, kept at its usn (known to both sides, so never sent back).
    /// The download already lacks what they delete, and `col`'s decks are still empty.
    private static func recordGraves(_ graves: [String: Any], usn: Int, in db: Database) throws -> Int {
        let kinds = [(0, SyncJSON.ids(graves["cards"])), (1, SyncJSON.ids(graves["notes"])), (2, SyncJSON.ids(graves["decks"]))]
        for (type, ids) in kinds {
            for id in ids { try db.execute(sql: "INSERT INTO graves VALUES (?, ?, ?)", arguments: [usn, id, type]) }
        }
        return kinds.reduce(0) { $0 + $1.1.count }
    }

    private static func normalized(_ sql: String) -> String {
        sql.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ").replacingOccurrences(of: " (", with: "(")
    }

    private static func indexName(_ create: String) -> String {
        String(create.split(separator: " ")[2])
    }
}

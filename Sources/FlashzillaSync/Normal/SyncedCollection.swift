import FlashzillaAnki
import Foundation
import GRDB

/// The server's collection as this computer last synced it: an Anki collection file in the
/// layout of schema 11 (note types, decks and options as JSON in `col`, the layout the sync
/// protocol sends them in), kept at `HOME/sync/collection.anki2`. A normal sync brings it
/// in step with the server object by object, as Anki's own client does with its collection;
/// the decks and history are then taken from it by the Anki importer.
public final class SyncedCollection {
    let queue: DatabaseQueue
    public let url: URL

    /// Where the collection stands: compared with the server's `meta` to choose the sync.
    public struct Stamps: Equatable, Sendable {
        /// Last change (ms): equal to the server's, nothing to do.
        public var modified: Int64
        /// Last schema change (ms): differing from the server's, only a full sync can follow.
        public var schemaModified: Int64
        /// The server's usn at the last sync (+1): objects above it are news.
        public var usn: Int
        /// When the last sync finished (ms); 0 before the first.
        public var lastSync: Int64
    }

    /// Opens the collection at `url`; a new one (nothing synced yet, at usn 0) takes
    /// `schemaModified`, the server's, so that every later sync is a normal one.
    public init(at url: URL, newWithSchema schemaModified: Int64) throws(SyncError) {
        self.url = url
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let isNew = !FileManager.default.fileExists(atPath: url.path)
            var configuration = Configuration()
            // Read through a mapping of the file, not a copy of each page (a sync reads the
            // card map's megabyte, every review row's id, the counts of its tables).
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
            if isNew { try Self.create(in: queue, schemaModified: schemaModified) }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    public static func exists(at url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    public func stamps() throws(SyncError) -> Stamps {
        do {
            return try queue.read { db in try Self.stamps(in: db) }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    static func stamps(in db: Database) throws -> Stamps {
        guard let row = try Row.fetchOne(db, sql: "SELECT mod, scm, usn, ls FROM col") else {
            throw SyncError.localCollection("it has no collection row")
        }
        return Stamps(modified: row[0], schemaModified: row[1], usn: row[2], lastSync: row[3])
    }

    private static func create(in queue: DatabaseQueue, schemaModified: Int64) throws {
        try queue.write { db in
            for table in AnkiSchema11.tables + AnkiSchema11.indexes { try db.execute(sql: table) }
            try insertNewRow(schemaModified: schemaModified, in: db)
        }
    }

    /// The `col` row of a collection nothing was synced into yet.
    static func insertNewRow(schemaModified: Int64, in db: Database) throws {
        // crt and the configuration arrive with the first sync (the server is newer).
        try db.execute(sql: """
            INSERT INTO col VALUES (1, 0, 0, ?, ?, 0, 0, 0, '{}', '{}', '{}', '{}', '{}')
            """, arguments: [schemaModified, AnkiSchema11.version])
    }
}

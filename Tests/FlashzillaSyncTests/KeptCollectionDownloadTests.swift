import Foundation
import GRDB
import Testing
@testable import FlashzillaAnki
@testable import FlashzillaSync

/// The first sync's kept collection from a full download: the legacy objects and graves from
/// a normal sync's first two steps (then aborted), the rows from the downloaded file, the
/// stamps as the download left the server. (The real server's file: SyncEndToEndTests.)
@Suite struct KeptCollectionDownloadTests {
    /// Answers each method with its body, compressed as the server sends it; records the order.
    final class Server: SyncTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []
        let bodies: [String: Data]
        init(_ bodies: [String: Data]) { self.bodies = bodies }
        var methods: [String] {
            lock.lock()
            defer { lock.unlock() }
            return asked
        }
        func post(_ request: SyncHTTPRequest) throws(SyncError) -> SyncHTTPResponse {
            let method = request.url.lastPathComponent
            lock.lock()
            asked.append(method)
            lock.unlock()
            guard let body = bodies[method] else { return SyncHTTPResponse(status: 500) }
            return SyncHTTPResponse(status: 200, body: try SyncZstd.compress(body))
        }
    }

    static let meta = SyncMeta(modified: 1_700_000_100_000, schemaModified: 1_700_000_000_000, usn: 41, serverTime: 1_700_000_200,
                               mayContinue: true, message: "", isEmpty: false, mediaUSN: 0)

    /// A collection file as the server's download has it (schema 18): the `col` stamps, the
    /// review log, cards and notes (the same tables in schemas 11 and 18, the notes with their
    /// sort fields and checksums), and what schema 18 adds or changes: tables of note types
    /// and configuration, graves of another layout, an index of its own, statistics.
    static func downloaded(usn: Int, notesTable: String? = nil) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            for table in AnkiSchema11.tables where !table.hasPrefix("CREATE TABLE graves") {
                try db.execute(sql: table.hasPrefix("CREATE TABLE notes") ? notesTable ?? table : table)
            }
            for index in AnkiSchema11.indexes { try db.execute(sql: index) }
            try db.execute(sql: """
                INSERT INTO col VALUES (1, 1600000000, 1700000300000, 1700000000000, 18, 0, \(usn), 0, '', '', '', '', '');
                INSERT INTO notes VALUES (10, 'g1', 7, 100, 3, ' phone ', 'front\u{1F}back', 'front', 12345, 0, '');
                INSERT INTO notes VALUES (11, 'g2', 7, 101, 3, '', '12\u{1F}twelve', 12, 678, 0, '');
                INSERT INTO cards VALUES (1, 10, 1, 0, 100, 3, 2, 2, 30, 8, 2500, 5, 0, 0, 0, 0, 0, '{}');
                INSERT INTO cards VALUES (2, 10, 1, 1, 100, 4, 0, -1, 2, 0, 0, 0, 0, 0, 0, 0, 0, '');
                INSERT INTO cards VALUES (3, 11, 1, 0, 101, 4, 1, 1, 1700000000, 0, 0, 1, 0, 1001, 0, 0, 2, '');
                INSERT INTO revlog VALUES (1700000000001, 1, 3, 3, 8, 4, 2500, 6000, 1);
                INSERT INTO revlog VALUES (1700000000002, 3, 3, 1, -600, 0, 0, 4000, 0);
                CREATE TABLE graves (oid integer NOT NULL, type integer NOT NULL, usn integer NOT NULL, PRIMARY KEY (oid, type)) WITHOUT ROWID;
                INSERT INTO graves VALUES (99, 0, 2);
                CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
                INSERT INTO notetypes VALUES (7, 'Basic', 100, 0, x'00');
                CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
                CREATE TABLE config (KEY text NOT NULL PRIMARY KEY, usn integer NOT NULL, mtime_secs integer NOT NULL, val blob NOT NULL) WITHOUT ROWID;
                INSERT INTO config VALUES ('rollover', 0, 100, x'34');
                CREATE INDEX idx_cards_odid ON cards (odid) WHERE odid != 0;
                ANALYZE;
                """)
        }
        try queue.close()
        return try Data(contentsOf: file)
    }

    static func server(downloadUSN: Int) throws -> Server {
        let changes = #"{"models":[{"id":7,"mod":100,"name":"Basic"}],"decks":[[{"id":1,"mod":100,"name":"Default"}],[{"id":1,"mod":50,"name":"Default"}]],"tags":["phone"],"conf":{"rollover":4},"crt":1600000000}"#
        return Server(["start": Data(#"{"cards":[5],"notes":[],"decks":[]}"#.utf8), "applyChanges": Data(changes.utf8),
                       "abort": Data("null".utf8), "download": try downloaded(usn: downloadUSN)])
    }

    /// Where a first sync keeps its collection, in a folder of its own (removed by the caller).
    static func kept() -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        return (folder.appendingPathComponent("sync/collection.anki2"), folder)
    }

    static func client(_ server: Server) -> SyncClient {
        SyncClient(server: URL(string: "http://127.0.0.1:1/")!, clientName: "fz", transport: server)
    }

    @Test func theRowsComeFromTheFileAndTheLegacyObjectsFromAnAbortedNormalSync() throws {
        let (kept, folder) = Self.kept()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.server(downloadUSN: Self.meta.usn + 1)
        let (collection, report) = try KeptCollectionDownload.run(client: Self.client(server), meta: Self.meta, keptAt: kept)
        #expect(collection.url == kept)
        #expect(server.methods == ["start", "applyChanges", "abort", "download"])
        #expect(report.receivedAnswers == 2 && report.receivedCards == 3 && report.receivedNotes == 2 && report.receivedDeletions == 1)
        // In step with the server as the download left it: its usn moved on, its mod is the download's.
        #expect(try collection.stamps() == SyncedCollection.Stamps(modified: 1_700_000_300_000, schemaModified: Self.meta.schemaModified,
                                                                  usn: Self.meta.usn + 1, lastSync: 1_700_000_300_000))
        try collection.queue.read { db in
            #expect(try Int.fetchAll(db, sql: "SELECT usn FROM cards ORDER BY id") == [3, 4, 4])
            #expect(try String.fetchOne(db, sql: "SELECT data FROM cards WHERE id = 1") == "{}")
            // The note as the server keeps it, sort field and checksum too (not rewritten)...
            let note = try #require(try Row.fetchOne(db, sql: "SELECT guid, tags, flds, sfld, csum FROM notes WHERE id = 10"))
            #expect(note[0] == "g1" && note[1] == " phone " && note[2] == "front\u{1F}back")
            #expect(note[3] == "front" && note[4] == 12345)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM revlog") == 2)
            // The graves `start` gave, not the file's (schema 18's table is gone).
            #expect(try Int.fetchAll(db, sql: "SELECT oid FROM graves") == [5])
            #expect(try SyncedCollection.legacy(.models, in: db).keys.sorted() == ["7"])
            #expect(try String.fetchOne(db, sql: "SELECT tags FROM col") == #"{"phone":41}"#)
            #expect(try Int.fetchOne(db, sql: "SELECT crt FROM col") == 1_600_000_000)
            #expect(try Int.fetchOne(db, sql: "SELECT ver FROM col") == 11)
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "delete")
        }
        // ...and sent, once edited here, with both empty, as the protocol sends notes.
        try collection.queue.write { db in
            try db.execute(sql: "UPDATE notes SET flds = 'edited\u{1F}back', usn = -1 WHERE id = 10")
            let sent = try SyncedCollection.pendingRows("notes", in: db)
            #expect(sent.count == 1 && sent[0][6] as? String == "edited\u{1F}back")
            #expect(sent[0][7] as? String == "" && sent[0][8] as? String == "", "no sort field or checksum goes")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: kept.deletingLastPathComponent().path) == ["collection.anki2"],
                "the downloaded file is the kept one")
    }

    /// The collection as the first sync made it before it kept the file itself: a new one
    /// of schema 11, the graves and legacy objects applied, the file's rows copied in.
    static func copiedInto(_ url: URL, from file: Data, server: Server) throws -> SyncedCollection {
        let download = url.deletingLastPathComponent().appendingPathComponent("copied-from.anki2")
        try FileManager.default.createDirectory(at: download.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.write(to: download)
        defer { try? FileManager.default.removeItem(at: download) }
        let collection = try SyncedCollection(at: url, newWithSchema: meta.schemaModified)
        let graves = try SyncJSON.object(try #require(server.bodies["start"]), "graves")
        let changes = try SyncJSON.object(try #require(server.bodies["applyChanges"]), "changes")
        try collection.queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS download", arguments: [download.path])
            try db.inTransaction {
                _ = try SyncedCollection.applyGraves(graves, usn: meta.usn, in: db)
                _ = try SyncedCollection.applyChanges(changes, usn: meta.usn, in: db)
                try db.execute(sql: """
                    INSERT INTO revlog SELECT * FROM download.revlog;
                    INSERT INTO cards SELECT * FROM download.cards;
                    INSERT INTO notes SELECT * FROM download.notes;
                    UPDATE col SET ls = 1700000300000, mod = 1700000300000, usn = \(meta.usn + 1);
                    """)
                return .commit
            }
            try db.execute(sql: "DETACH DATABASE download")
        }
        return collection
    }

    /// Every table and index (by name and definition) and every row of each table.
    static func contents(of collection: SyncedCollection) throws -> [String] {
        try collection.queue.read { db in
            let normalized = { (sql: String?) in (sql ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            var lines = try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master ORDER BY type, name").map {
                "\($0[0] as String) \($0[1] as String): \(normalized($0[2]))"
            }
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                lines += try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) ORDER BY 1, 2, 3").map {
                    "\(table): \($0.databaseValues.map { "\($0.storage)" }.joined(separator: " | "))"
                }
            }
            return lines
        }
    }

    @Test func theKeptCollectionIsRowForRowWhatCopyingTheFileIntoANewOneGave() throws {
        let (kept, folder) = Self.kept()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.server(downloadUSN: Self.meta.usn + 1)
        let (collection, _) = try KeptCollectionDownload.run(client: Self.client(server), meta: Self.meta, keptAt: kept)
        let copied = try Self.copiedInto(folder.appendingPathComponent("copied/collection.anki2"),
                                         from: try #require(server.bodies["download"]), server: server)
        // The index of marked cards the first normal sync made then comes with the download now.
        try copied.indexMarkedCards()
        let ours = try Self.contents(of: collection), expected = try Self.contents(of: copied)
        #expect(ours.contains { $0.hasPrefix("index \(SyncedCollection.markedCardsIndex): CREATE INDEX") }, "\(ours)")
        #expect(ours == expected, "\(ours.filter { !expected.contains($0) }) instead of \(expected.filter { !ours.contains($0) })")
        #expect(expected.contains { $0.hasPrefix("notes: ") && $0.contains("g2") }, "the comparison sees rows: \(expected)")
    }

    @Test func aFileWhoseNotesAreLaidOutOtherwiseIsAnErrorNamingThemAndKeepsNothing() throws {
        let (kept, folder) = Self.kept()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bodies = try Self.server(downloadUSN: Self.meta.usn + 1).bodies
        bodies["download"] = try Self.downloaded(usn: Self.meta.usn + 1, notesTable: """
            CREATE TABLE notes (id integer PRIMARY KEY, guid text, mid integer, mod integer, usn integer, tags text, flds text,
                sfld integer, csum integer, flags integer, extra text)
            """)
        let error = #expect(throws: SyncError.self) {
            _ = try KeptCollectionDownload.run(client: Self.client(Server(bodies)), meta: Self.meta, keptAt: kept)
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("notes table has columns"), "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: kept.deletingLastPathComponent().path)) ?? [] == [],
                "no downloaded file left")
    }

    @Test func aDownloadThatFailsKeepsNothingAndTheNextOneCompletes() throws {
        let (kept, folder) = Self.kept()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bodies = try Self.server(downloadUSN: Self.meta.usn + 1).bodies
        bodies["download"] = nil
        #expect(throws: SyncError.self) {
            _ = try KeptCollectionDownload.run(client: Self.client(Server(bodies)), meta: Self.meta, keptAt: kept)
        }
        #expect(!SyncedCollection.exists(at: kept))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: kept.deletingLastPathComponent().path)) ?? [] == [])
        let (collection, report) = try KeptCollectionDownload.run(client: Self.client(try Self.server(downloadUSN: Self.meta.usn + 1)),
                                                                  meta: Self.meta, keptAt: kept)
        #expect(report.receivedCards == 3 && SyncedCollection.exists(at: collection.url))
    }

    @Test func aServerThatMovedOnBetweenMetaAndTheDownloadGivesItsRowsByANormalSyncInstead() throws {
        let (kept, folder) = Self.kept()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Another device synced in between: the file's usn is two on; nothing of it is kept.
        var bodies = try Self.server(downloadUSN: Self.meta.usn + 2).bodies
        bodies["chunk"] = Data(#"{"done":true,"revlog":[],"cards":[[3,10,1,0,100,3,0,0,1,0,0,0,0,0,0,0,0,""]],"notes":[]}"#.utf8)
        bodies["applyChunk"] = Data("null".utf8)
        bodies["sanityCheck2"] = Data(#"{"status":"ok"}"#.utf8)
        bodies["finish"] = Data("1700000400000".utf8)
        let server = Server(bodies)
        let (collection, report) = try KeptCollectionDownload.run(client: Self.client(server), meta: Self.meta, keptAt: kept)
        #expect(server.methods == ["start", "applyChanges", "abort", "download",
                                   "start", "applyChanges", "chunk", "applyChunk", "sanityCheck2", "finish"])
        #expect(report.receivedCards == 1)
        let cards = try collection.queue.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM cards") }
        #expect(cards == [3], "the chunk's card, none of the file's")
        #expect(try collection.stamps() == SyncedCollection.Stamps(modified: 1_700_000_400_000, schemaModified: Self.meta.schemaModified,
                                                                  usn: Self.meta.usn + 1, lastSync: 1_700_000_400_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: collection.url.deletingLastPathComponent().path) == ["collection.anki2"])
    }
}

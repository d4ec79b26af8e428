import Foundation
import GRDB
import Testing
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

    /// A collection file as the server's download has it, for what is read of it: the `col`
    /// stamps and the review log, cards and notes (the same tables in schemas 11 and 18).
    static func downloaded(usn: Int) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString).anki2")
        defer { try? FileManager.default.removeItem(at: file) }
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE col (id integer PRIMARY KEY, crt integer, mod integer, scm integer, ver integer, dty integer, usn integer, ls integer);
                INSERT INTO col VALUES (1, 0, 1700000300000, 1700000000000, 18, 0, \(usn), 0);
                CREATE TABLE notes (id integer PRIMARY KEY, guid text, mid integer, mod integer, usn integer, tags text, flds text,
                    sfld integer, csum integer, flags integer, data text);
                INSERT INTO notes VALUES (10, 'g1', 7, 100, 3, ' phone ', 'front\u{1F}back', 'front', 12345, 0, '');
                CREATE TABLE cards (id integer PRIMARY KEY, nid integer, did integer, ord integer, mod integer, usn integer, type integer,
                    queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer, left integer, odue integer,
                    odid integer, flags integer, data text);
                INSERT INTO cards VALUES (1, 10, 1, 0, 100, 3, 2, 2, 30, 8, 2500, 5, 0, 0, 0, 0, 0, '{}');
                INSERT INTO cards VALUES (2, 10, 1, 1, 100, 4, 0, -1, 2, 0, 0, 0, 0, 0, 0, 0, 0, '');
                CREATE TABLE revlog (id integer PRIMARY KEY, cid integer, usn integer, ease integer, ivl integer, lastIvl integer,
                    factor integer, time integer, type integer);
                INSERT INTO revlog VALUES (1700000000001, 1, 3, 3, 8, 4, 2500, 6000, 1);
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

    @Test func theRowsComeFromTheFileAndTheLegacyObjectsFromAnAbortedNormalSync() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.server(downloadUSN: Self.meta.usn + 1)
        let client = SyncClient(server: URL(string: "http://127.0.0.1:1/")!, clientName: "fz", transport: server)
        let report = try KeptCollectionDownload.run(client: client, meta: Self.meta, collection: collection)
        #expect(server.methods == ["start", "applyChanges", "abort", "download"])
        #expect(report.receivedAnswers == 1 && report.receivedCards == 2 && report.receivedNotes == 1 && report.receivedDeletions == 1)
        // In step with the server as the download left it: its usn moved on, its mod is the download's.
        #expect(try collection.stamps() == SyncedCollection.Stamps(modified: 1_700_000_300_000, schemaModified: Self.meta.schemaModified,
                                                                  usn: Self.meta.usn + 1, lastSync: 1_700_000_300_000))
        try collection.queue.read { db in
            #expect(try Int.fetchAll(db, sql: "SELECT usn FROM cards ORDER BY id") == [3, 4])
            #expect(try String.fetchOne(db, sql: "SELECT data FROM cards WHERE id = 1") == "{}")
            // As the protocol sends notes: no sort field or checksum.
            let note = try #require(try Row.fetchOne(db, sql: "SELECT guid, tags, flds, sfld, csum FROM notes"))
            #expect(note[0] == "g1" && note[1] == " phone " && note[2] == "front\u{1F}back")
            #expect(note[3] == 0 && note[4] == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM revlog") == 1)
            #expect(try Int.fetchAll(db, sql: "SELECT oid FROM graves") == [5])
            #expect(try SyncedCollection.legacy(.models, in: db).keys.sorted() == ["7"])
            #expect(try String.fetchOne(db, sql: "SELECT tags FROM col") == #"{"phone":41}"#)
            #expect(try Int.fetchOne(db, sql: "SELECT crt FROM col") == 1_600_000_000)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: collection.url.deletingLastPathComponent().path) == ["collection.anki2"],
                "the downloaded file is removed")
    }

    @Test func aServerThatMovedOnBetweenMetaAndTheDownloadGivesItsRowsByANormalSyncInstead() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Another device synced in between: the file's usn is two on; nothing of it is kept.
        var bodies = try Self.server(downloadUSN: Self.meta.usn + 2).bodies
        bodies["chunk"] = Data(#"{"done":true,"revlog":[],"cards":[[3,10,1,0,100,3,0,0,1,0,0,0,0,0,0,0,0,""]],"notes":[]}"#.utf8)
        bodies["applyChunk"] = Data("null".utf8)
        bodies["sanityCheck2"] = Data(#"{"status":"ok"}"#.utf8)
        bodies["finish"] = Data("1700000400000".utf8)
        let server = Server(bodies)
        let client = SyncClient(server: URL(string: "http://127.0.0.1:1/")!, clientName: "fz", transport: server)
        let report = try KeptCollectionDownload.run(client: client, meta: Self.meta, collection: collection)
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

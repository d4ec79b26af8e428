import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// The kept collection takes what a normal sync brings as Anki's client does: deletions,
/// the newer of two note types or decks, rows of review log, cards and notes (ours kept
/// when changed here and newer), and counts for the sanity check.
@Suite struct SyncedCollectionTests {
    static func collection() throws -> (SyncedCollection, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synced-\(UUID().uuidString)")
        let collection = try SyncedCollection(at: folder.appendingPathComponent("sync/collection.anki2"), newWithSchema: 1_700_000_000_000)
        return (collection, folder)
    }

    static func card(_ id: Int64, mod: Int64, usn: Int, due: Int) -> [Any] {
        [id, 10, 1, 0, mod, usn, 2, 2, due, 3, 2500, 4, 0, 0, 0, 0, 0, ""]
    }

    @Test func aNewCollectionHasTheServersSchemaAndNothingSynced() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try collection.stamps() == SyncedCollection.Stamps(modified: 0, schemaModified: 1_700_000_000_000, usn: 0, lastSync: 0))
    }

    @Test func chunksAddRowsAndAServerRowReplacesOursUnlessOursIsPendingAndNewer() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            let first = try SyncedCollection.applyChunk([
                "revlog": [[1_700_000_000_001, 1, 5, 3, 1, 0, 2500, 4000, 1]],
                "cards": [Self.card(1, mod: 100, usn: 5, due: 3), Self.card(2, mod: 100, usn: 5, due: 3)],
                "notes": [[10, "guid", 7, 100, 5, "", "front\u{1F}back", "", "", 0, ""]],
                "done": false,
            ], in: db)
            #expect(first == SyncedCollection.ChunkCounts(answers: 1, cards: 2, notes: 1))
            // Card 2 was changed here since (pending, usn -1) at 200: the server's older row loses,
            // its newer one wins; card 1 not pending takes the server's row.
            try db.execute(sql: "UPDATE cards SET usn = -1, mod = 200, due = 9 WHERE id = 2")
            let second = try SyncedCollection.applyChunk(["cards": [Self.card(1, mod: 150, usn: 6, due: 5), Self.card(2, mod: 150, usn: 6, due: 5)],
                                                          "revlog": [[1_700_000_000_001, 1, 5, 3, 1, 0, 2500, 4000, 1]]], in: db)
            #expect(second == SyncedCollection.ChunkCounts(answers: 0, cards: 1, notes: 0), "a review log row is added once")
            #expect(try Int.fetchAll(db, sql: "SELECT due FROM cards ORDER BY id") == [5, 9])
            _ = try SyncedCollection.applyChunk(["cards": [Self.card(2, mod: 300, usn: 7, due: 6)]], in: db)
            #expect(try Int.fetchOne(db, sql: "SELECT due FROM cards WHERE id = 2") == 6)
        }
    }

    @Test func theNewerNoteTypeOrDeckWinsAndTagsConfigurationAndCreationArrive() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            let changes: [String: Any] = [
                "models": [["id": 7, "mod": 100, "name": "Basic"]],
                "decks": [[["id": 1, "mod": 100, "name": "Default"], ["id": 2, "mod": 100, "name": "Phone"]], [["id": 1, "mod": 50, "name": "Default"]]],
                "tags": ["phone"], "conf": ["rollover": 4], "crt": 1_600_000_000,
            ]
            #expect(try SyncedCollection.applyChanges(changes, usn: 3, in: db) == 5)
            let older: [String: Any] = ["models": [["id": 7, "mod": 90, "name": "Old"]], "decks": [[], []], "tags": []]
            #expect(try SyncedCollection.applyChanges(older, usn: 4, in: db) == 0)
            #expect(try SyncedCollection.legacy(.models, in: db)["7"].flatMap { ($0 as? [String: Any])?["name"] as? String } == "Basic")
            #expect(try Int64.fetchOne(db, sql: "SELECT crt FROM col") == 1_600_000_000)
            #expect(try String.fetchOne(db, sql: "SELECT tags FROM col") == #"{"phone":3}"#)
            let counts = try SyncedCollection.sanityCounts(in: db)
            #expect(counts.dropFirst().compactMap { $0 as? Int } == [0, 0, 0, 0, 1, 2, 1])
        }
    }

    @Test func gravesDeleteAndAreKeptAtTheServersUsn() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            _ = try SyncedCollection.applyChunk(["cards": [Self.card(1, mod: 1, usn: 1, due: 1), Self.card(2, mod: 1, usn: 1, due: 1)]], in: db)
            _ = try SyncedCollection.applyChanges(["decks": [[["id": 2, "mod": 1]], []]], usn: 1, in: db)
            #expect(try SyncedCollection.applyGraves(["cards": [1], "notes": [], "decks": ["2"]], usn: 8, in: db) == 2)
            #expect(try Int.fetchAll(db, sql: "SELECT id FROM cards") == [2])
            #expect(try SyncedCollection.legacy(.decks, in: db).isEmpty)
            #expect(try Int.fetchAll(db, sql: "SELECT usn FROM graves") == [8, 8])
        }
    }
}

import Foundation
import GRDB

/// What a normal sync did: objects received from the server and sent to it.
public struct NormalSyncReport: Equatable, Sendable {
    /// Nothing had changed on either side (`mod` equal): no request after `meta`.
    public var wasInStep = false
    public var receivedAnswers = 0
    public var receivedCards = 0
    public var receivedNotes = 0
    /// Note types, decks, deck options and tags.
    public var receivedOther = 0
    public var receivedDeletions = 0
    public var sentAnswers = 0
    public var sentCards = 0
    public var sentNotes = 0
    /// Cards and notes deleted here (graves sent).
    public var sentDeletions = 0

    public var receivedAnything: Bool { receivedAnswers + receivedCards + receivedNotes + receivedOther + receivedDeletions > 0 }
}

/// Anki's normal (incremental) sync as its client runs it (rslib `NormalSyncer`): `start`
/// with the usn of the last sync, deletions, unchunked changes, chunks from the server,
/// chunks to it, `sanityCheck2`, `finish`. All in one transaction of the kept collection:
/// a failure leaves it as it was, and the server is told to `abort`.
public enum NormalSync {
    /// Where each table's rows keep their usn (the protocol sends rows as arrays).
    static let usnColumns = ["revlog": 2, "cards": 5, "notes": 4]

    /// `beforeFinish`: called once the server has all of ours and before `finish` (for the
    /// tests that kill a sync there).
    public static func run(client: SyncClient, meta: SyncMeta, collection: SyncedCollection,
                           beforeFinish: () -> Void = {}) throws(SyncError) -> NormalSyncReport {
        let stamps = try collection.stamps()
        guard stamps.schemaModified == meta.schemaModified else {
            throw .localCollection("its schema differs from the server's: a full sync is needed")
        }
        var report = NormalSyncReport()
        if stamps.modified == meta.modified {
            report.wasInStep = true
            return report
        }
        do {
            try collection.queue.inTransaction { db in
                report = try steps(client: client, meta: meta, stamps: stamps, in: db, beforeFinish: beforeFinish)
                return .commit
            }
            return report
        } catch {
            _ = try? client.send(.abort, body: SyncJSON.data([String: Any]()))
            if let error = error as? SyncError { throw error }
            throw .localCollection("\(collection.url.path): \(error)")
        }
    }

    private static func steps(client: SyncClient, meta: SyncMeta, stamps: SyncedCollection.Stamps,
                              in db: Database, beforeFinish: () -> Void) throws -> NormalSyncReport {
        var report = NormalSyncReport()
        func call(_ method: SyncMethod, _ body: [String: Any]) throws -> Data {
            try client.send(method, body: SyncJSON.data(body))
        }
        let localIsNewer = stamps.modified > meta.modified
        let graves = try SyncJSON.object(call(.start, ["minUsn": stamps.usn, "lnewer": localIsNewer]), "start's graves")
        // Ours (deleted here, usn -1) are read before theirs join the table, then sent.
        let ourGraves = try SyncedCollection.pendingGraves(in: db)
        report.receivedDeletions = try SyncedCollection.applyGraves(graves, usn: meta.usn, in: db)
        for chunk in ourGraves.chunks(of: 250) { _ = try call(.applyGraves, ["chunk": chunk]) }
        try db.execute(sql: "UPDATE graves SET usn = ? WHERE usn = -1", arguments: [meta.usn])
        report.sentDeletions = ourGraves.count

        // Decks changed here (today's counts): sent at the server's usn, then no longer pending.
        var decks = try SyncedCollection.legacy(.decks, in: db)
        var changedDecks: [Any] = []
        for (id, value) in decks {
            guard var deck = value as? [String: Any], SyncJSON.integer(deck["usn"]) == -1 else { continue }
            deck["usn"] = meta.usn
            decks[id] = deck
            changedDecks.append(deck)
        }
        if !changedDecks.isEmpty { try SyncedCollection.setLegacy(.decks, decks, in: db) }
        let ours: [String: Any] = ["models": try SyncedCollection.takePendingModels(usn: meta.usn, in: db), "decks": [changedDecks, try SyncedCollection.takePendingDeckOptions(usn: meta.usn, in: db)],
                                   "tags": try SyncedCollection.takePendingTags(usn: meta.usn, in: db)]
        let theirs = try SyncJSON.object(call(.applyChanges, ["changes": ours]), "applyChanges")
        report.receivedOther = try SyncedCollection.applyChanges(theirs, usn: meta.usn, in: db)

        while true {
            let chunk = try SyncJSON.object(call(.chunk, [:]), "a chunk")
            let counts = try SyncedCollection.applyChunk(chunk, in: db)
            report.receivedAnswers += counts.answers
            report.receivedCards += counts.cards
            report.receivedNotes += counts.notes
            if chunk["done"] as? Bool == true { break }
        }
        // What changed here (usn -1), 250 rows a chunk as Anki sends them, at the server's usn;
        // then ours take that usn too, no longer pending.
        var pending: [(table: String, key: String, rows: [[Any]])] = try ["revlog", "cards", "notes"].map { table in
            (table, table, try SyncedCollection.pendingRows(table, in: db))
        }
        report.sentAnswers = pending[0].rows.count
        report.sentCards = pending[1].rows.count
        report.sentNotes = pending[2].rows.count
        repeat {
            var chunk: [String: Any] = [:]
            var room = 250
            for index in pending.indices where room > 0 && !pending[index].rows.isEmpty {
                let usnColumn = usnColumns[pending[index].table] ?? 0
                let taken = pending[index].rows.prefix(room).map { row -> [Any] in
                    var row = row
                    row[usnColumn] = meta.usn
                    return row
                }
                pending[index].rows.removeFirst(taken.count)
                room -= taken.count
                chunk[pending[index].key] = taken
            }
            chunk["done"] = pending.allSatisfy { $0.rows.isEmpty }
            _ = try call(.applyChunk, ["chunk": chunk])
        } while pending.contains { !$0.rows.isEmpty }
        for table in ["revlog", "cards", "notes"] {
            try db.execute(sql: "UPDATE \(table) SET usn = ? WHERE usn = -1", arguments: [meta.usn])
        }

        let check = try SyncJSON.object(call(.sanityCheck2, ["client": SyncedCollection.sanityCounts(in: db)]), "sanityCheck2")
        guard (check["status"] as? String)?.lowercased() == "ok" else {
            let counts = [("here", check["c"]), ("server", check["s"])].map { name, value in
                "\(name) \((try? SyncJSON.text(value ?? NSNull())) ?? "?")"
            }.joined(separator: ", ")
            throw SyncError.countsDiffer(counts)
        }
        beforeFinish()
        let finished = try call(.finish, [:])
        guard let time = (try? JSONSerialization.jsonObject(with: finished, options: [.fragmentsAllowed])) as? NSNumber else {
            throw SyncError.damagedResponse("finish gave no time")
        }
        try SyncedCollection.finalize(serverUSN: meta.usn, finishedAt: time.int64Value, in: db)
        return report
    }
}

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

    public var receivedAnything: Bool { receivedAnswers + receivedCards + receivedNotes + receivedOther + receivedDeletions > 0 }
}

/// Anki's normal (incremental) sync as its client runs it (rslib `NormalSyncer`): `start`
/// with the usn of the last sync, deletions, unchunked changes, chunks from the server,
/// chunks to it, `sanityCheck2`, `finish`. All in one transaction of the kept collection:
/// a failure leaves it as it was, and the server is told to `abort`.
public enum NormalSync {
    public static func run(client: SyncClient, meta: SyncMeta, collection: SyncedCollection) throws(SyncError) -> NormalSyncReport {
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
                report = try steps(client: client, meta: meta, stamps: stamps, in: db)
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
                              in db: Database) throws -> NormalSyncReport {
        var report = NormalSyncReport()
        func call(_ method: SyncMethod, _ body: [String: Any]) throws -> Data {
            try client.send(method, body: SyncJSON.data(body))
        }
        let localIsNewer = stamps.modified > meta.modified
        let graves = try SyncJSON.object(call(.start, ["minUsn": stamps.usn, "lnewer": localIsNewer]), "start's graves")
        // Nothing is deleted here between syncs yet, so there are no graves of ours to send.
        report.receivedDeletions = try SyncedCollection.applyGraves(graves, usn: meta.usn, in: db)

        let ours: [String: Any] = ["models": [Any](), "decks": [[Any](), [Any]()], "tags": [Any]()]
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
        // Nothing changed here waits to be sent yet: one last, empty chunk says so.
        _ = try call(.applyChunk, ["chunk": ["done": true]])

        let check = try SyncJSON.object(call(.sanityCheck2, ["client": SyncedCollection.sanityCounts(in: db)]), "sanityCheck2")
        guard (check["status"] as? String)?.lowercased() == "ok" else {
            let counts = [("here", check["c"]), ("server", check["s"])].map { name, value in
                "\(name) \((try? SyncJSON.text(value ?? NSNull())) ?? "?")"
            }.joined(separator: ", ")
            throw SyncError.countsDiffer(counts)
        }
        let finished = try call(.finish, [:])
        guard let time = (try? JSONSerialization.jsonObject(with: finished, options: [.fragmentsAllowed])) as? NSNumber else {
            throw SyncError.damagedResponse("finish gave no time")
        }
        try SyncedCollection.finalize(serverUSN: meta.usn, finishedAt: time.int64Value, in: db)
        return report
    }
}

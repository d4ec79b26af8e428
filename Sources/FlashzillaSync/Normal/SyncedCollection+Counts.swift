import Foundation
import GRDB

extension SyncedCollection {
    /// What `sanityCheck2` compares (rslib's `SanityCheckCounts`, as a JSON array): due
    /// counts (no longer compared: zeros), cards, notes, review log, graves, note types,
    /// decks, deck options.
    static func sanityCounts(in db: Database) throws -> [Any] {
        func count(_ table: String) throws -> Int { try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
        return [[0, 0, 0], try count("cards"), try count("notes"), try count("revlog"), try count("graves"),
                try legacy(.models, in: db).count, try legacy(.decks, in: db).count, try legacy(.dconf, in: db).count]
    }

    /// After `finish`: the server's time of it becomes our last change and last sync, and
    /// its usn (+1, as the server moved on) the mark above which objects are news.
    static func finalize(serverUSN: Int, finishedAt: Int64, in db: Database) throws {
        try db.execute(sql: "UPDATE col SET ls = ?, mod = ?, usn = ?", arguments: [finishedAt, finishedAt, serverUSN + 1])
    }
}

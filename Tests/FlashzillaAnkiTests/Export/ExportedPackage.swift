import Foundation
import GRDB
import ZIPFoundation

/// An exported .apkg read back: its zip entries, and the collection's rows through GRDB.
struct ExportedPackage {
    struct Note: Equatable {
        var id: Int64, guid: String, modelID: Int64, modified: Int64, tags: String, fields: [String], sortField: String, checksum: Int64
    }

    struct Card: Equatable {
        var id: Int64, noteID: Int64, deckID: Int64, ordinal: Int, type: Int, queue: Int, due: Int64
        var interval = 0, reps = 0, lapses = 0, flags = 0, data = ""
    }

    var entryNames: [String]
    var media: String
    var version: Int
    var notes: [Note]
    var cards: [Card]
    /// The review log: id, card, ease, kind (0 learning, 1 review, 2 relearning), the interval
    /// after the answer and the one before it (days, or negative seconds).
    var revlog: [(id: Int64, card: Int64, ease: Int, kind: Int, interval: Int, lastInterval: Int)] = []
    var models: [String: Any]
    var decks: [String: Any]
    var deckConfigs: [String: Any]
    var tables: [String]

    init(at url: URL) throws {
        let archive = try Archive(url: url, accessMode: .read)
        entryNames = archive.map(\.path)
        var media = Data()
        if let entry = archive["media"] { _ = try archive.extract(entry) { media.append($0) } }
        self.media = String(decoding: media, as: UTF8.self)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apkg-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = folder.appendingPathComponent("collection.anki2")
        guard let entry = archive["collection.anki2"] else { throw CocoaError(.fileReadNoSuchFile) }
        _ = try archive.extract(entry, to: collection)

        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: collection.path, configuration: configuration)
        defer { try? queue.close() }
        revlog = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, cid, ease, type, ivl, lastIvl FROM revlog ORDER BY id").map { ($0[0], $0[1], $0[2], $0[3], $0[4], $0[5]) }
        }
        (version, notes, cards, models, decks, deckConfigs, tables) = try queue.read { db in
            let col = try Row.fetchOne(db, sql: "SELECT ver, models, decks, dconf FROM col")!
            func object(_ column: String) throws -> [String: Any] {
                try JSONSerialization.jsonObject(with: Data((col[column] as String).utf8)) as? [String: Any] ?? [:]
            }
            let notes = try Row.fetchAll(db, sql: "SELECT * FROM notes ORDER BY id").map { row in
                Note(id: row["id"], guid: row["guid"], modelID: row["mid"], modified: row["mod"], tags: row["tags"],
                     fields: (row["flds"] as String).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init),
                     sortField: row["sfld"], checksum: row["csum"])
            }
            let cards = try Row.fetchAll(db, sql: "SELECT * FROM cards ORDER BY id").map { row in
                Card(id: row["id"], noteID: row["nid"], deckID: row["did"], ordinal: row["ord"], type: row["type"],
                     queue: row["queue"], due: row["due"], interval: row["ivl"], reps: row["reps"], lapses: row["lapses"],
                     flags: row["flags"], data: row["data"])
            }
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")
            return (col["ver"], notes, cards, try object("models"), try object("decks"), try object("dconf"), tables)
        }
    }
}

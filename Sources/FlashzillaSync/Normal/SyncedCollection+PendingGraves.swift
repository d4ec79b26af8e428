import Foundation
import GRDB

/// What Anki's client sends besides rows: its graves (`applyGraves`), note types and tags
/// (`applyChanges`) changed since the last sync (usn -1).
extension SyncedCollection {
    struct PendingGraves {
        var cards: [Int64] = [], notes: [Int64] = [], decks: [Int64] = []

        var count: Int { cards.count + notes.count + decks.count }

        /// The graves in chunks of at most `size` ids, as the protocol's `Graves` objects.
        func chunks(of size: Int) -> [[String: Any]] {
            var all: [(String, Int64)] = cards.map { ("cards", $0) } + notes.map { ("notes", $0) } + decks.map { ("decks", $0) }
            var chunks: [[String: Any]] = []
            while !all.isEmpty {
                let taken = all.prefix(size)
                all.removeFirst(taken.count)
                var chunk: [String: [Int64]] = ["cards": [], "notes": [], "decks": []]
                for (kind, id) in taken { chunk[kind, default: []].append(id) }
                chunks.append(chunk)
            }
            return chunks
        }
    }

    static func pendingGraves(in db: Database) throws -> PendingGraves {
        var graves = PendingGraves()
        for row in try Row.fetchAll(db, sql: "SELECT oid, type FROM graves WHERE usn = -1") {
            let id: Int64 = row[0], type: Int = row[1]
            switch type {
            case 0: graves.cards.append(id)
            case 1: graves.notes.append(id)
            default: graves.decks.append(id)
            }
        }
        return graves
    }

    /// The note types changed here, given the server's usn (no longer pending).
    static func takePendingModels(usn: Int, in db: Database) throws -> [Any] {
        var models = try legacy(.models, in: db), pending: [Any] = []
        for (id, value) in models {
            guard var model = value as? [String: Any], SyncJSON.integer(model["usn"]) == -1 else { continue }
            model["usn"] = usn
            models[id] = model
            pending.append(model)
        }
        if !pending.isEmpty { try setLegacy(.models, models, in: db) }
        return pending
    }

    /// The tags added here, given the server's usn.
    static func takePendingTags(usn: Int, in db: Database) throws -> [String] {
        var known = SyncJSON.dictionary(fromText: try String.fetchOne(db, sql: "SELECT tags FROM col") ?? "{}")
        let pending = known.filter { SyncJSON.integer($0.value) == -1 }.keys.sorted()
        guard !pending.isEmpty else { return [] }
        for tag in pending { known[tag] = usn }
        try db.execute(sql: "UPDATE col SET tags = ?", arguments: [try SyncJSON.text(known)])
        return pending
    }
}

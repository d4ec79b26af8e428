import Foundation
import GRDB

/// What the server sends, put into the collection as Anki's client puts it (rslib's
/// `apply_graves`, `apply_changes`, `apply_chunk`): deletions, then note types, decks,
/// options and tags (the newer by `mod` wins), then review log, cards and notes.
extension SyncedCollection {
    /// The objects of one kind in the `col` row, keyed by id (`models`, `decks`, `dconf`).
    enum LegacyTable: String, CaseIterable {
        case models, decks, dconf
    }

    /// The graves the server sends: cards, notes and decks deleted there. Returns how many.
    static func applyGraves(_ graves: [String: Any], usn: Int, in db: Database) throws -> Int {
        let cards = SyncJSON.ids(graves["cards"]), notes = SyncJSON.ids(graves["notes"]), decks = SyncJSON.ids(graves["decks"])
        for id in cards { try db.execute(sql: "DELETE FROM cards WHERE id = ?", arguments: [id]) }
        for id in notes { try db.execute(sql: "DELETE FROM notes WHERE id = ?", arguments: [id]) }
        if !decks.isEmpty {
            var table = try legacy(.decks, in: db)
            for id in decks { table[String(id)] = nil }
            try setLegacy(.decks, table, in: db)
        }
        // Kept at the server's usn: known to both sides, so never sent back.
        for (type, ids) in [(0, cards), (1, notes), (2, decks)] {
            for id in ids { try db.execute(sql: "INSERT INTO graves VALUES (?, ?, ?)", arguments: [usn, id, type]) }
        }
        return cards.count + notes.count + decks.count
    }

    /// Note types, decks and deck options (each kept if not older than ours), tags, and
    /// the collection's configuration and creation time when the server sends them.
    static func applyChanges(_ changes: [String: Any], usn: Int, in db: Database) throws -> Int {
        let decksAndOptions = changes["decks"] as? [Any] ?? []
        let incoming: [(LegacyTable, [Any])] = [
            (.models, changes["models"] as? [Any] ?? []),
            (.decks, decksAndOptions.first as? [Any] ?? []),
            (.dconf, decksAndOptions.dropFirst().first as? [Any] ?? []),
        ]
        var count = 0
        for (kind, objects) in incoming where !objects.isEmpty {
            var table = try legacy(kind, in: db)
            for case let object as [String: Any] in objects {
                guard let id = SyncJSON.integer(object["id"]) else { continue }
                let ours = (table[String(id)] as? [String: Any]).flatMap { SyncJSON.integer($0["mod"]) }
                if let ours, ours > SyncJSON.integer(object["mod"]) ?? 0 { continue }
                table[String(id)] = object
                count += 1
            }
            try setLegacy(kind, table, in: db)
        }
        if let tags = changes["tags"] as? [String], !tags.isEmpty {
            var known = SyncJSON.dictionary(fromText: try String.fetchOne(db, sql: "SELECT tags FROM col") ?? "{}")
            for tag in tags { known[tag] = usn }
            try db.execute(sql: "UPDATE col SET tags = ?", arguments: [try SyncJSON.text(known)])
            count += tags.count
        }
        if let configuration = changes["conf"] as? [String: Any] {
            try db.execute(sql: "UPDATE col SET conf = ?", arguments: [try SyncJSON.text(configuration)])
        }
        if let created = SyncJSON.integer(changes["crt"]) {
            try db.execute(sql: "UPDATE col SET crt = ?", arguments: [created])
        }
        return count
    }

    /// One chunk of review log, cards and notes. A card or note changed here and not yet
    /// sent (usn -1) stays ours unless the server's is newer. Returns the rows taken.
    static func applyChunk(_ chunk: [String: Any], in db: Database) throws -> ChunkCounts {
        var counts = ChunkCounts()
        // Each statement prepared once for the connection, not once a row: preparing one
        // that writes cards also compiles the placement triggers on them (`watchCardPlacements`).
        let insertAnswer = try db.cachedStatement(sql: "INSERT OR IGNORE INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for case let entry as [Any] in chunk["revlog"] as? [Any] ?? [] where entry.count == 9 {
            try insertAnswer.execute(arguments: StatementArguments(entry.map(databaseValue)))
            counts.answers += db.changesCount
        }
        let cards = chunk["cards"] as? [Any] ?? []
        if !cards.isEmpty {
            let replaceCard = try db.cachedStatement(sql: "INSERT OR REPLACE INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for case let entry as [Any] in cards where entry.count == 18 {
                guard try isNewer(entry, than: "cards", in: db) else { continue }
                try replaceCard.execute(arguments: StatementArguments(entry.map(databaseValue)))
                counts.cards += 1
            }
        }
        let notes = chunk["notes"] as? [Any] ?? []
        if !notes.isEmpty {
            let replaceNote = try db.cachedStatement(sql: "INSERT OR REPLACE INTO notes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for case var entry as [Any] in notes where entry.count == 11 {
                guard try isNewer(entry, than: "notes", in: db) else { continue }
                // The protocol leaves the sort field and checksum empty; the columns are numbers.
                entry[7] = 0
                entry[8] = 0
                try replaceNote.execute(arguments: StatementArguments(entry.map(databaseValue)))
                counts.notes += 1
            }
        }
        return counts
    }

    struct ChunkCounts: Equatable {
        var answers = 0, cards = 0, notes = 0
    }

    /// Whether a row (`[id, …, mod at 3 or 4, usn after it]`) should replace ours.
    private static func isNewer(_ entry: [Any], than table: String, in db: Database) throws -> Bool {
        guard let id = SyncJSON.integer(entry[0]),
              let ours = try Row.fetchOne(db.cachedStatement(sql: "SELECT mod, usn FROM \(table) WHERE id = ?"), arguments: [id]) else { return true }
        let modIndex = table == "cards" ? 4 : 3
        let usn: Int = ours[1]
        let mod: Int64 = ours[0]
        return usn != -1 || mod < SyncJSON.integer(entry[modIndex]) ?? 0
    }

    /// A JSON value as SQLite stores it: numbers as whole numbers (Anki's columns are
    /// integers), text as text.
    static func databaseValue(_ value: Any) -> (any DatabaseValueConvertible)? {
        switch value {
        case let number as NSNumber: number.int64Value
        case let text as String: text
        default: nil
        }
    }

    static func legacy(_ kind: LegacyTable, in db: Database) throws -> [String: Any] {
        SyncJSON.dictionary(fromText: try String.fetchOne(db, sql: "SELECT \(kind.rawValue) FROM col") ?? "{}")
    }

    static func setLegacy(_ kind: LegacyTable, _ table: [String: Any], in db: Database) throws {
        try db.execute(sql: "UPDATE col SET \(kind.rawValue) = ?", arguments: [try SyncJSON.text(table)])
    }
}

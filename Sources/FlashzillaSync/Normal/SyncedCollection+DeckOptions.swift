import Foundation
import GRDB

/// Deck options edited here (new cards a day, maximum reviews a day, desired retention) as
/// the Anki deck's options (`dconf`), written pending (usn -1) to be sent in `applyChanges`.
/// Only options changed since the last sync go: the values each deck had then are kept in a
/// table of Flashzilla's own (never sent), since the import does not take Anki's options
/// into the decks here and a deck's defaults must not replace the phone's own.
extension SyncedCollection {
    static let sentDeckOptionsTable = "flashzilla_synced_deck_options"

    public struct DeckOptionValues: Hashable, Sendable {
        public var newPerDay: Int
        public var reviewsPerDay: Int
        /// nil: the deck follows the learner's setting; Anki's is left as it is.
        public var desiredRetention: Double?

        public init(newPerDay: Int, reviewsPerDay: Int, desiredRetention: Double?) {
            (self.newPerDay, self.reviewsPerDay, self.desiredRetention) = (newPerDay, reviewsPerDay, desiredRetention)
        }
    }

    /// The options each Anki deck (by id) had here when they were last written.
    public func syncedDeckOptions() throws(SyncError) -> [Int64: DeckOptionValues] {
        do {
            return try queue.read { db in
                guard try db.tableExists(Self.sentDeckOptionsTable) else { return [:] }
                var values: [Int64: DeckOptionValues] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT deck, new, rev, retention FROM \(Self.sentDeckOptionsTable)") {
                    values[row[0]] = DeckOptionValues(newPerDay: row[1], reviewsPerDay: row[2], desiredRetention: row[3])
                }
                return values
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Writes `changed` into the decks' options, pending, and keeps `current` as the values
    /// the next sync compares with, in one transaction. A deck whose options other decks
    /// share gets options of its own (a copy named after the deck), so they stay as they are.
    public func writeDeckOptions(_ changed: [Int64: DeckOptionValues], current: [Int64: DeckOptionValues], now: Date) throws(SyncError) {
        let seconds = Int64(now.timeIntervalSince1970), milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        do {
            try queue.write { db in
                if !changed.isEmpty {
                    var decks = try Self.legacy(.decks, in: db), options = try Self.legacy(.dconf, in: db)
                    for (deckID, values) in changed.sorted(by: { $0.key < $1.key }) {
                        guard var deck = decks[String(deckID)] as? [String: Any], SyncJSON.integer(deck["dyn"]) ?? 0 == 0 else { continue }
                        let confID = SyncJSON.integer(deck["conf"]) ?? 1
                        guard var conf = options[String(confID)] as? [String: Any] ?? options["1"] as? [String: Any] else { continue }
                        let sharers = decks.values.filter { ($0 as? [String: Any]).flatMap { SyncJSON.integer($0["conf"]) } == confID }.count
                        if sharers > 1 {
                            var id = max(milliseconds, (options.keys.compactMap { Int64($0) }.max() ?? 0) + 1)
                            while options[String(id)] != nil { id += 1 }
                            conf["id"] = id
                            conf["name"] = deck["name"] ?? "Flashzilla"
                            deck["conf"] = id
                            deck["mod"] = seconds
                            deck["usn"] = -1
                            decks[String(deckID)] = deck
                        }
                        var new = conf["new"] as? [String: Any] ?? [:], rev = conf["rev"] as? [String: Any] ?? [:]
                        new["perDay"] = values.newPerDay
                        rev["perDay"] = values.reviewsPerDay
                        (conf["new"], conf["rev"]) = (new, rev)
                        if let retention = values.desiredRetention { conf["desiredRetention"] = retention }
                        conf["mod"] = seconds
                        conf["usn"] = -1
                        options[String(SyncJSON.integer(conf["id"]) ?? confID)] = conf
                    }
                    try Self.setLegacy(.decks, decks, in: db)
                    try Self.setLegacy(.dconf, options, in: db)
                    try db.execute(sql: "UPDATE col SET mod = MAX(mod + 1, ?)", arguments: [milliseconds])
                }
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(Self.sentDeckOptionsTable) (deck INTEGER PRIMARY KEY, new INTEGER NOT NULL, rev INTEGER NOT NULL, retention REAL)")
                try db.execute(sql: "DELETE FROM \(Self.sentDeckOptionsTable)")
                let insert = try db.makeStatement(sql: "INSERT INTO \(Self.sentDeckOptionsTable) VALUES (?, ?, ?, ?)")
                for (deck, values) in current { try insert.execute(arguments: [deck, values.newPerDay, values.reviewsPerDay, values.desiredRetention]) }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// The deck options changed here, given the server's usn (no longer pending).
    static func takePendingDeckOptions(usn: Int, in db: Database) throws -> [Any] {
        var options = try legacy(.dconf, in: db), pending: [Any] = []
        for (id, value) in options {
            guard var conf = value as? [String: Any], SyncJSON.integer(conf["usn"]) == -1 else { continue }
            conf["usn"] = usn
            options[id] = conf
            pending.append(conf)
        }
        if !pending.isEmpty { try setLegacy(.dconf, options, in: db) }
        return pending
    }
}

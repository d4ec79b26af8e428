import FlashzillaAnki
import Foundation
import GRDB

/// Deck options edited here (`SharedDeckOptions`: limits, steps, retention, maximum
/// interval, leech threshold and action, burying, new-card order) as the Anki deck's options
/// (`dconf`), written pending (usn -1) to be sent in `applyChanges`. Only options changed
/// since the last sync go: the values each deck had then are kept in a table of
/// Flashzilla's own (never sent), so a deck's values here never replace the phone's own
/// unless they were edited here.
extension SyncedCollection {
    static let sentDeckOptionsTable = "flashzilla_synced_deck_options"

    /// The options each Anki deck (by id) had here when they were last written. A table of
    /// the first version (limits and retention only) counts as none: the next sync keeps
    /// every deck's values afresh and sends nothing for them.
    public func syncedDeckOptions() throws(SyncError) -> [Int64: SharedDeckOptions] {
        do {
            return try queue.read { db in
                guard try Self.hasCurrentOptionsTable(db) else { return [:] }
                var values: [Int64: SharedDeckOptions] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT deck, options FROM \(Self.sentDeckOptionsTable)") {
                    if let options = SharedDeckOptions(json: row[1]) { values[row[0]] = options }
                }
                return values
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Writes `changed` into the decks' options, pending (each deck's options edited since
    /// `before`: all of them when nil), and keeps `current` as the values the next sync
    /// compares with, in one transaction. A deck whose options other decks share gets
    /// options of its own (a copy named after the deck), so theirs stay as they are.
    public func writeDeckOptions(_ changed: [Int64: (now: SharedDeckOptions, before: SharedDeckOptions?)], current: [Int64: SharedDeckOptions],
                                 now: Date) throws(SyncError) {
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
                        var deckChanged = false
                        if sharers > 1 {
                            var id = max(milliseconds, (options.keys.compactMap { Int64($0) }.max() ?? 0) + 1)
                            while options[String(id)] != nil { id += 1 }
                            conf["id"] = id
                            conf["name"] = deck["name"] ?? "Flashzilla"
                            deck["conf"] = id
                            deckChanged = true
                        }
                        if AnkiDeckOptionsMapping.write(values.now, editedSince: values.before, into: &conf, deck: &deck) { deckChanged = true }
                        if deckChanged {
                            deck["mod"] = seconds
                            deck["usn"] = -1
                            decks[String(deckID)] = deck
                        }
                        conf["mod"] = seconds
                        conf["usn"] = -1
                        options[String(SyncJSON.integer(conf["id"]) ?? confID)] = conf
                    }
                    try Self.setLegacy(.decks, decks, in: db)
                    try Self.setLegacy(.dconf, options, in: db)
                    try db.execute(sql: "UPDATE col SET mod = MAX(mod + 1, ?)", arguments: [milliseconds])
                }
                if try db.tableExists(Self.sentDeckOptionsTable), try !Self.hasCurrentOptionsTable(db) {
                    try db.execute(sql: "DROP TABLE \(Self.sentDeckOptionsTable)")
                }
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(Self.sentDeckOptionsTable) (deck INTEGER PRIMARY KEY, options TEXT NOT NULL)")
                try db.execute(sql: "DELETE FROM \(Self.sentDeckOptionsTable)")
                let insert = try db.makeStatement(sql: "INSERT INTO \(Self.sentDeckOptionsTable) VALUES (?, ?)")
                for (deck, values) in current { try insert.execute(arguments: [deck, values.json]) }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    private static func hasCurrentOptionsTable(_ db: Database) throws -> Bool {
        try db.tableExists(sentDeckOptionsTable) && db.columns(in: sentDeckOptionsTable).contains { $0.name == "options" }
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

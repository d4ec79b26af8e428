import Foundation
import GRDB

/// A full upload (`upload`): the server's collection replaced by one written from the decks
/// here. The file is readied first as Anki's client readies its own before uploading
/// (rslib `before_upload`, read, not copied): nothing pending (every usn 0, no graves), the
/// collection's usn one up so that only what the server changes later is news, and a new
/// schema time, which makes every other device choose a full sync.
public enum CollectionUpload {
    /// Readies the schema-11 collection at `url` (written by the Anki exporter) for upload
    /// and for keeping as the synced collection; returns its stamps.
    @discardableResult
    public static func prepare(at url: URL, now: Date) throws(SyncError) -> SyncedCollection.Stamps {
        let milliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        do {
            let queue = try DatabaseQueue(path: url.path)
            defer { try? queue.close() }
            return try queue.write { db in
                for table in ["notes", "cards", "revlog"] { try db.execute(sql: "UPDATE \(table) SET usn = 0") }
                try db.execute(sql: "DELETE FROM graves")
                guard let row = try Row.fetchOne(db, sql: "SELECT models, decks, dconf, usn, conf FROM col") else {
                    throw SyncError.localCollection("\(url.path): it has no collection row")
                }
                let models = settled(SyncJSON.dictionary(fromText: row[0]))
                let decks = withParents(settled(SyncJSON.dictionary(fromText: row[1])), at: milliseconds / 1000)
                let options = settled(SyncJSON.dictionary(fromText: row[2]))
                let usn = (row[3] as Int) + 1
                // A package's settings leave the scheduler to the collection it goes into; an
                // uploaded collection is studied as it is: Anki's v3 scheduler with FSRS, as here.
                var settings = SyncJSON.dictionary(fromText: row[4])
                settings["sched2021"] = true
                settings["fsrs"] = true
                // Anki opens on the current deck: the biggest one rather than the empty Default.
                if let biggest = try Int64.fetchOne(db, sql: "SELECT did FROM cards GROUP BY did ORDER BY count(*) DESC, did LIMIT 1") {
                    settings["curDeck"] = biggest
                    settings["activeDecks"] = [biggest]
                }
                try db.execute(sql: "UPDATE col SET models = ?, decks = ?, dconf = ?, conf = ?, tags = ?, usn = ?, mod = ?, scm = ?, ls = ?",
                               arguments: [try SyncJSON.text(models), try SyncJSON.text(decks), try SyncJSON.text(options), try SyncJSON.text(settings),
                                           try SyncJSON.text(try tags(in: db)), usn, milliseconds, milliseconds, milliseconds])
                return try SyncedCollection.stamps(in: db)
            }
        } catch let error as SyncError {
            throw error
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Sends the collection at `url`; the server answers "OK" or why it refused it.
    public static func send(_ url: URL, with client: SyncClient) throws(SyncError) {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw .localCollection("\(url.path): \(error.localizedDescription)")
        }
        let answer = String(decoding: try client.send(.upload, body: bytes), as: UTF8.self)
        guard answer == "OK" else { throw .refused(answer.isEmpty ? "the upload was not accepted" : answer) }
    }

    /// Each entry of a `col` JSON map (note types, decks, options) with nothing pending.
    private static func settled(_ map: [String: Any]) -> [String: Any] {
        map.mapValues { value in
            guard var entry = value as? [String: Any] else { return value }
            entry["usn"] = 0
            return entry
        }
    }

    /// The decks with every parent of a `::` name present: an import makes them, but an
    /// uploaded collection is used as it is. A parent is a copy of Default under a new id.
    private static func withParents(_ decks: [String: Any], at seconds: Int64) -> [String: Any] {
        var all = decks
        var names = Set(decks.values.compactMap { ($0 as? [String: Any])?["name"] as? String })
        guard let template = decks["1"] as? [String: Any] else { return all }
        var nextID = (decks.keys.compactMap { Int64($0) }.max() ?? 1) + 1
        for name in names.sorted() {
            let parts = name.components(separatedBy: "::")
            for count in 1..<max(parts.count, 1) {
                let parent = parts.prefix(count).joined(separator: "::")
                guard names.insert(parent).inserted else { continue }
                var entry = template
                entry["id"] = nextID
                entry["name"] = parent
                entry["mod"] = seconds
                entry["usn"] = 0
                all[String(nextID)] = entry
                nextID += 1
            }
        }
        return all
    }

    /// Every tag the notes carry, as schema 11 registers them (name → usn).
    private static func tags(in db: Database) throws -> [String: Any] {
        var tags: [String: Any] = [:]
        let rows = try String.fetchCursor(db, sql: "SELECT DISTINCT tags FROM notes WHERE tags != ''")
        while let text = try rows.next() {
            for tag in text.split(separator: " ") where !tag.isEmpty { tags[String(tag)] = 0 }
        }
        return tags
    }
}

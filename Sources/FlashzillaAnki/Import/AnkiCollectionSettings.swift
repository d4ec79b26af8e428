import Foundation
import GRDB

/// What the importer reads of a collection's scheduling: each card's row, and when its days
/// begin (`col.crt` and the `rollover` hour).
enum AnkiCollectionSettings {
    /// A card's schedule from its row: type, due, ivl, left, reps, lapses, data, mod, from `first` on.
    static func schedule(of row: CollectionRows, from first: Int32) -> AnkiCardSchedule {
        let memory = AnkiCardSchedule.memory(inData: row.bytes(first + 6))
        var schedule = AnkiCardSchedule(type: Int8(clamping: row.int(first)), due: row.int64(first + 1),
                                interval: Int32(clamping: row.int(first + 2)), left: Int32(clamping: row.int(first + 3)),
                                reps: Int32(clamping: row.int(first + 4)), lapses: Int32(clamping: row.int(first + 5)),
                                stability: memory.stability, difficulty: memory.difficulty)
        schedule.modified = row.int64(first + 7)
        return schedule
    }

    /// `current`: the newer schema, whose settings are rows of `config` (the older keeps them
    /// in `col.conf`'s JSON). The days as Anki counts them at `now` (`AnkiCollectionDays`):
    /// the rollover hour (out of range: Anki's 4), the creation offset, and the scheduler
    /// version (`schedVer` missing or 1: the v1 scheduler, which Anki's import upgrades).
    static func days(_ db: Database, current: Bool, now: Date = Date()) throws -> AnkiCollectionDays {
        let creation = try Int64.fetchOne(db, sql: "SELECT crt FROM col") ?? 0
        var settings: [String: Int] = [:]
        let keys = ["rollover", "creationOffset", "schedVer"]
        if current {
            for row in try Row.fetchAll(db, sql: "SELECT key, val FROM config WHERE key IN ('rollover', 'creationOffset', 'schedVer')") {
                let value: Data = row[1]
                settings[row[0]] = Int(String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces))
            }
        } else if let conf = try String.fetchOne(db, sql: "SELECT conf FROM col"),
                  let object = try? JSONSerialization.jsonObject(with: Data(conf.utf8)) as? [String: Any] {
            for key in keys { settings[key] = (object[key] as? NSNumber)?.intValue }
        }
        // The v1 scheduler's collection is upgraded by Anki's import: its creation offset
        // becomes this machine's at `crt` (rslib `upgrade_to_v2_scheduler`).
        var west = settings["creationOffset"]
        if (settings["schedVer"] ?? 1) < 2, west == nil {
            west = -TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(creation))) / 60
        }
        return AnkiCollectionDays(creation: creation, rolloverHour: settings["rollover"] ?? 4, creationMinutesWest: west, now: now)
    }
}

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
    /// in `col.conf`'s JSON). A rollover hour missing or out of range is Anki's 4.
    static func days(_ db: Database, current: Bool) throws -> AnkiCollectionDays {
        let creation = try Int64.fetchOne(db, sql: "SELECT crt FROM col") ?? 0
        var rollover: Int?
        if current {
            if let value = try Data.fetchOne(db, sql: "SELECT val FROM config WHERE KEY = 'rollover'") {
                rollover = Int(String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces))
            }
        } else if let conf = try String.fetchOne(db, sql: "SELECT conf FROM col"),
                  let object = try? JSONSerialization.jsonObject(with: Data(conf.utf8)) as? [String: Any] {
            rollover = (object["rollover"] as? NSNumber)?.intValue
        }
        return AnkiCollectionDays(creation: creation, rolloverHour: rollover ?? 4)
    }
}

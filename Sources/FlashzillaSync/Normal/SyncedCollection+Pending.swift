import Foundation
import GRDB

/// Changes made here, written into the kept collection as Anki's client writes its own:
/// with usn -1 ("pending"), sent by the next normal sync.
extension SyncedCollection {
    /// A card of the collection as Flashzilla finds it again: its note's GUID and its
    /// number in the note (how an imported card's id was made), and its deck's name.
    public struct CardLink: Equatable, Sendable {
        public var id: Int64
        /// The card's Anki deck (its id, as the `decks` JSON keys it).
        public var deckID: String
        public var guid: String
        public var ordinal: Int
        public var deckName: String
        /// Anki's `data` of the card (its FSRS memory and more), to be kept.
        public var data: String
        /// Answers the collection has for the card, by the second (revlog ids are
        /// milliseconds), with how many in each.
        public var answerSeconds: [Int64: Int]
        /// The row's schedule and marks as kept: `type`, `queue`, `due`, `flags`, and `mod`
        /// (seconds; for a buried card, when it was buried).
        public var type: Int, queue: Int, due: Int64, flags: Int, modified: Int64
    }

    /// The collection's creation (`crt`, seconds), rollover hour and creation offset
    /// (minutes west of UTC, when set): its day numbers.
    public func days() throws(SyncError) -> (creation: Int64, rolloverHour: Int, creationMinutesWest: Int?) {
        do {
            return try queue.read { db in
                let row = try Row.fetchOne(db, sql: "SELECT crt, conf FROM col")
                let configuration = SyncJSON.dictionary(fromText: row?[1] ?? "{}")
                return (row?[0] ?? 0, (configuration["rollover"] as? NSNumber)?.intValue ?? 4,
                        (configuration["creationOffset"] as? NSNumber)?.intValue)
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    public func cardLinks() throws(SyncError) -> [CardLink] {
        try cardLinks(withAnswers: true)
    }

    /// `ids`: only these cards (nil: all).
    func cardLinks(withAnswers: Bool, ids: Set<Int64>? = nil) throws(SyncError) -> [CardLink] {
        do {
            return try queue.read { db in
                let decks = try Self.legacy(.decks, in: db).compactMapValues { ($0 as? [String: Any])?["name"] as? String }
                var answers: [Int64: [Int64: Int]] = [:]
                let revlog = try Row.fetchCursor(db, sql: withAnswers ? "SELECT cid, id FROM revlog" : "SELECT cid, id FROM revlog WHERE 0")
                while let row = try revlog.next() { answers[row[0], default: [:]][(row[1] as Int64) / 1000, default: 0] += 1 }
                let only = ids.map { " WHERE cards.id IN (\($0.sorted().map(String.init).joined(separator: ",")))" } ?? ""
                return try Row.fetchAll(db, sql: """
                    SELECT cards.id, notes.guid, cards.ord, cards.did, cards.data, cards.type, cards.queue, cards.due, cards.flags, cards.mod
                    FROM cards JOIN notes ON notes.id = cards.nid
                    """ + only).map { row in
                    let did: Int64 = row[3]
                    return CardLink(id: row[0], deckID: String(did), guid: row[1], ordinal: row[2], deckName: decks[String(did)] ?? "",
                                    data: row[4], answerSeconds: answers[row[0]] ?? [:],
                                    type: row[5], queue: row[6], due: row[7], flags: row[8], modified: row[9])
                }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// A card's new schedule and marks, in Anki's columns.
    public struct PendingCard: Sendable {
        public var id: Int64
        public var type: Int, queue: Int, due: Int64, interval: Int, left: Int, reps: Int
        public var data: String
        public var flags: Int
        /// When it changed here (its last answer), as Anki stamps a card when it is answered:
        /// the newer side's state wins in the sync, not the side that syncs last. nil: now.
        public var modified: Date?

        public init(id: Int64, type: Int, queue: Int, due: Int64, interval: Int, left: Int, reps: Int, data: String, flags: Int,
                    modified: Date? = nil) {
            (self.id, self.type, self.queue, self.due, self.interval, self.left, self.reps, self.data) = (id, type, queue, due, interval, left, reps, data)
            self.flags = flags
            self.modified = modified
        }
    }

    /// A card whose marks alone changed here: its new `queue` and `flags`.
    public struct PendingMarks: Sendable {
        public var id: Int64
        public var queue: Int, flags: Int

        public init(id: Int64, queue: Int, flags: Int) {
            (self.id, self.queue, self.flags) = (id, queue, flags)
        }
    }

    /// Writes answers (`revlog` rows, usn -1) and cards' new states, adds to each deck's
    /// counts of today's new cards and reviews (`newToday`, `revToday`: Anki's deck list
    /// subtracts them from the day's limits, so the phone must see them), and marks the
    /// collection changed at `now`, so the next sync sends them. `today`: Anki's day number.
    public func writePending(revlog: [[Any]], cards: [PendingCard], marks: [PendingMarks] = [],
                             todayByDeck: [String: (new: Int, reviews: Int)] = [:], today: Int64 = 0, now: Date) throws(SyncError) {
        guard !revlog.isEmpty || !cards.isEmpty || !marks.isEmpty else { return }
        let seconds = Int64(now.timeIntervalSince1970), milliseconds = Int64(now.timeIntervalSince1970 * 1000)
        do {
            try queue.write { db in
                // Each statement prepared once, not once a row (parsing and authorising it cost more than running it).
                let check = try db.cachedStatement(sql: "SELECT 1 FROM revlog WHERE id = ?")
                let insert = try db.cachedStatement(sql: "INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                // The ids already taken from the first answer's to as many past the last as there
                // are answers, read at once; one past that is asked for alone.
                let wanted = revlog.map { ($0.first as? Int64) ?? 0 }
                let low = wanted.min() ?? 0, high = (wanted.max() ?? 0) + Int64(wanted.count)
                var taken = Set(try Int64.fetchAll(db, sql: "SELECT id FROM revlog WHERE id BETWEEN ? AND ?", arguments: [low, high]))
                for (var row, wantedID) in zip(revlog, wanted) {
                    // The id is the answer's time in ms: answers here are timed to the second, so
                    // two in one second take the next free millisecond, as Anki makes ids unique.
                    var id = wantedID
                    while try taken.contains(id) || (id > high && Bool.fetchOne(check, arguments: [id]) == true) { id += 1 }
                    taken.insert(id)
                    row[0] = id
                    try insert.execute(arguments: StatementArguments(row.map(Self.databaseValue)))
                }
                let schedule = try db.cachedStatement(sql: """
                    UPDATE cards SET type = ?, queue = ?, due = ?, ivl = ?, left = ?, reps = ?, data = ?, flags = ?, mod = ?, usn = -1
                    WHERE id = ?
                    """)
                for card in cards {
                    try schedule.execute(arguments: [card.type, card.queue, card.due, card.interval, card.left, card.reps, card.data, card.flags,
                                                     card.modified.map { Int64($0.timeIntervalSince1970) } ?? seconds, card.id])
                }
                let mark = try db.cachedStatement(sql: "UPDATE cards SET queue = ?, flags = ?, mod = ?, usn = -1 WHERE id = ?")
                for card in marks {
                    try mark.execute(arguments: [card.queue, card.flags, seconds, card.id])
                }
                if todayByDeck.contains(where: { $0.value.new + $0.value.reviews > 0 }) {
                    var decks = try Self.legacy(.decks, in: db)
                    for (id, counts) in todayByDeck {
                        guard var deck = decks[id] as? [String: Any] else { continue }
                        for (key, added) in [("newToday", counts.new), ("revToday", counts.reviews)] where added > 0 {
                            let kept = deck[key] as? [Any] ?? []
                            let sameDay = (kept.first as? NSNumber)?.int64Value == today
                            let before = sameDay ? ((kept.dropFirst().first as? NSNumber)?.intValue ?? 0) : 0
                            deck[key] = [today, before + added]
                        }
                        deck["mod"] = seconds
                        deck["usn"] = -1
                        decks[id] = deck
                    }
                    try Self.setLegacy(.decks, decks, in: db)
                }
                try db.execute(sql: "UPDATE col SET mod = MAX(mod + 1, ?)", arguments: [milliseconds])
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// The pending rows of `table` (usn -1), in the protocol's column order.
    static func pendingRows(_ table: String, in db: Database) throws -> [[Any]] {
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE usn = -1").map { row -> [Any] in
            var values: [Any] = Array(row.databaseValues).map { value -> Any in
                switch value.storage {
                case .int64(let number): number
                case .double(let number): number
                case .string(let text): text
                case .blob(let data): String(decoding: data, as: UTF8.self)
                case .null: NSNull()
                }
            }
            // A note's sort field and checksum go empty: the server works them out again.
            if table == "notes", values.count == 11 { (values[7], values[8]) = ("", "") }
            return values
        }
    }
}

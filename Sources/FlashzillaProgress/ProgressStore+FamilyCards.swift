import FlashzillaCore
import Foundation
import GRDB
import GRDBSQLite

/// What Review on a parent needs of one of its decks from the progress file.
public struct FamilyCards: Equatable, Sendable {
    /// The started cards' schedules, as `states(deckID:)` reads them.
    public var states: CardStates
    /// The marked cards and the lapses, as `marks(deckID:now:nextDayStart:)` reads them.
    public var marks: DeckMarks

    public init(states: CardStates = CardStates(), marks: DeckMarks = DeckMarks()) {
        self.states = states
        self.marks = marks
    }
}

extension ProgressStore {
    /// Review on a parent: each deck's started cards, marks and lapses in one pass over the
    /// card table. Read deck by deck, ten decks took a pass for their states plus two
    /// lookups each for marks and lapses (the lapses' through the index, a table lookup per
    /// card). Every deck asked for has an entry (empty when the file has none of it).
    public func familyCards(deckIDs: [UUID], now: Date, nextDayStart: Date?) throws(ProgressError) -> [UUID: FamilyCards] {
        try read { db in
            var result: [UUID: FamilyCards] = [:]
            for id in deckIDs { result[id] = FamilyCards(marks: DeckMarks(nextDayStart: nextDayStart)) }
            // Each deck the file knows gets a slot; rows find theirs by key.
            var slotOfKey: [Int64: Int] = [:], decks: [UUID] = []
            for id in deckIDs where !decks.contains(id) {
                guard let key = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [id]) else { continue }
                slotOfKey[key] = decks.count
                decks.append(id)
            }
            guard !decks.isEmpty else { return result }
            var ids = [[UUID]](repeating: [], count: decks.count), states = [[FSRSCardState]](repeating: [], count: decks.count)
            var marks = [[UUID: CardMarks]](repeating: [:], count: decks.count), lapses = [[UUID: Int]](repeating: [:], count: decks.count)
            // Keys are integers the file gave, so they can be written into the statement.
            let keys = slotOfKey.keys.sorted().map(String.init).joined(separator: ", ")
            let statement = try db.makeStatement(sql: """
                SELECT deckKey, cardId, phase, step, stability, difficulty, due, lastReview, reps, lapses, suspended, buriedUntil, flag, leech
                FROM card NOT INDEXED
                WHERE deckKey IN (\(keys)) AND (phase <> 0 OR lapses > 0 OR suspended <> 0 OR buriedUntil IS NOT NULL OR flag <> 0 OR leech <> 0)
                """)
            // A deck's rows mostly follow each other: the slot is looked up when the key changes.
            var lastKey: Int64 = -1, slot = 0
            try statement.forEachRawRow(in: db) { raw in
                let key = sqlite3_column_int64(raw, 0)
                if key != lastKey {
                    guard let found = slotOfKey[key] else { return }
                    lastKey = key
                    slot = found
                }
                if sqlite3_column_int64(raw, 2) != Int64(StoredPhase.new), let row = Self.cardRow(raw, from: 1) {
                    ids[slot].append(row.id)
                    states[slot].append(row.state)
                }
                let lapseCount = Int(sqlite3_column_int64(raw, 9))
                let mark = Self.rawMarks(raw, from: 10, now: now)
                guard lapseCount > 0 || !mark.isEmpty, sqlite3_column_bytes(raw, 1) == 16, let blob = sqlite3_column_blob(raw, 1) else { return }
                let id = UUID(uuid: blob.loadUnaligned(as: uuid_t.self))
                if lapseCount > 0 { lapses[slot][id] = lapseCount }
                if !mark.isEmpty { marks[slot][id] = mark }
            }
            for (slot, deckID) in decks.enumerated() {
                result[deckID] = FamilyCards(states: CardStates(ids: ids[slot], states: states[slot]),
                                             marks: DeckMarks(marks: marks[slot], lapses: lapses[slot], nextDayStart: nextDayStart))
            }
            return result
        }
    }

    /// suspended, buriedUntil, flag, leech from column `first` on, as `marks(deckID:now:)`
    /// reads them: a bury already over is dropped.
    private static func rawMarks(_ raw: OpaquePointer, from first: Int32, now: Date) -> CardMarks {
        let buried = sqlite3_column_type(raw, first + 1) == SQLITE_NULL ? nil : date(sqlite3_column_int64(raw, first + 1))
        return CardMarks(isSuspended: sqlite3_column_int64(raw, first) != 0, buriedUntil: buried.flatMap { $0 > now ? $0 : nil },
                         flag: CardFlag(rawValue: Int(sqlite3_column_int64(raw, first + 2))), isLeech: sqlite3_column_int64(raw, first + 3) != 0)
    }
}

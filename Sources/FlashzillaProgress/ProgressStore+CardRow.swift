import FlashzillaCore
import Foundation
import GRDBSQLite

extension ProgressStore {
    /// A started card's row as `states(deckID:)` and `familyCards(deckIDs:now:nextDayStart:)` select it, from
    /// `first` on: cardId, phase, step, stability, difficulty, due, lastReview, reps. Nil for
    /// a row that cannot be a card (an id that is no UUID, a phase this version lacks).
    @inline(__always)
    static func cardRow(_ raw: OpaquePointer, from first: Int32) -> (id: UUID, state: FSRSCardState)? {
        guard sqlite3_column_bytes(raw, first) == 16, let blob = sqlite3_column_blob(raw, first) else { return nil }
        let step: Int? = sqlite3_column_type(raw, first + 2) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(raw, first + 2))
        guard let phase = StoredPhase.phase(code: Int(sqlite3_column_int64(raw, first + 1)), step: step) else { return nil }
        let state = FSRSCardState(
            phase: phase, stability: sqlite3_column_double(raw, first + 3), difficulty: sqlite3_column_double(raw, first + 4),
            due: date(sqlite3_column_int64(raw, first + 5)), lastReview: date(sqlite3_column_int64(raw, first + 6)),
            reviewCount: Int(sqlite3_column_int64(raw, first + 7)))
        return (UUID(uuid: blob.loadUnaligned(as: uuid_t.self)), state)
    }
}

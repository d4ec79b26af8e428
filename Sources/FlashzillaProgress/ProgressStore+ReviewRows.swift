import FlashzillaCore
import Foundation
import GRDBSQLite

extension ProgressStore {
    /// An answer from a raw row holding, from column `first` on: id, time, rating,
    /// milliseconds, mode, phaseBefore, stability, difficulty (the reads that step through
    /// SQLite's C API for speed share this one reading).
    static func reviewLogEntry(_ raw: OpaquePointer, from first: Int32) -> ReviewLogEntry {
        func optional(_ column: Int32) -> Double? {
            sqlite3_column_type(raw, first + column) == SQLITE_NULL ? nil : sqlite3_column_double(raw, first + column)
        }
        return ReviewLogEntry(
            id: sqlite3_column_int64(raw, first), time: Self.date(sqlite3_column_int64(raw, first + 1)),
            rating: FSRSRating(rawValue: Int(sqlite3_column_int64(raw, first + 2))) ?? .again,
            milliseconds: Int(sqlite3_column_int64(raw, first + 3)),
            mode: ReviewAnswer.Mode(rawValue: Int(sqlite3_column_int64(raw, first + 4))) ?? .review,
            phaseBefore: Int(sqlite3_column_int64(raw, first + 5)), stability: optional(6), difficulty: optional(7))
    }
}

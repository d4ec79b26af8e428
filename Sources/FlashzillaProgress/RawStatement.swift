import Foundation
import GRDB
import GRDBSQLite

/// A prepared statement bound and stepped through SQLite's C API, for the bulk writes of
/// an import's history: GRDB's arguments box every value, which shows at a few hundred
/// thousand rows. Values are bound by position, from 1.
struct RawStatement {
    private let statement: Statement
    private let db: Database
    private var raw: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(raw, index, value) }
    func bind(_ index: Int32, _ value: Int) { sqlite3_bind_int64(raw, index, Int64(value)) }
    func bind(_ index: Int32, _ value: Int?) {
        if let value { sqlite3_bind_int64(raw, index, Int64(value)) } else { sqlite3_bind_null(raw, index) }
    }
    func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(raw, index, value) } else { sqlite3_bind_null(raw, index) }
    }

    /// As GRDB stores a UUID: its 16 bytes as a blob.
    func bind(_ index: Int32, _ value: UUID) {
        withUnsafeBytes(of: value.uuid) { bytes in
            _ = sqlite3_bind_blob(raw, index, bytes.baseAddress, 16, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    }

    /// Runs the statement; returns the first column of its row when it gives one (`RETURNING key`).
    @discardableResult
    func run() throws -> Int64? {
        defer { sqlite3_reset(raw) }
        var code = sqlite3_step(raw)
        var value: Int64?
        if code == SQLITE_ROW {
            value = sqlite3_column_int64(raw, 0)
            code = sqlite3_step(raw)
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        return value
    }
}

import Foundation
import GRDB
import GRDBSQLite

/// An INSERT bound and stepped through SQLite's C API: GRDB's arguments box every value,
/// which shows at the 330,000 rows (notes, cards, review log) of a 50,000-note export.
/// Values are bound by position, from 1.
struct RawInsert {
    private let statement: Statement
    private let db: Database
    private var raw: OpaquePointer { statement.sqliteStatement }

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.makeStatement(sql: sql)
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(raw, index, value) }
    func bind(_ index: Int32, _ value: Int) { sqlite3_bind_int64(raw, index, Int64(value)) }
    func bind(_ index: Int32, _ value: String) {
        _ = value.withCString { sqlite3_bind_text(raw, index, $0, Int32(value.utf8.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self)) }
    }

    func run() throws {
        defer { sqlite3_reset(raw) }
        let code = sqlite3_step(raw)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}

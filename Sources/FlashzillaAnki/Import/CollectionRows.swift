import GRDB
import GRDBSQLite

/// A query's rows read through SQLite's C API: a collection has hundreds of thousands of
/// rows (notes, cards, review log), and GRDB's `Row` converts each value through a
/// protocol, which showed as half the reading. Columns are read by position, from 0.
package struct CollectionRows {
    private let statement: OpaquePointer
    private let db: Database

    /// Calls `body` with each row of `sql`.
    package static func forEach(_ db: Database, sql: String, _ body: (CollectionRows) throws -> Void) throws {
        let statement = try db.makeStatement(sql: sql)
        let rows = CollectionRows(statement: statement.sqliteStatement, db: db)
        defer { sqlite3_reset(rows.statement) }
        while true {
            let code = sqlite3_step(rows.statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            try body(rows)
        }
    }

    package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
    package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    /// The column's text as UTF-8 bytes (empty for NULL), valid until the next row.
    package func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        guard let text = sqlite3_column_text(statement, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column)))
    }

    package func string(_ column: Int32) -> String { String(decoding: bytes(column), as: UTF8.self) }
}

import GRDB
import GRDBSQLite

extension Statement {
    /// Steps through the rows with SQLite's own calls (GRDB's `Row` boxes every value,
    /// which shows at a few hundred thousand rows), handing `body` the raw statement at
    /// each; the statement is reset after. An SQLite error is thrown as GRDB's.
    func forEachRawRow(in db: Database, _ body: (OpaquePointer) throws -> Void) throws {
        let raw = sqliteStatement
        defer { sqlite3_reset(raw) }
        while true {
            let code = sqlite3_step(raw)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            try body(raw)
        }
    }
}

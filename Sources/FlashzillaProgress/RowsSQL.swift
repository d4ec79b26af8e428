/// An INSERT written for one row or for many: `head` (up to `VALUES`), a `(?, …)` group
/// of `columns` parameters a row, then `tail` (an upsert's `ON CONFLICT …`). A bulk write
/// steps one statement for 64 rows: stepped once a row, the statement cost about as much
/// as SQLite's own work on the row.
struct RowsSQL: Sendable {
    static let rowsAtOnce = 64

    let head: String
    let columns: Int
    let tail: String

    func sql(rows: Int = 1) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return head + " " + Array(repeating: row, count: rows).joined(separator: ", ") + (tail.isEmpty ? "" : "\n" + tail)
    }

    /// Runs `bind` for each of `count` rows (a statement, the row's place in it — its first
    /// parameter is `place * columns + 1` — and the row's number) and steps the statements:
    /// `rowsAtOnce` rows at a time while there are as many, then one at a time.
    /// `afterEach` hears the rows of each statement once it has run.
    func insert(count: Int, many: RawStatement, one: RawStatement, bind: (RawStatement, Int, Int) -> Void,
                afterEach: (Range<Int>) throws -> Void = { _ in }) throws {
        var next = 0
        while next + Self.rowsAtOnce <= count {
            for place in 0..<Self.rowsAtOnce { bind(many, place, next + place) }
            try many.run()
            try afterEach(next..<next + Self.rowsAtOnce)
            next += Self.rowsAtOnce
        }
        for row in next..<count {
            bind(one, 0, row)
            try one.run()
            try afterEach(row..<row + 1)
        }
    }
}

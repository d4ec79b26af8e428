/// Soft wrap for multi-line fields: a long answer flows onto the rows below instead of
/// scrolling sideways out of sight. Each text line is broken into rows of at most the
/// field's width, after the last space that fits (inside a word only when the word alone
/// is wider than the row). ↑/↓ move between these rows, at the width the field was last
/// laid out at (`scrollToCursor`), so `handle` still needs no size of its own.
extension TextField {
    /// The rows `width` columns wide, as grapheme ranges of `text`. A row that ends in a
    /// soft break ends where the next begins; a line that exactly fills its last row gets
    /// an empty row after it, for the cursor at its end.
    static func rows(of chars: [Character], width: Int) -> [Range<Int>] {
        let width = max(1, width)
        var rows: [Range<Int>] = []
        var lineStart = 0
        while true {
            let lineEnd = chars[lineStart...].firstIndex(of: "\n") ?? chars.count
            var rowStart = lineStart, column = 0
            var breakAfterSpace: Int?
            var index = lineStart
            while index < lineEnd {
                let glyph = DisplayWidth.of(chars[index])
                if column + glyph > width, chars[index] == " " {
                    // A space that does not fit hangs at the row's end; the next row starts after it.
                    rows.append(rowStart..<(index + 1))
                    rowStart = index + 1
                    column = 0
                    breakAfterSpace = nil
                    index += 1
                    continue
                }
                if column + glyph > width, index > rowStart {
                    let cut = breakAfterSpace.flatMap { $0 > rowStart ? $0 : nil } ?? index
                    rows.append(rowStart..<cut)
                    rowStart = cut
                    column = DisplayWidth.of(String(chars[cut..<index]))
                    breakAfterSpace = nil
                }
                column += glyph
                if chars[index] == " " { breakAfterSpace = index + 1 }
                index += 1
            }
            rows.append(rowStart..<lineEnd)
            if column >= width { rows.append(lineEnd..<lineEnd) }
            guard lineEnd < chars.count else { return rows }
            lineStart = lineEnd + 1
        }
    }

    /// The row holding grapheme index `index`: the last one starting at or before it.
    static func row(holding index: Int, in rows: [Range<Int>]) -> Int {
        var low = 0, high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The cursor's row and display column when wrapped at `width`.
    func wrappedCursorLocation(width: Int) -> (row: Int, column: Int) {
        let chars = Array(text)
        let rows = Self.rows(of: chars, width: width)
        let row = Self.row(holding: cursor, in: rows)
        return (row, DisplayWidth.of(String(chars[rows[row].lowerBound..<cursor])))
    }

    /// ↑/↓ in a wrapped field: to the row above or below, at the goal column (never past a
    /// soft-broken row's end, which is where the next row begins).
    mutating func moveByRow(_ delta: Int, width: Int) -> TextFieldResult {
        let chars = Array(text)
        let rows = Self.rows(of: chars, width: width)
        let current = Self.row(holding: cursor, in: rows)
        let target = current + delta
        guard rows.indices.contains(target) else { return .unhandled }
        let goal = goalColumn ?? DisplayWidth.of(String(chars[rows[current].lowerBound..<cursor]))
        let range = rows[target]
        let softBreak = target + 1 < rows.count && rows[target + 1].lowerBound == range.upperBound && !range.isEmpty
        let last = softBreak ? range.upperBound - 1 : range.upperBound
        var index = range.lowerBound, column = 0
        while index < last {
            let glyph = DisplayWidth.of(chars[index])
            if column + glyph > goal { break }
            column += glyph
            index += 1
        }
        cursor = index
        goalColumn = goal
        return .moved
    }
}

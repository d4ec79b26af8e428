/// Drawing and scrolling.
///
/// Scrolling is minimal and deterministic: starting from the stored
/// `scrollOffset`/`lineOffset`, the view moves only as far as needed to show
/// the cursor cell (the whole glyph under it, if it fits), and never leaves
/// blank space after the end of the cursor's line or below the last line.
/// `render` and `cursorPosition` apply that rule themselves, so they always
/// agree and the cursor is always visible; calling `scrollToCursor` after
/// each edit stores the result, which keeps the view steady (otherwise it
/// would jump back whenever the cursor moves into the part already visible).
extension TextField {
    /// Stores the scroll offsets that show the cursor in a field of this size.
    public mutating func scrollToCursor(width: Int, height: Int = 1) {
        if multiline, width > 0 { wrapWidth = width }
        let (column, line) = visibleOffsets(width: width, height: height)
        scrollOffset = column
        lineOffset = line
    }

    /// Where the terminal cursor goes: the cell of the cursor inside `rect`,
    /// or nil when `rect` is empty.
    public func cursorPosition(in rect: Rect) -> Point? {
        guard !rect.isEmpty else { return nil }
        let (x0, y0) = visibleOffsets(width: rect.width, height: rowsShown(in: rect))
        if multiline {
            let location = wrappedCursorLocation(width: rect.width)
            return Point(x: rect.minX + min(location.column, rect.width - 1), y: rect.minY + location.row - y0)
        }
        let location = cursorLocation
        return Point(x: rect.minX + location.column - x0, y: rect.minY + location.line - y0)
    }

    /// Fills `rect` with `style` and draws the visible part of the text (a
    /// single-line field uses the top row). A wide glyph cut by either edge is
    /// shown as a space. An empty, unfocused field shows its placeholder
    /// dimmed; a focused one shows nothing but the cursor.
    public func render(in rect: Rect, into grid: inout Grid, focused: Bool, style: Style = .normal) {
        guard !rect.isEmpty else { return }
        grid.fill(rect, style: style)
        if text.isEmpty {
            if !focused, !placeholder.isEmpty {
                let shown = TextLayout.truncate(placeholder, width: rect.width)
                grid.put(shown, at: rect.origin, style: Style(.dim), clip: rect)
            }
            return
        }
        let rows = rowsShown(in: rect)
        let (x0, y0) = visibleOffsets(width: rect.width, height: rows)
        if multiline {
            let chars = Array(text)
            for (row, range) in Self.rows(of: chars, width: rect.width).dropFirst(y0).prefix(rows).enumerated() {
                let rowRect = Rect(x: rect.minX, y: rect.minY + row, width: rect.width, height: 1)
                draw(String(chars[range])[...], from: 0, in: rowRect, into: &grid, style: style)
            }
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (row, line) in lines.dropFirst(y0).prefix(rows).enumerated() {
            let rowRect = Rect(x: rect.minX, y: rect.minY + row, width: rect.width, height: 1)
            draw(line, from: x0, in: rowRect, into: &grid, style: style)
        }
    }

    // MARK: Layout

    /// The cursor's line number and display column within that line.
    var cursorLocation: (line: Int, column: Int) {
        var line = 0
        var column = 0
        for ch in text.prefix(cursor) {
            if ch == "\n" {
                line += 1
                column = 0
            } else {
                column += DisplayWidth.of(ch)
            }
        }
        return (line, column)
    }

    /// The scroll offsets (first column, first line) that show the cursor in
    /// a `width × height` view, derived from the stored ones.
    func visibleOffsets(width: Int, height: Int) -> (column: Int, line: Int) {
        guard width > 0, height > 0 else { return (0, 0) }
        let chars = Array(text)
        let location = cursorLocation
        let lineRange = chars.lineBounds(around: cursor)
        let lineWidth = DisplayWidth.of(String(chars[lineRange]))
        // The cursor covers the glyph under it: two cells on a wide one.
        let under = cursor < lineRange.upperBound ? DisplayWidth.of(chars[cursor]) : 1
        let cursorWidth = min(max(1, under), width)

        var x = scrollOffset
        if location.column < x {
            x = location.column
        } else if location.column + cursorWidth > x + width {
            x = location.column + cursorWidth - width
        }
        // No blank space past the end of the line (plus the cell the cursor
        // sits in after the last glyph), e.g. after deleting the tail.
        x = max(0, min(x, lineWidth + 1 - width))

        guard multiline else { return (x, 0) }
        // Wrapped: no sideways scroll; the rows scroll to show the cursor's.
        let rows = Self.rows(of: chars, width: width)
        let cursorRow = Self.row(holding: cursor, in: rows)
        var y = lineOffset
        if cursorRow < y {
            y = cursorRow
        } else if cursorRow >= y + height {
            y = cursorRow - height + 1
        }
        y = max(0, min(y, rows.count - height))
        return (0, y)
    }

    private func rowsShown(in rect: Rect) -> Int {
        multiline ? rect.height : min(1, rect.height)
    }

    /// Draws the part of `line` from display column `offset` on in `rowRect`;
    /// the grid turns a wide glyph straddling either edge into a space.
    private func draw(_ line: Substring, from offset: Int, in rowRect: Rect, into grid: inout Grid, style: Style) {
        var column = 0
        for grapheme in line {
            let width = DisplayWidth.of(grapheme)
            defer { column += width }
            if column + width <= offset { continue }
            if column >= offset + rowRect.width { break }
            grid.put(String(grapheme), at: Point(x: rowRect.minX + column - offset, y: rowRect.minY), style: style, clip: rowRect)
        }
    }
}

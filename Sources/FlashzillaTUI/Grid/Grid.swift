/// An in-memory screen: `size.width × size.height` cells, row-major.
///
/// Screens draw into a Grid and tests read it back as text, so nothing here
/// knows about terminals. Every write is clipped to the grid (and to an
/// optional clip rectangle), so out-of-range or negative positions and
/// 0×0 grids are simply no-ops, never crashes.
///
/// Invariants kept by every mutation:
/// - every cell holds one printable grapheme (no controls, no zero-width);
/// - a wide glyph's leading cell is always followed by its continuation cell
///   and vice versa — overwriting either half blanks the other.
public struct Grid: Hashable, Sendable {
    public let size: Size
    private var cells: [Cell]

    public init(size: Size, style: Style = .normal) {
        self.size = size
        self.cells = Array(repeating: Cell.blank(style), count: size.area)
    }

    public init(width: Int, height: Int, style: Style = .normal) {
        self.init(size: Size(width: width, height: height), style: style)
    }

    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`. Reading outside the grid gives a
    /// blank cell; writing outside is ignored. Writing a wide cell also writes
    /// its continuation (or a space, if there is no room for both halves).
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard let i = index(x, y) else { return .blank() }
            return cells[i]
        }
        set {
            guard !newValue.isContinuation else { return }
            write(newValue, x: x, y: y, clip: bounds)
        }
    }

    public subscript(point: Point) -> Cell {
        get { self[point.x, point.y] }
        set { self[point.x, point.y] = newValue }
    }

    /// The cells of row `y` (empty outside the grid), for the backend to walk.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.height else { return [] }
        return cells[(y * size.width)..<((y + 1) * size.width)]
    }

    // MARK: Writing

    /// Writes `text` on one row starting at `point`, grapheme by grapheme,
    /// after sanitising it (controls become visible placeholders, newlines
    /// included — use `TextLayout` for several lines).
    ///
    /// Wide glyphs take two cells; a wide glyph that would straddle an edge of
    /// the clip area is replaced by a space in the half that is inside.
    /// A zero-width grapheme (a combining mark with no base in front of it)
    /// is attached to the grapheme written just before it in this call when
    /// the two form a single grapheme, and otherwise dropped.
    ///
    /// - Returns: the column just after the last grapheme written; writing
    ///   stops early once past the clip area.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style = .normal, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        guard point.y >= area.minY, point.y < area.maxY, x < area.maxX else { return x }
        // Fast path: printable ASCII needs no sanitising, and every byte is
        // its own one-cell grapheme (CR LF, the one multi-scalar ASCII
        // grapheme, is made of controls and so never gets here).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in text.utf8 {
                write(Cell(asciiByte: byte, style: style), x: x, y: point.y, clip: area)
                x += 1
                if x >= area.maxX { break }
            }
            return x
        }
        var previousX: Int?
        for grapheme in SafeText.sanitize(text) {
            let width = DisplayWidth.of(grapheme)
            if width == 0 {
                if let px = previousX { attach(grapheme, toCellAt: px, y: point.y) }
                continue
            }
            write(Cell(grapheme, style: style), x: x, y: point.y, clip: area)
            previousX = x
            x += width
            if x >= area.maxX { break }
        }
        return x
    }

    /// Blanks every cell of `rect` (clipped to the grid) with `style`.
    public mutating func fill(_ rect: Rect, style: Style = .normal, with grapheme: Character = " ") {
        let area = rect.intersection(bounds)
        let cell = Cell(grapheme, style: style)
        let step = max(1, cell.width)
        if step == 1 {
            // A narrow cell at a position inside `area` is always written, so
            // skip `write`'s clip test and go straight to `store`.
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { store(cell, x: x, y: y) }
            }
            return
        }
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                write(cell, x: x, y: y, clip: area)
                x += step
            }
        }
    }

    /// Changes the style of every cell in `rect` but keeps the text, e.g. to
    /// highlight a selected row after drawing it.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                if let i = index(x, y) { cells[i].style = style }
            }
        }
    }

    // MARK: Reading

    /// Row `y` as text: continuation cells dropped, so each glyph appears
    /// once. Trailing spaces are kept unless `trimmingTrailingSpaces`.
    public func text(row y: Int, trimmingTrailingSpaces: Bool = false) -> String {
        let line = row(y).reduce(into: "") { $0 += $1.grapheme }
        return trimmingTrailingSpaces ? line.trimmingTrailingSpaces() : line
    }

    /// Every row as text with trailing spaces trimmed — the form golden files
    /// store, so editors that strip trailing whitespace cannot break them.
    public var lines: [String] {
        (0..<size.height).map { text(row: $0, trimmingTrailingSpaces: true) }
    }

    /// Every row as text, full width.
    public var paddedLines: [String] {
        (0..<size.height).map { text(row: $0) }
    }

    // MARK: Cell plumbing

    private func index(_ x: Int, _ y: Int) -> Int? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return y * size.width + x
    }

    /// Puts one non-continuation cell at (x, y), honouring `clip` and the
    /// wide-glyph invariant.
    private mutating func write(_ cell: Cell, x: Int, y: Int, clip: Rect) {
        let leftInside = clip.contains(Point(x: x, y: y))
        guard cell.width == 2 else {
            if leftInside { store(cell, x: x, y: y) }
            return
        }
        let rightInside = x < Int.max && clip.contains(Point(x: x + 1, y: y))
        switch (leftInside, rightInside) {
        case (true, true):
            store(cell, x: x, y: y)
            store(.continuation(style: cell.style), x: x + 1, y: y)
        case (true, false):
            store(.blank(cell.style), x: x, y: y)
        case (false, true):
            store(.blank(cell.style), x: x + 1, y: y)
        case (false, false):
            break
        }
    }

    /// Stores a cell after blanking the other half of any wide glyph it
    /// partly overwrites.
    private mutating func store(_ cell: Cell, x: Int, y: Int) {
        guard let i = index(x, y) else { return }
        let old = cells[i]
        // Overwriting a right half orphans its left half — unless this is the
        // continuation of the wide glyph just stored to the left.
        if old.isContinuation, !cell.isContinuation, x > 0, cells[i - 1].width == 2 {
            cells[i - 1] = .blank(cells[i - 1].style)
        }
        // Overwriting a left half orphans its right half.
        if old.width == 2, x + 1 < size.width {
            cells[i + 1] = .blank(cells[i + 1].style)
        }
        cells[i] = cell
    }

    /// Appends a zero-width grapheme to the cell at (x, y) if the result is
    /// still one grapheme of the same width.
    private mutating func attach(_ mark: Character, toCellAt x: Int, y: Int) {
        guard let i = index(x, y), !cells[i].isContinuation else { return }
        let combined = cells[i].grapheme + String(mark)
        guard combined.count == 1, let ch = combined.first,
              DisplayWidth.of(ch) == cells[i].width, SafeText.isSafe(combined)
        else { return }
        cells[i] = Cell(ch, style: cells[i].style)
    }
}

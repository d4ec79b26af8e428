import Testing
@testable import FlashzillaTUI

struct GoldenTests {
    /// A 20×6 card: rounded box, wrapped text mixing 漢字 and 🎉 inside,
    /// cut with "…" because it needs more than the four inner rows.
    @Test func boxWithWrappedWideText() {
        var grid = Grid(width: 20, height: 6)
        grid.drawBox(grid.bounds, style: Style(.cardEdge), title: "Card")
        let inner = grid.bounds.inset(dx: 2, dy: 1)
        let lines = TextLayout.wrap("漢字 means Chinese characters 🎉 and more text to study", width: inner.width, maxLines: inner.height)
        for (row, line) in zip(inner.rows, lines) {
            grid.put(line, at: row.origin, style: Style(.prompt), clip: row)
        }
        expectGolden(grid, named: "box-wrapped-wide")
        #expect(grid[2, 1].grapheme == "漢" && grid[3, 1].isContinuation)
        #expect(grid[2, 1].style == Style(.prompt))
        #expect(grid[0, 0].style == Style(.cardEdge))
    }

    /// Hostile card text shows its escape sequence instead of obeying it.
    @Test func escapeSequenceRendersAsPlaceholders() {
        var grid = Grid(width: 24, height: 3)
        grid.put("\u{1B}[31mRED\u{1B}[0m", at: Point(x: 1, y: 0))
        grid.put("\u{9B}2J\u{7}bell\tok", at: Point(x: 1, y: 1))
        grid.put("a\u{202E}cba\u{202C}z", at: Point(x: 1, y: 2))
        expectGolden(grid, named: "escape-placeholders")
    }

    @Test func goldenDiffShowsOnlyChangedRowsWithEdges() {
        let diff = goldenDiff(expected: "same\nold \n", actual: "same\nold\n")
        #expect(diff == "row 1:\n  expected |old |\n  actual   |old|")
    }
}

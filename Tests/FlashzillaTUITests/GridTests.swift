import Testing
@testable import FlashzillaTUI

struct GridTests {
    @Test func newGridIsBlank() {
        let grid = Grid(width: 3, height: 2)
        #expect(grid.paddedLines == ["   ", "   "])
        #expect(grid.lines == ["", ""])
        #expect(grid[1, 1] == Cell.blank())
    }

    @Test func putWritesNarrowTextAndReturnsNextColumn() {
        var grid = Grid(width: 6, height: 1)
        let next = grid.put("abc", at: Point(x: 1, y: 0), style: Style(.title))
        #expect(next == 4)
        #expect(grid.paddedLines == [" abc  "])
        #expect(grid[1, 0].style == Style(.title))
        #expect(grid[0, 0].style == .normal)
    }

    @Test func wideGlyphTakesTwoCellsWithAContinuation() {
        var grid = Grid(width: 5, height: 1)
        let next = grid.put("漢a", at: Point(x: 0, y: 0))
        #expect(next == 3)
        #expect(grid[0, 0].grapheme == "漢" && grid[0, 0].width == 2)
        #expect(grid[1, 0].isContinuation && grid[1, 0].width == 0)
        #expect(grid[2, 0].grapheme == "a")
        #expect(grid.text(row: 0) == "漢a  ")
    }

    @Test func combiningMarksAttachAndTakeNoCell() {
        var grid = Grid(width: 4, height: 1)
        grid.put("e\u{301}x", at: .zero)
        #expect(grid[0, 0].grapheme == "e\u{301}")
        #expect(grid[1, 0].grapheme == "x")
        // A mark with no base in front of it in this call is dropped.
        grid.put("\u{301}y", at: Point(x: 2, y: 0))
        #expect(grid[2, 0].grapheme == "y")
        #expect(grid.text(row: 0) == "e\u{301}xy ")
    }

    @Test func wideGlyphStraddlingTheRightEdgeBecomesASpace() {
        var grid = Grid(width: 4, height: 1)
        grid.put("ab漢", at: Point(x: 1, y: 0))
        #expect(grid.paddedLines == [" ab "])
        #expect(!grid[3, 0].isContinuation)
        // Same at a clip edge inside the grid, and nothing leaks past the clip.
        var clipped = Grid(width: 6, height: 1)
        clipped.put("a漢b", at: .zero, clip: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(clipped.paddedLines == ["a     "])
    }

    @Test func wideGlyphStraddlingTheLeftEdgeLeavesASpace() {
        var grid = Grid(width: 4, height: 1, style: .normal)
        grid.fill(grid.bounds, with: "x")
        grid.put("漢b", at: Point(x: -1, y: 0))
        #expect(grid.paddedLines == [" bxx"])
        var clipped = Grid(width: 4, height: 1)
        clipped.fill(clipped.bounds, with: "x")
        clipped.put("漢字", at: .zero, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(clipped.paddedLines == ["x 字"])
    }

    @Test func overwritingTheLeftHalfOfAWideGlyphClearsTheRightHalf() {
        var grid = Grid(width: 4, height: 1)
        grid.put("漢字", at: .zero)
        grid.put("a", at: Point(x: 2, y: 0))
        #expect(grid.paddedLines == ["漢a "])
        #expect(!grid[3, 0].isContinuation)
    }

    @Test func overwritingTheRightHalfOfAWideGlyphClearsTheLeftHalf() {
        var grid = Grid(width: 4, height: 1)
        grid.put("漢字", at: .zero)
        grid.put("b", at: Point(x: 1, y: 0))
        #expect(grid.paddedLines == [" b字"])
        #expect(grid[0, 0].grapheme == " ")
        #expect(grid[2, 0].grapheme == "字" && grid[3, 0].isContinuation)
    }

    @Test func wideOverWideAtAnOffsetLeavesNoOrphans() {
        var grid = Grid(width: 6, height: 1)
        grid.put("漢字漢", at: .zero)
        grid.put("🎉", at: Point(x: 1, y: 0))  // covers the right of 漢 and the left of 字
        #expect(grid.paddedLines == [" 🎉 漢"])
        assertNoOrphans(grid)
    }

    @Test func subscriptSetterKeepsWideInvariant() {
        var grid = Grid(width: 3, height: 1)
        grid[0, 0] = Cell("漢")
        #expect(grid[1, 0].isContinuation)
        grid[2, 0] = Cell("字")  // no room for the right half
        #expect(grid[2, 0].grapheme == " ")
        grid[1, 0] = Cell("x")
        #expect(grid.paddedLines == [" x "])
        grid[9, 9] = Cell("z")  // ignored
        grid[-1, 0] = Cell("z")
        #expect(grid.paddedLines == [" x "])
        #expect(grid[-5, 99] == Cell.blank())
    }

    @Test func clipRectLimitsWritesToRowsAndColumns() {
        var grid = Grid(width: 6, height: 3)
        let clip = Rect(x: 1, y: 1, width: 3, height: 1)
        grid.put("abcdef", at: Point(x: 0, y: 1), clip: clip)
        grid.put("zzz", at: Point(x: 1, y: 0), clip: clip)
        grid.put("yyy", at: Point(x: 1, y: 2), clip: clip)
        #expect(grid.lines == ["", " bcd", ""])
    }

    @Test func outOfRangeAndNegativePositionsAreSilentlyClipped() {
        var grid = Grid(width: 4, height: 2)
        grid.put("abcdef", at: Point(x: -2, y: 0))
        grid.put("zz", at: Point(x: 3, y: 1))
        grid.put("nope", at: Point(x: 0, y: -1))
        grid.put("nope", at: Point(x: 0, y: 2))
        grid.put("nope", at: Point(x: Int.max, y: 0))
        grid.put("nope", at: Point(x: Int.min, y: 1))
        #expect(grid.paddedLines == ["cdef", "   z"])
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 0, height: 5),
                      Size(width: 5, height: 0), Size(width: 1, height: 3)])
    func tinyGridsNeverCrash(size: Size) {
        var grid = Grid(size: size)
        grid.put("漢字🎉abc\u{1B}[31m", at: .zero)
        grid.put("x", at: Point(x: -1, y: -1))
        grid.fill(Rect(x: -3, y: -3, width: 10, height: 10), style: Style(.selected))
        grid.setStyle(Style(.dim), in: Rect(x: 0, y: 0, width: 100, height: 100))
        grid.drawBox(Rect(x: 0, y: 0, width: 5, height: 5), title: "Title")
        grid.drawBox(Rect(x: -1, y: -1, width: 3, height: 3))
        grid[0, 0] = Cell("漢")
        #expect(grid.lines.count == size.height)
        #expect(grid.text(row: 99) == "")
        #expect(grid.row(-1).isEmpty)
        assertNoOrphans(grid)
    }

    @Test func oneByOneGridReplacesWideGlyphWithSpace() {
        var grid = Grid(width: 1, height: 1)
        grid.put("漢", at: .zero)
        #expect(grid.paddedLines == [" "])
        grid.put("ab", at: .zero)
        #expect(grid.paddedLines == ["a"])
    }

    @Test func controlCharactersNeverReachACell() {
        var grid = Grid(width: 30, height: 1)
        grid.put("\u{1B}[31mRED\u{7}\u{9B}0m\tx\ny", at: .zero)
        #expect(grid.text(row: 0, trimmingTrailingSpaces: true) == "␛[31mRED␇␛[0m x␊y")
        for x in 0..<30 { #expect(SafeText.isSafe(grid[x, 0].grapheme), "cell \(x)") }
        // Cell itself is a last line of defence.
        #expect(Cell("\u{1B}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{301}").grapheme == " ")
    }

    @Test func fillBlanksARectWithAStyleAndClearsCutWideGlyphs() {
        var grid = Grid(width: 5, height: 2)
        grid.put("漢字a", at: .zero)
        grid.fill(Rect(x: 1, y: 0, width: 2, height: 1), style: Style(.selected))
        #expect(grid.paddedLines == ["    a", "     "])
        #expect(grid[1, 0].style == Style(.selected) && grid[2, 0].style == Style(.selected))
        #expect(grid[0, 0].style == .normal)
        assertNoOrphans(grid)
    }

    @Test func setStyleKeepsText() {
        var grid = Grid(width: 4, height: 1)
        grid.put("ab", at: .zero)
        grid.setStyle(Style(.selected), in: Rect(x: 1, y: 0, width: 9, height: 1))
        #expect(grid.paddedLines == ["ab  "])
        #expect(grid[0, 0].style == .normal)
        #expect((1..<4).allSatisfy { grid[$0, 0].style == Style(.selected) })
    }

    @Test func textRowTrimsOnlyWhenAsked() {
        var grid = Grid(width: 5, height: 1)
        grid.put("漢 a", at: .zero)
        #expect(grid.text(row: 0) == "漢 a ")
        #expect(grid.text(row: 0, trimmingTrailingSpaces: true) == "漢 a")
    }

    @Test func boxUsesRoundedCorners() {
        var grid = Grid(width: 5, height: 3)
        grid.drawBox(grid.bounds, style: Style(.cardEdge))
        #expect(grid.lines == ["╭───╮", "│   │", "╰───╯"])
        #expect(grid[0, 0].style == Style(.cardEdge))
    }

    @Test func boxTitleIsTruncatedAndOmittedWhenThereIsNoRoom() {
        var grid = Grid(width: 12, height: 2)
        grid.drawBox(grid.bounds, title: "Vocabulary")
        #expect(grid.lines == ["╭─ Vocab… ─╮", "╰──────────╯"])
        var small = Grid(width: 6, height: 2)
        small.drawBox(small.bounds, title: "Vocabulary")
        #expect(small.lines == ["╭────╮", "╰────╯"])
        var fits = Grid(width: 10, height: 2)
        fits.drawBox(fits.bounds, title: "漢字")
        #expect(fits.lines == ["╭─ 漢字 ─╮", "╰────────╯"])
        var tight = Grid(width: 9, height: 2)
        tight.drawBox(tight.bounds, title: "漢字")
        #expect(tight.lines == ["╭─ 漢… ─╮", "╰───────╯"])
    }

    @Test func boxesTooSmallForCornersDrawNothingAndOffGridBoxesClip() {
        var grid = Grid(width: 4, height: 3)
        grid.drawBox(Rect(x: 0, y: 0, width: 1, height: 3))
        grid.drawBox(Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(grid.lines == ["", "", ""])
        grid.drawBox(Rect(x: 1, y: 1, width: 10, height: 10))
        #expect(grid.lines == ["", " ╭──", " │"])
        var big = Grid(width: 3, height: 2)
        big.drawBox(Rect(x: -1_000_000, y: 0, width: 2_000_000, height: 4))
        #expect(big.lines == ["───", ""])
    }

    /// Every continuation cell follows a wide glyph, and every wide glyph
    /// has its continuation.
    func assertNoOrphans(_ grid: Grid, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<grid.size.height {
            for x in 0..<grid.size.width {
                let cell = grid[x, y]
                if cell.isContinuation {
                    #expect(x > 0 && grid[x - 1, y].width == 2, "orphan continuation at \(x),\(y)",
                            sourceLocation: sourceLocation)
                }
                if cell.width == 2 {
                    #expect(x + 1 < grid.size.width && grid[x + 1, y].isContinuation,
                            "wide glyph without continuation at \(x),\(y)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}

import Testing
@testable import FlashzillaTUI

/// Rendering and scrolling: the cursor is always on screen, wide glyphs cut
/// by an edge show as a space, scrolling is minimal and steady.
struct TextFieldRenderTests {
    /// a–i fill columns 0–8, so 漢 (9–10) straddles the right edge of a
    /// 10-wide field at the start; the text ends in 字 + 8 narrow letters, so
    /// at the end 字 straddles the left edge.
    static let long = "abcdefghi漢字jklmno漢字pqrstuvw"

    /// A 10-wide field inside a box, so the golden shows both edges.
    static func boxed(_ subject: TextField, focused: Bool = true) -> (Grid, Point?) {
        var grid = Grid(width: 12, height: 3)
        grid.drawBox(grid.bounds)
        let rect = Rect(x: 1, y: 1, width: 10, height: 1)
        subject.render(in: rect, into: &grid, focused: focused)
        return (grid, subject.cursorPosition(in: rect))
    }

    static func pressing(_ key: Key, times: Int, on start: TextField, width: Int) -> TextField {
        var subject = start
        for _ in 0..<times {
            _ = subject.handle(.key(key))
            subject.scrollToCursor(width: width)
        }
        return subject
    }

    @Test func longTextAtTheStart() {
        var subject = TextField(text: Self.long)
        _ = subject.handle(.key(.home))
        subject.scrollToCursor(width: 10)
        #expect(subject.scrollOffset == 0)
        let (grid, cursor) = Self.boxed(subject)
        expectGolden(grid, named: "textfield-scroll-start")
        #expect(grid.text(row: 1) == "│abcdefghi │")
        #expect(cursor == Point(x: 1, y: 1))
    }

    /// Typed from Home with → to "v": the view has scrolled right just enough
    /// at every step, and now cuts 漢 at the left edge.
    @Test func longTextInTheMiddle() {
        let start = Self.pressing(.home, times: 1, on: TextField(text: Self.long), width: 10)
        let subject = Self.pressing(.right, times: 25, on: start, width: 10)
        #expect(picture(subject) == "abcdefghi漢字jklmno漢字pqrstu|vw")
        #expect(subject.scrollOffset == 20)
        let (grid, cursor) = Self.boxed(subject)
        expectGolden(grid, named: "textfield-scroll-middle")
        #expect(grid.text(row: 1) == "│ 字pqrstuv│")
        #expect(cursor == Point(x: 10, y: 1))
        #expect(grid[10, 1].grapheme == "v")
    }

    @Test func longTextAtTheEnd() {
        var subject = TextField(text: Self.long)
        subject.scrollToCursor(width: 10)
        #expect(subject.scrollOffset == 22)
        let (grid, cursor) = Self.boxed(subject)
        expectGolden(grid, named: "textfield-scroll-end")
        #expect(grid.text(row: 1) == "│ pqrstuvw │")
        #expect(cursor == Point(x: 10, y: 1))
    }

    /// A stored offset that cuts wide glyphs on both sides (left by an
    /// earlier, wider layout) is kept when the cursor is visible.
    @Test func wideGlyphsCutOnBothEdgesBecomeSpaces() {
        var subject = field("abcdefghi漢字|jklmno漢字pqrstuvw")
        subject.scrollOffset = 10
        let (grid, cursor) = Self.boxed(subject)
        #expect(grid.text(row: 1) == "│ 字jklmno │")
        #expect(cursor == Point(x: 4, y: 1))
        #expect(!grid[1, 1].isContinuation && grid[1, 1].grapheme == " ")
    }

    /// Scrolling is sticky: moving the cursor within the visible part does
    /// not scroll; moving past an edge scrolls just enough.
    @Test func scrollingIsMinimalAndSteady() {
        var subject = TextField(text: "0123456789abcdefghij")
        subject.scrollToCursor(width: 10)
        #expect(subject.scrollOffset == 11)
        subject = Self.pressing(.left, times: 9, on: subject, width: 10)
        #expect(subject.cursor == 11 && subject.scrollOffset == 11)
        subject = Self.pressing(.left, times: 1, on: subject, width: 10)
        #expect(subject.cursor == 10 && subject.scrollOffset == 10)
        subject = Self.pressing(.right, times: 5, on: subject, width: 10)
        #expect(subject.scrollOffset == 10)
        subject = Self.pressing(.home, times: 1, on: subject, width: 10)
        #expect(subject.scrollOffset == 0)
    }

    /// Deleting the tail pulls the view back: no blank space after the text.
    @Test func deletingTheTailScrollsBack() {
        var subject = TextField(text: "0123456789abcdefghij")
        subject.scrollToCursor(width: 10)
        subject = Self.pressing(.left, times: 5, on: subject, width: 10)
        #expect(subject.scrollOffset == 11)
        subject = Self.pressing(.ctrl("k"), times: 1, on: subject, width: 10)
        #expect(subject.text == "0123456789abcde")
        #expect(subject.scrollOffset == 6)
        var grid = Grid(width: 10, height: 1)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.text(row: 0) == "6789abcde ")
    }

    /// Without `scrollToCursor` the view is still derived from the stored
    /// offset, and render and cursorPosition agree.
    @Test func renderShowsTheCursorEvenIfScrollWasNotStored() {
        let subject = TextField(text: "0123456789abcdefghij")
        #expect(subject.scrollOffset == 0)
        var grid = Grid(width: 10, height: 1)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.text(row: 0) == "bcdefghij ")
        #expect(subject.cursorPosition(in: grid.bounds) == Point(x: 9, y: 0))
    }

    /// Every cursor position of a text full of wide glyphs and emoji, in
    /// fields from 1 to 7 cells wide: the cursor is inside the field and,
    /// where the glyph fits, the cell under it shows the grapheme at the
    /// cursor — whole, never a half.
    @Test(arguments: [1, 2, 3, 4, 5, 7]) func cursorAlwaysVisibleOnItsGlyph(width: Int) {
        let text = "a漢字b🎉👩‍👩‍👧c\u{301}d🇯🇵字e"
        let characters = Array(text)
        let rect = Rect(x: 2, y: 1, width: width, height: 1)
        var subject = TextField(text: text)
        _ = subject.handle(.key(.home))
        var steps: [Key] = Array(repeating: .right, count: characters.count)
        steps += Array(repeating: .left, count: characters.count)
        for key in [Key.home] + steps {
            _ = subject.handle(.key(key))
            subject.scrollToCursor(width: width)
            var grid = Grid(width: width + 4, height: 3)
            subject.render(in: rect, into: &grid, focused: true)
            guard let cursor = subject.cursorPosition(in: rect) else {
                Issue.record("no cursor")
                return
            }
            #expect(rect.contains(cursor), "cursor \(subject.cursor) at \(cursor), width \(width)")
            if subject.cursor < characters.count {
                let under = characters[subject.cursor]
                let glyphWidth = DisplayWidth.of(under)
                if glyphWidth > 0 && glyphWidth <= width {
                    #expect(grid[cursor].grapheme == String(under), "cursor \(subject.cursor), width \(width)")
                }
            }
            // Nothing drawn outside the field.
            #expect(grid.text(row: 1).prefix(2) == "  " && grid.text(row: 1).suffix(2) == "  ")
        }
    }

    @Test func placeholderIsDimWhenEmptyAndUnfocused() {
        let subject = TextField(placeholder: "Front of the card")
        var grid = Grid(width: 10, height: 1)
        subject.render(in: grid.bounds, into: &grid, focused: false)
        #expect(grid.text(row: 0) == "Front of …")
        #expect(grid[0, 0].style == Style(.dim))
        var focused = Grid(width: 10, height: 1)
        subject.render(in: focused.bounds, into: &focused, focused: true)
        #expect(focused.text(row: 0) == "          ")
        #expect(subject.cursorPosition(in: focused.bounds) == Point(x: 0, y: 0))
        // Text replaces the placeholder, focused or not.
        let filled = TextField(text: "hi", placeholder: "Front")
        var grid2 = Grid(width: 10, height: 1)
        filled.render(in: grid2.bounds, into: &grid2, focused: false)
        #expect(grid2.text(row: 0, trimmingTrailingSpaces: true) == "hi")
    }

    @Test func renderFillsTheRectWithTheStyle() {
        var grid = Grid(width: 8, height: 3)
        grid.put("xxxxxxxx", at: Point(x: 0, y: 1))
        let subject = TextField(text: "ab")
        subject.render(in: Rect(x: 1, y: 1, width: 5, height: 1), into: &grid, focused: true, style: Style(.answer))
        #expect(grid.text(row: 1) == "xab   xx")
        #expect(grid[1, 1].style == Style(.answer) && grid[5, 1].style == Style(.answer))
        #expect(grid[6, 1].style == .normal)
    }

    @Test func degenerateRectsAreSafe() {
        let subject = TextField(text: "漢字 and more", multiline: true)
        var grid = Grid(width: 3, height: 3)
        for rect in [Rect.zero, Rect(x: 0, y: 0, width: 0, height: 2), Rect(x: 5, y: 5, width: 2, height: 2)] {
            subject.render(in: rect, into: &grid, focused: true)
        }
        #expect(grid.lines == ["", "", ""])
        #expect(subject.cursorPosition(in: .zero) == nil)
        var one = Grid(width: 1, height: 1)
        subject.render(in: one.bounds, into: &one, focused: true)
        #expect(subject.cursorPosition(in: one.bounds) == Point(x: 0, y: 0))
    }

    /// A single-line field in a taller rect draws on its top row only.
    @Test func singleLineUsesTheTopRow() {
        let subject = TextField(text: "abc")
        var grid = Grid(width: 5, height: 3)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.lines == ["abc", "", ""])
        #expect(subject.cursorPosition(in: Rect(x: 1, y: 1, width: 4, height: 2)) == Point(x: 4, y: 1))
    }
}

/// Multi-line fields scroll vertically (no soft wrap) and horizontally.
struct TextFieldMultilineRenderTests {
    static let poem = "line one\nline two\nline three\nline four\nline five"

    @Test func showsTheLinesAroundTheCursor() {
        var subject = TextField(text: Self.poem, multiline: true)
        subject.scrollToCursor(width: 12, height: 3)
        #expect(subject.lineOffset == 2)
        var grid = Grid(width: 14, height: 5)
        grid.drawBox(grid.bounds)
        let rect = Rect(x: 1, y: 1, width: 12, height: 3)
        subject.render(in: rect, into: &grid, focused: true)
        expectGolden(grid, named: "textfield-multiline-end")
        #expect(subject.cursorPosition(in: rect) == Point(x: 10, y: 3))
    }

    @Test func scrollsUpMinimally() {
        var subject = TextField(text: Self.poem, multiline: true)
        subject.scrollToCursor(width: 12, height: 3)
        for expectedOffset in [2, 2, 1, 0] {
            #expect(subject.handle(.key(.up)) == .moved)
            subject.scrollToCursor(width: 12, height: 3)
            #expect(subject.lineOffset == expectedOffset)
        }
        var grid = Grid(width: 12, height: 3)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.lines == ["line one", "line two", "line three"])
        #expect(subject.cursorPosition(in: grid.bounds) == Point(x: 8, y: 0))
        #expect(subject.handle(.key(.up)) == .unhandled)
    }

    /// A long line wraps at the width (issue 18: it used to scroll sideways out of sight),
    /// inside a word only when the word is wider than the row.
    @Test func longLinesWrapAtTheFieldsWidth() {
        var subject = field("short\n0123456789漢字|x\nabcdefghijklmnop", multiline: true)
        subject.scrollToCursor(width: 8, height: 3)
        var grid = Grid(width: 8, height: 3)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(subject.scrollOffset == 0)
        #expect(grid.lines == ["short", "01234567", "89漢字x"])
        #expect(subject.cursorPosition(in: grid.bounds) == Point(x: 6, y: 2))

        var words = TextField(text: "a round fruit with red skin", multiline: true)
        words.scrollToCursor(width: 10, height: 4)
        grid = Grid(width: 10, height: 4)
        words.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.lines == ["a round", "fruit with", "red skin", ""])
        #expect(words.cursorPosition(in: grid.bounds) == Point(x: 8, y: 2))
    }

    @Test func upAndDownMoveBetweenWrappedRows() {
        var subject = TextField(text: "a round fruit with red skin", multiline: true)
        subject.scrollToCursor(width: 10, height: 4)
        #expect(subject.handle(.key(.up)) == .moved)
        #expect(subject.cursor == "a round fruit wi".count, "row above, same column")
        #expect(subject.handle(.key(.up)) == .moved)
        #expect(subject.cursor == "a round".count, "a short row: its end, not the next row's start")
        #expect(subject.handle(.key(.up)) == .unhandled)
        #expect(subject.handle(.key(.down)) == .moved)
        #expect(subject.cursor == "a round fruit wi".count, "the goal column is kept")
        // A line that fills its last row exactly leaves a row for the cursor after it.
        let full = TextField(text: "abcdefgh", multiline: true)
        var grid = Grid(width: 8, height: 2)
        full.render(in: grid.bounds, into: &grid, focused: true)
        #expect(full.cursorPosition(in: grid.bounds) == Point(x: 0, y: 1))
    }

    @Test func emptyLinesAndTrailingNewline() {
        let subject = TextField(text: "a\n\nb\n", multiline: true)
        var grid = Grid(width: 4, height: 5)
        subject.render(in: grid.bounds, into: &grid, focused: true)
        #expect(grid.lines == ["a", "", "b", "", ""])
        #expect(subject.cursorPosition(in: grid.bounds) == Point(x: 0, y: 3))
    }

    @Test func placeholderOnTheFirstRow() {
        let subject = TextField(multiline: true, placeholder: "Answer")
        var grid = Grid(width: 8, height: 2)
        subject.render(in: grid.bounds, into: &grid, focused: false)
        #expect(grid.lines == ["Answer", ""])
    }
}

import Testing
@testable import FlashzillaTUI

/// Rendering: only visible rows are drawn, the selected row has a marker and
/// the `.selected` role, a scroll bar says when there is more.
struct ListViewRenderTests {
    /// Draws "Item <n>" rows, recording every call.
    final class Recorder {
        var calls: [(index: Int, rect: Rect, selected: Bool)] = []

        func draw(_ index: Int, _ rect: Rect, _ selected: Bool, _ grid: inout Grid) {
            calls.append((index, rect, selected))
            grid.put("Item \(index)", at: rect.origin, clip: rect)
        }
    }

    static func render(_ state: ListViewState, count: Int, size: Size, rowHeight: Int = 1) -> (Grid, Recorder) {
        var grid = Grid(size: size)
        let recorder = Recorder()
        state.render(in: grid.bounds, into: &grid, itemCount: count, rowHeight: rowHeight, drawRow: recorder.draw)
        return (grid, recorder)
    }

    /// 100,000 items cost one drawRow call per visible row, wherever the view is.
    @Test func drawsOnlyVisibleRowsOfAHugeList() {
        let count = 100_000
        var state = ListViewState()
        let (_, top) = Self.render(state, count: count, size: Size(width: 30, height: 20))
        #expect(top.calls.map(\.index) == Array(0..<20))

        state.select(count - 1, itemCount: count, visibleRows: 20)
        let (grid, bottom) = Self.render(state, count: count, size: Size(width: 30, height: 20))
        #expect(bottom.calls.map(\.index) == Array(99_980..<100_000))
        #expect(bottom.calls.filter(\.selected).map(\.index) == [99_999])
        #expect(grid.text(row: 19, trimmingTrailingSpaces: true).hasPrefix("› Item 99999"))

        state.select(50_000, itemCount: count, visibleRows: 20)
        let (_, middle) = Self.render(state, count: count, size: Size(width: 30, height: 20))
        #expect(middle.calls.count == 20)
        #expect(middle.calls.map(\.index).contains(50_000))
    }

    @Test func goldenListInTheMiddle() {
        var state = ListViewState()
        for _ in 0..<7 { _ = state.handle(.down, itemCount: 12, visibleRows: 6) }
        #expect(state == ListViewState(selection: 7, scrollOffset: 2))
        let (grid, recorder) = Self.render(state, count: 12, size: Size(width: 16, height: 6))
        expectGolden(grid, named: "listview-middle")
        #expect(recorder.calls.map(\.index) == Array(2..<8))
        #expect(grid.text(row: 5).hasPrefix("› Item 7"))
    }

    @Test func selectedRowHasMarkerAndSelectedRoleEverywhere() {
        let state = ListViewState(selection: 1, scrollOffset: 0)
        var grid = Grid(width: 12, height: 3)
        state.render(in: grid.bounds, into: &grid, itemCount: 3) { index, rect, selected, grid in
            grid.put("漢 \(index)", at: rect.origin, style: Style(.answer, flags: .bold, tint: .teal), clip: rect)
        }
        #expect(grid.lines == ["  漢 0", "› 漢 1", "  漢 2"])
        for x in 0..<12 {
            #expect(grid[x, 1].style.role == .selected, "column \(x)")
            #expect(grid[x, 0].style.role != .selected && grid[x, 2].style.role != .selected)
        }
        // The row's own emphasis and deck tint survive the highlight.
        #expect(grid[2, 1].style == Style(.selected, flags: .bold, tint: .teal))
        #expect(grid[3, 1].style == Style(.selected, flags: .bold, tint: .teal))  // 漢's right half
        #expect(grid[0, 1].grapheme == String(ListView.marker))
        #expect(grid[2, 0].style == Style(.answer, flags: .bold, tint: .teal))
    }

    @Test func rowRectsLeaveTheGutterAndTheScrollBarOut() {
        let (_, fits) = Self.render(ListViewState(), count: 3, size: Size(width: 10, height: 5))
        #expect(fits.calls.map(\.rect) == (0..<3).map { Rect(x: 2, y: $0, width: 8, height: 1) })
        let (_, scrolls) = Self.render(ListViewState(), count: 30, size: Size(width: 10, height: 5))
        #expect(scrolls.calls.map(\.rect) == (0..<5).map { Rect(x: 2, y: $0, width: 7, height: 1) })
    }

    /// Scroll bar: ▲ only when there is more above, ▼ only when more below;
    /// the thumb is at the top or bottom of the track only at that end.
    @Test func scrollIndicatorsAtTopMiddleAndBottom() {
        let size = Size(width: 12, height: 6)
        let column = { (grid: Grid) in (0..<6).map { grid[11, $0].grapheme }.joined() }

        let (top, _) = Self.render(ListViewState(), count: 40, size: size)
        #expect(column(top) == "│█│││▼")
        #expect(top[11, 0].style == Style(.dim) && top[11, 5].style == .normal)

        var state = ListViewState()
        state.select(20, itemCount: 40, visibleRows: 6)
        let (middle, _) = Self.render(state, count: 40, size: size)
        #expect(column(middle).first == "▲" && column(middle).last == "▼")
        #expect(column(middle).dropFirst(2).dropLast(2).contains("█"))

        state.select(39, itemCount: 40, visibleRows: 6)
        let (bottom, _) = Self.render(state, count: 40, size: size)
        #expect(column(bottom) == "▲│││█│")

        let (fits, _) = Self.render(ListViewState(), count: 6, size: size)
        #expect(column(fits) == "      ")
    }

    @Test func tinyScrollBars() {
        let (oneRow, _) = Self.render(ListViewState(), count: 5, size: Size(width: 8, height: 1))
        #expect(oneRow.text(row: 0) == "› Item ▼")
        var state = ListViewState()
        state.select(4, itemCount: 5, visibleRows: 1)
        let (oneRowEnd, _) = Self.render(state, count: 5, size: Size(width: 8, height: 1))
        #expect(oneRowEnd.text(row: 0) == "› Item ▲")
        state.select(2, itemCount: 5, visibleRows: 2)
        let (twoRows, _) = Self.render(state, count: 5, size: Size(width: 8, height: 2))
        #expect(twoRows[7, 0].grapheme == "▲" && twoRows[7, 1].grapheme == "▼")
    }

    @Test func tallRows() {
        let state = ListViewState(selection: 1, scrollOffset: 0)
        let (grid, recorder) = Self.render(state, count: 10, size: Size(width: 12, height: 7), rowHeight: 2)
        #expect(recorder.calls.map(\.index) == [0, 1, 2])
        #expect(recorder.calls.map(\.rect) == [0, 2, 4].map { Rect(x: 2, y: $0, width: 9, height: 2) })
        #expect(grid.text(row: 2).hasPrefix("› Item 1"))
        #expect(grid[0, 3].grapheme == " " && grid[0, 3].style.role == .selected)
        #expect(grid[0, 4].style.role != .selected)
        // The leftover seventh row is blank but for the scroll bar's end.
        #expect(grid.lines[6] == "           ▼")
    }

    @Test func emptyListDrawsNothingButClearsItsArea() {
        var grid = Grid(width: 6, height: 3)
        grid.fill(grid.bounds, with: "x")
        var calls = 0
        ListViewState(selection: 4, scrollOffset: 2).render(in: Rect(x: 1, y: 1, width: 4, height: 2), into: &grid, itemCount: 0) { _, _, _, _ in
            calls += 1
        }
        #expect(calls == 0)
        #expect(grid.lines == ["xxxxxx", "x    x", "x    x"])
    }

    @Test func degenerateRectsDrawNothing() {
        for size in [Size.zero, Size(width: 0, height: 5), Size(width: 5, height: 0)] {
            let (_, recorder) = Self.render(ListViewState(), count: 100, size: size)
            #expect(recorder.calls.isEmpty)
        }
        let (narrow, recorder) = Self.render(ListViewState(), count: 100, size: Size(width: 1, height: 2))
        #expect(recorder.calls.count == 2)
        #expect(narrow.lines == ["›", ""])
    }

    /// A stale state draws the view it would clamp to.
    @Test func staleStateRendersClamped() {
        let stale = ListViewState(selection: 80, scrollOffset: 78)
        let (grid, recorder) = Self.render(stale, count: 10, size: Size(width: 12, height: 4))
        #expect(recorder.calls.map(\.index) == [6, 7, 8, 9])
        #expect(recorder.calls.filter(\.selected).map(\.index) == [9])
        #expect(grid.text(row: 3).hasPrefix("› Item 9"))
    }
}

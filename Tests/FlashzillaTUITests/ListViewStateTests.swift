import Testing
@testable import FlashzillaTUI

/// Navigation: every list key at the ends and in the middle, empty and
/// one-item lists, page moves, clamping after the list shrinks.
struct ListViewStateTests {
    struct Move: Sendable, CustomTestStringConvertible {
        var count: Int
        var visible: Int
        var from: (Int, Int)
        var key: Key
        var to: (Int, Int)

        init(_ count: Int, _ visible: Int, _ from: (Int, Int), _ key: Key, _ to: (Int, Int)) {
            (self.count, self.visible, self.from, self.key, self.to) = (count, visible, from, key, to)
        }

        var testDescription: String { "\(count) items/\(visible) rows \(from) \(key.label) → \(to)" }
    }

    static let moves: [Move] = [
        // ↓/j and ↑/k: minimal scrolling, stop at the ends.
        Move(10, 4, (0, 0), .down, (1, 0)),
        Move(10, 4, (0, 0), .character("j"), (1, 0)),
        Move(10, 4, (3, 0), .down, (4, 1)),
        Move(10, 4, (8, 6), .down, (9, 6)),
        Move(10, 4, (9, 6), .down, (9, 6)),
        Move(10, 4, (9, 6), .character("j"), (9, 6)),
        Move(10, 4, (4, 1), .up, (3, 1)),
        Move(10, 4, (2, 2), .up, (1, 1)),
        Move(10, 4, (2, 2), .character("k"), (1, 1)),
        Move(10, 4, (1, 1), .up, (0, 0)),
        Move(10, 4, (0, 0), .up, (0, 0)),
        Move(10, 4, (0, 0), .character("k"), (0, 0)),
        // PgDn/PgUp move selection and view together by a screenful.
        Move(10, 4, (0, 0), .pageDown, (4, 4)),
        Move(10, 4, (1, 0), .pageDown, (5, 4)),
        Move(10, 4, (5, 4), .pageDown, (9, 6)),
        Move(10, 4, (7, 6), .pageDown, (9, 6)),
        Move(10, 4, (9, 6), .pageDown, (9, 6)),
        Move(10, 4, (9, 6), .pageUp, (5, 2)),
        Move(10, 4, (5, 2), .pageUp, (1, 0)),
        Move(10, 4, (2, 0), .pageUp, (0, 0)),
        Move(10, 4, (0, 0), .pageUp, (0, 0)),
        // Home/g and End/G.
        Move(10, 4, (5, 3), .home, (0, 0)),
        Move(10, 4, (5, 3), .character("g"), (0, 0)),
        Move(10, 4, (0, 0), .home, (0, 0)),
        Move(10, 4, (5, 3), .end, (9, 6)),
        Move(10, 4, (5, 3), .character("G"), (9, 6)),
        Move(10, 4, (9, 6), .end, (9, 6)),
        // Everything fits: no scrolling ever.
        Move(3, 10, (0, 0), .end, (2, 0)),
        Move(3, 10, (0, 0), .pageDown, (2, 0)),
        Move(3, 10, (2, 0), .pageUp, (0, 0)),
        // One item.
        Move(1, 4, (0, 0), .down, (0, 0)),
        Move(1, 4, (0, 0), .up, (0, 0)),
        Move(1, 4, (0, 0), .pageDown, (0, 0)),
        Move(1, 4, (0, 0), .end, (0, 0)),
        // No items.
        Move(0, 4, (0, 0), .down, (0, 0)),
        Move(0, 4, (0, 0), .up, (0, 0)),
        Move(0, 4, (0, 0), .pageDown, (0, 0)),
        Move(0, 4, (0, 0), .pageUp, (0, 0)),
        Move(0, 4, (0, 0), .end, (0, 0)),
        Move(0, 4, (0, 0), .character("G"), (0, 0)),
        Move(0, 4, (3, 2), .home, (0, 0)),
        // No room on screen: moves still work, one row's worth at a time.
        Move(10, 0, (0, 0), .down, (1, 1)),
        Move(10, 0, (5, 5), .pageDown, (6, 6)),
        // A one-row view.
        Move(10, 1, (0, 0), .down, (1, 1)),
        Move(10, 1, (4, 4), .pageUp, (3, 3)),
        // A stale state (from before a deletion) is clamped before moving.
        Move(5, 4, (9, 6), .up, (3, 1)),
        Move(5, 4, (-3, -1), .down, (1, 0)),
    ]

    @Test(arguments: moves) func listKey(_ move: Move) {
        var state = ListViewState(selection: move.from.0, scrollOffset: move.from.1)
        let handled = state.handle(move.key, itemCount: move.count, visibleRows: move.visible)
        #expect(handled)
        #expect(state == ListViewState(selection: move.to.0, scrollOffset: move.to.1))
    }

    @Test(arguments: [Key.enter, .escape, .left, .right, .tab, .character("x"), .character("J"), .ctrl("j"), .alt("j")])
    func otherKeysAreNotTheLists(_ key: Key) {
        var state = ListViewState(selection: 3, scrollOffset: 1)
        let handled = state.handle(key, itemCount: 10, visibleRows: 4)
        #expect(!handled)
        #expect(state == ListViewState(selection: 3, scrollOffset: 1))
    }

    /// Walking down the whole list one row at a time keeps the selection
    /// on screen and scrolls by at most one row per step.
    @Test func steppingThroughKeepsTheSelectionVisible() {
        var state = ListViewState()
        for step in 1..<25 {
            let before = state
            _ = state.handle(.down, itemCount: 25, visibleRows: 6)
            #expect(state.selection == step)
            #expect(state.visibleRange(itemCount: 25, visibleRows: 6).contains(state.selection))
            #expect(state.scrollOffset - before.scrollOffset <= 1)
        }
        #expect(state == ListViewState(selection: 24, scrollOffset: 19))
    }

    @Test func shrinkingClampsSelectionAndScroll() {
        // 100 items, deep in the list; a filter leaves 10.
        var state = ListViewState(selection: 50, scrollOffset: 48)
        state.clamp(itemCount: 10, visibleRows: 5)
        #expect(state == ListViewState(selection: 9, scrollOffset: 5))
        // Deleting the last item: the selection moves to the new last one.
        state.clamp(itemCount: 9, visibleRows: 5)
        #expect(state == ListViewState(selection: 8, scrollOffset: 4))
        // Selection still valid, but the view would show blank rows: pulled back.
        var view = ListViewState(selection: 7, scrollOffset: 5)
        view.clamp(itemCount: 8, visibleRows: 5)
        #expect(view == ListViewState(selection: 7, scrollOffset: 3))
        // Everything filtered away, then back.
        state.clamp(itemCount: 0, visibleRows: 5)
        #expect(state == ListViewState())
        #expect(state.selectedIndex(itemCount: 0) == nil)
        state.clamp(itemCount: 100, visibleRows: 5)
        #expect(state == ListViewState())
        #expect(state.selectedIndex(itemCount: 100) == 0)
    }

    @Test func growingLeavesAValidStateAlone() {
        var state = ListViewState(selection: 3, scrollOffset: 2)
        state.clamp(itemCount: 1_000, visibleRows: 4)
        #expect(state == ListViewState(selection: 3, scrollOffset: 2))
    }

    @Test func selectClampsAndScrolls() {
        var state = ListViewState()
        state.select(42, itemCount: 100, visibleRows: 10)
        #expect(state == ListViewState(selection: 42, scrollOffset: 33))
        state.select(40, itemCount: 100, visibleRows: 10)
        #expect(state == ListViewState(selection: 40, scrollOffset: 33))
        state.select(500, itemCount: 100, visibleRows: 10)
        #expect(state == ListViewState(selection: 99, scrollOffset: 90))
        state.select(-1, itemCount: 100, visibleRows: 10)
        #expect(state == ListViewState(selection: 0, scrollOffset: 0))
    }

    @Test func extremeValuesDoNotTrap() {
        var state = ListViewState(selection: .max, scrollOffset: .min)
        state.page(by: .max, itemCount: 10, visibleRows: .max)
        #expect(state == ListViewState(selection: 9, scrollOffset: 0))
        state.move(by: .min, itemCount: 10, visibleRows: 3)
        #expect(state == ListViewState(selection: 0, scrollOffset: 0))
        state.page(by: .min, itemCount: .max, visibleRows: 7)
        #expect(state == ListViewState(selection: 0, scrollOffset: 0))
        state.move(by: .max, itemCount: .max, visibleRows: 7)
        #expect(state.selection == .max - 1 && state.scrollOffset == .max - 7)
    }

    @Test func visibleRowsAndRange() {
        #expect(ListViewState.visibleRows(height: 10) == 10)
        #expect(ListViewState.visibleRows(height: 10, rowHeight: 3) == 3)
        #expect(ListViewState.visibleRows(height: 2, rowHeight: 3) == 1)
        #expect(ListViewState.visibleRows(height: 0, rowHeight: 1) == 0)
        #expect(ListViewState.visibleRows(height: 5, rowHeight: 0) == 5)
        let state = ListViewState(selection: 12, scrollOffset: 10)
        #expect(state.visibleRange(itemCount: 100, visibleRows: 5) == 10..<15)
        #expect(state.visibleRange(itemCount: 13, visibleRows: 5) == 8..<13)
        #expect(state.visibleRange(itemCount: 3, visibleRows: 5) == 0..<3)
        #expect(state.visibleRange(itemCount: 0, visibleRows: 5) == 0..<0)
        #expect(state.visibleRange(itemCount: 100, visibleRows: 0) == 0..<0)
    }
}

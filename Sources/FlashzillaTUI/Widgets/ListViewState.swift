/// Selection and scroll position of a list, as a value with pure moves.
///
/// The list's items live elsewhere; every move is told how many there are
/// and how many fit on screen (`visibleRows`, in items), so the same state
/// survives the list growing, shrinking or being filtered. After any move
/// the selection is a valid index (0 for an empty list) and on screen, with
/// the least scrolling that achieves it, and the list never scrolls past
/// its end (no blank rows below the last item when they could be filled).
public struct ListViewState: Equatable, Sendable {
    /// Index of the selected item; meaningless when the list is empty
    /// (see `selectedIndex(itemCount:)`).
    public var selection: Int
    /// Index of the first item on screen.
    public var scrollOffset: Int

    public init(selection: Int = 0, scrollOffset: Int = 0) {
        self.selection = selection
        self.scrollOffset = scrollOffset
    }

    /// The selected index, or nil when there is nothing to select.
    public func selectedIndex(itemCount: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        return clamped(itemCount: itemCount, visibleRows: 1).selection
    }

    /// How many items of `rowHeight` rows fit in `height` rows. A row taller
    /// than the whole area still gets one (clipped) slot.
    public static func visibleRows(height: Int, rowHeight: Int = 1) -> Int {
        guard height > 0 else { return 0 }
        return max(1, height / max(1, rowHeight))
    }

    /// The indices on screen.
    public func visibleRange(itemCount: Int, visibleRows: Int) -> Range<Int> {
        guard itemCount > 0, visibleRows > 0 else { return 0..<0 }
        let offset = clamped(itemCount: itemCount, visibleRows: visibleRows).scrollOffset
        return offset..<min(itemCount, offset + visibleRows)
    }

    /// This state made valid for the list: selection clamped to the items,
    /// then scrolled minimally to show it. Use after the list changes.
    public func clamped(itemCount: Int, visibleRows: Int) -> ListViewState {
        guard itemCount > 0 else { return ListViewState() }
        let rows = max(1, visibleRows)
        let selection = min(max(0, self.selection), itemCount - 1)
        var offset = scrollOffset
        if selection < offset {
            offset = selection
        } else if selection >= offset + rows {
            offset = selection - rows + 1
        }
        offset = max(0, min(offset, itemCount - rows))
        return ListViewState(selection: selection, scrollOffset: offset)
    }

    public mutating func clamp(itemCount: Int, visibleRows: Int) {
        self = clamped(itemCount: itemCount, visibleRows: visibleRows)
    }

    // MARK: Moves

    /// Selects `index` (clamped) and scrolls to it.
    public mutating func select(_ index: Int, itemCount: Int, visibleRows: Int) {
        selection = index
        clamp(itemCount: itemCount, visibleRows: visibleRows)
    }

    /// Moves the selection by `delta` items (negative is up), stopping at the ends.
    public mutating func move(by delta: Int, itemCount: Int, visibleRows: Int) {
        clamp(itemCount: itemCount, visibleRows: visibleRows)
        select(selection.addingClamped(delta), itemCount: itemCount, visibleRows: visibleRows)
    }

    /// A page down (up for negative `pages`): selection and view move together
    /// by a screenful, so the selected row keeps its place on screen until an
    /// end of the list is reached; then the selection goes to that end.
    public mutating func page(by pages: Int, itemCount: Int, visibleRows: Int) {
        clamp(itemCount: itemCount, visibleRows: visibleRows)
        let delta = pages.multipliedClamped(by: max(1, visibleRows))
        selection = selection.addingClamped(delta)
        scrollOffset = scrollOffset.addingClamped(delta)
        clamp(itemCount: itemCount, visibleRows: visibleRows)
    }

    /// Handles the list keys: ↑/k, ↓/j, PgUp/PgDn, Home/g, End/G. Returns
    /// true for those keys even when the selection cannot move (at an end, or
    /// with no items), so a screen never gives them a second meaning.
    public mutating func handle(_ key: Key, itemCount: Int, visibleRows: Int) -> Bool {
        switch key {
        case .up, .character("k"):
            move(by: -1, itemCount: itemCount, visibleRows: visibleRows)
        case .down, .character("j"):
            move(by: 1, itemCount: itemCount, visibleRows: visibleRows)
        case .pageUp:
            page(by: -1, itemCount: itemCount, visibleRows: visibleRows)
        case .pageDown:
            page(by: 1, itemCount: itemCount, visibleRows: visibleRows)
        case .home, .character("g"):
            select(0, itemCount: itemCount, visibleRows: visibleRows)
        case .end, .character("G"):
            select(itemCount - 1, itemCount: itemCount, visibleRows: visibleRows)
        default:
            return false
        }
        return true
    }
}

extension Int {
    /// Saturating arithmetic: a huge page count or delta must clamp, not trap.
    fileprivate func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    fileprivate func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self > 0) == (other > 0) ? .max : .min) : product
    }
}

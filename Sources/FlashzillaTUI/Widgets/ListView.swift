/// Drawing a `ListViewState`: only the rows on screen are drawn, so a list of
/// 100,000 cards costs the same as a list of ten.
///
/// Layout of `rect`, left to right:
/// - a two-cell gutter holding the marker "› " on the selected row. The
///   marker is there so the selection shows without colour or reverse
///   video (colour-blind users, monochrome terminals, screen readers);
/// - the row itself, drawn by the caller;
/// - when the items do not all fit, a one-cell scroll bar: "▲" at the top
///   when there is more above, "▼" at the bottom when there is more below,
///   and between them a track "│" with a thumb "█" for where the view is.
public enum ListView {
    public static let marker: Character = "›"
    public static let gutterWidth = 2
    public static let moreAbove: Character = "▲"
    public static let moreBelow: Character = "▼"
    public static let track: Character = "│"
    public static let thumb: Character = "█"
}

extension ListViewState {
    /// Clears `rect` and draws the visible items. `drawRow(index, rowRect,
    /// selected, &grid)` is called once per visible item, top to bottom, and
    /// should stay inside `rowRect` (use it as the clip). Afterwards the whole
    /// selected row — gutter included — takes the `.selected` role, keeping
    /// any flags and deck tint the row drew with.
    ///
    /// The state is not changed: the view shown is `clamped(itemCount:
    /// visibleRows:)`, so a stale selection still renders sensibly.
    ///
    /// An unfocused list (`focused: false`, e.g. while the user types in a
    /// form beside it) keeps its marker, dimmed, but not the `.selected`
    /// role, so only the focused part of a screen shows a highlight.
    public func render(
        in rect: Rect,
        into grid: inout Grid,
        itemCount: Int,
        rowHeight: Int = 1,
        focused: Bool = true,
        drawRow: (_ index: Int, _ rect: Rect, _ selected: Bool, _ grid: inout Grid) -> Void
    ) {
        guard !rect.isEmpty else { return }
        grid.fill(rect)
        let rowHeight = max(1, rowHeight)
        let rows = Self.visibleRows(height: rect.height, rowHeight: rowHeight)
        let state = clamped(itemCount: itemCount, visibleRows: rows)
        let visible = state.visibleRange(itemCount: itemCount, visibleRows: rows)
        guard !visible.isEmpty else { return }

        let showsScrollBar = itemCount > rows && rect.width >= 2
        let (body, bar) = showsScrollBar
            ? (rect.inset(right: 1), Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
            : (rect, Rect.zero)

        for (slot, index) in visible.enumerated() {
            let rowRect = Rect(x: body.minX, y: body.minY + slot * rowHeight, width: body.width, height: rowHeight)
                .intersection(body)
            let selected = index == state.selection
            if selected {
                grid.put(String(ListView.marker), at: rowRect.origin, style: Style(focused ? .selected : .dim), clip: rowRect)
            }
            drawRow(index, rowRect.inset(left: ListView.gutterWidth), selected, &grid)
            if selected, focused { grid.markSelected(rowRect) }
        }
        if showsScrollBar {
            drawScrollBar(in: bar, into: &grid, itemCount: itemCount, visibleRows: rows, offset: state.scrollOffset)
        }
    }

    private func drawScrollBar(in bar: Rect, into grid: inout Grid, itemCount: Int, visibleRows: Int, offset: Int) {
        let above = offset > 0
        let below = offset + visibleRows < itemCount
        let x = bar.minX
        func glyph(_ g: Character, _ y: Int, _ role: StyleRole = .normal) {
            grid.put(String(g), at: Point(x: x, y: y), style: Style(role), clip: bar)
        }
        guard bar.height >= 2 else {
            glyph(below ? ListView.moreBelow : ListView.moreAbove, bar.minY)
            return
        }
        // The track between the arrow rows; the thumb's size and place are
        // proportional to the visible share and the scroll position, and it
        // touches an end of the track only when the view is at that end.
        let track = bar.height - 2
        if track > 0 {
            let maxOffset = itemCount - visibleRows
            let size = min(track, max(1, track * visibleRows / itemCount))
            let room = track - size
            var position = (room * offset + maxOffset / 2) / maxOffset
            if offset > 0, offset < maxOffset, room >= 2 { position = min(max(1, position), room - 1) }
            for row in 0..<track {
                let inThumb = row >= position && row < position + size
                glyph(inThumb ? ListView.thumb : ListView.track, bar.minY + 1 + row, inThumb ? .normal : .dim)
            }
        }
        glyph(above ? ListView.moreAbove : ListView.track, bar.minY, above ? .normal : .dim)
        glyph(below ? ListView.moreBelow : ListView.track, bar.maxY - 1, below ? .normal : .dim)
    }
}

extension Grid {
    /// Gives every cell of `rect` the `.selected` role, keeping its text,
    /// flags and tint.
    fileprivate mutating func markSelected(_ rect: Rect) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                var style = self[x, y].style
                style.role = .selected
                setStyle(style, in: Rect(x: x, y: y, width: 1, height: 1))
            }
        }
    }
}

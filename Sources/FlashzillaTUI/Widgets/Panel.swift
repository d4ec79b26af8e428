/// Helpers for the boxed panels screens draw over their body (summaries, pauses, help).
enum Panel {
    /// An opaque rounded box.
    static func openBox(_ frame: Rect, title: String? = nil, into grid: inout Grid) {
        grid.fill(frame)
        grid.drawBox(frame, style: Style(.border), title: title)
    }

    /// `text` centred on `row` within `rect`'s inside (one cell of border).
    static func centre(_ text: String, row: Int, in rect: Rect, style: Style, into grid: inout Grid) {
        let inside = rect.inset(left: 1, right: 1)
        let line = Rect(x: inside.minX, y: row, width: inside.width, height: 1).intersection(rect)
        guard !line.isEmpty, !text.isEmpty else { return }
        let shown = TextLayout.truncate(text, width: line.width)
        let x = line.minX + TextLayout.centerOffset(DisplayWidth.of(shown), in: line.width)
        grid.put(shown, at: Point(x: x, y: row), style: style, clip: line)
    }
}

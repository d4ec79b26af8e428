/// Rounded box drawing, the frame of cards, dialogs and the help overlay.
extension Grid {
    public enum BoxGlyph {
        public static let topLeft: Character = "╭"
        public static let topRight: Character = "╮"
        public static let bottomLeft: Character = "╰"
        public static let bottomRight: Character = "╯"
        public static let horizontal: Character = "─"
        public static let vertical: Character = "│"
    }

    /// Draws the outline of `rect` with rounded corners; the inside is left
    /// untouched (use `fill` first for an opaque box). A rect narrower or
    /// shorter than 2 cells has no room for corners and draws nothing.
    /// An optional `title` sits in the top edge ("╭─ Title ───╮"), truncated
    /// with "…" to fit, and is omitted when there is no room at all.
    public mutating func drawBox(_ rect: Rect, style: Style = Style(.border), title: String? = nil, clip: Rect? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let area = (clip ?? bounds).intersection(bounds)
        let top = rect.minY, bottom = rect.maxY - 1, left = rect.minX, right = rect.maxX - 1

        func glyph(_ g: Character, _ x: Int, _ y: Int) {
            put(String(g), at: Point(x: x, y: y), style: style, clip: area)
        }
        // Only walk the visible part of each edge, so huge rects stay cheap.
        func span(_ low: Int, _ high: Int) -> Range<Int> { low..<max(low, high) }
        let visibleX = span(max(left + 1, area.minX), min(right, area.maxX))
        for x in visibleX {
            glyph(BoxGlyph.horizontal, x, top)
            glyph(BoxGlyph.horizontal, x, bottom)
        }
        let visibleY = span(max(top + 1, area.minY), min(bottom, area.maxY))
        for y in visibleY {
            glyph(BoxGlyph.vertical, left, y)
            glyph(BoxGlyph.vertical, right, y)
        }
        glyph(BoxGlyph.topLeft, left, top)
        glyph(BoxGlyph.topRight, right, top)
        glyph(BoxGlyph.bottomLeft, left, bottom)
        glyph(BoxGlyph.bottomRight, right, bottom)

        // "╭─ " + title + " ─╮": six cells of frame around the title.
        if let title, rect.width - 6 >= 1 {
            let shown = TextLayout.truncate(title, width: rect.width - 6)
            if !shown.isEmpty {
                let titleClip = Rect(x: left + 1, y: top, width: rect.width - 2, height: 1).intersection(area)
                put(" \(shown) ", at: Point(x: left + 2, y: top), style: style, clip: titleClip)
            }
        }
    }
}

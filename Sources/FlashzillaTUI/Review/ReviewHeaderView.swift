import FlashzillaCore

/// The top row: the deck's name in its colour, and what is left on the right,
/// "new 20 · learning 3 · due 12". The name gives way (cut with "…"), never the counts.
enum ReviewHeaderView {
    static func countsText(_ counts: ReviewCounts) -> String {
        "new \(counts.new) · learning \(counts.learning) · due \(counts.due)"
    }

    static func draw(name: String, color: DeckColor, counts: ReviewCounts, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let right = TextLayout.truncate(countsText(counts), width: area.width)
        let rightWidth = DisplayWidth.of(right)
        grid.put(right, at: Point(x: area.maxX - rightWidth, y: area.minY), style: .normal, clip: area)
        let nameText = TextLayout.truncate(name, width: area.width - rightWidth - 2)
        grid.put(nameText, at: area.origin, style: Style(.deckColor(color), flags: .bold), clip: area)
    }
}

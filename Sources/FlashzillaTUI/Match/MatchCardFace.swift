/// The text of a face-up card laid out in a card resting at `card`: wrapped,
/// centred both ways, cut with "…" when too long. Positions are absolute, so a
/// card narrowed by a flip crops its text instead of re-wrapping it.
struct MatchCardFace: Equatable, Sendable {
    struct Line: Equatable, Sendable {
        var text: String
        var origin: Point
    }

    var lines: [Line]

    /// Inside the border, with a column of padding each side once the card is wide
    /// enough to spare it.
    static func textArea(of card: Rect) -> Rect {
        card.inset(dx: card.width >= 12 ? 2 : 1, dy: 1)
    }

    init(text: String, card: Rect) {
        let area = Self.textArea(of: card)
        let rows = TextLayout.wrap(text, width: area.width, maxLines: area.height, keepNewlines: false)
        let top = area.minY + (area.height - rows.count) / 2
        lines = rows.enumerated().map { index, row in
            Line(text: row, origin: Point(x: area.minX + TextLayout.centerOffset(DisplayWidth.of(row), in: area.width), y: top + index))
        }
    }

    /// Where the terminal cursor sits on a face-up card: the start of its text.
    var textOrigin: Point? { lines.first?.origin }
}

/// Where everything goes at one terminal size: header, the card grid, the status
/// line and the footer. Computed on demand from the size, so a resize needs no
/// bookkeeping and the mouse hit-tests exactly what the view drew.
struct MatchLayout: Equatable, Sendable {
    let size: Size
    let header: Rect
    /// Between header and status line: where the cards go.
    let body: Rect
    /// Names what is face up, in words.
    let status: Rect
    let footer: Rect
    /// Nil when the cards do not fit at their minimum size.
    let grid: MatchGrid?

    var isTooSmall: Bool { grid == nil }

    init(size: Size, cardCount: Int) {
        self.size = size
        let (header, middle, footer) = Rect(size: size).headerBodyFooter()
        let (body, status) = middle.split(bottom: 1)
        self.header = header
        self.status = status
        self.footer = footer
        // A blank row under the header once there are rows to spare.
        self.body = size.height >= 16 ? body.inset(top: 1) : body
        grid = size.height >= 4 ? MatchGridLayout.fit(count: cardCount, in: self.body) : nil
    }

    /// The size to ask for when `cardCount` cards do not fit at `size`: grown from it one
    /// cell at a time, keeping near a usual terminal's shape (80×24), until they fit.
    static func smallestFitting(cardCount: Int, from size: Size) -> Size {
        var candidate = Size(width: max(size.width, 1), height: max(size.height, 4))
        while MatchLayout(size: candidate, cardCount: cardCount).isTooSmall && candidate.width < 10_000 {
            // Grow the side that is shorter than 80:24 would have it.
            if candidate.width * 24 < candidate.height * 80 { candidate.width += 1 } else { candidate.height += 1 }
        }
        return candidate
    }

    /// Where cards wait to be dealt: a card's place at the bottom centre of the body.
    var pile: Rect {
        guard let grid else { return .zero }
        let card = grid.card
        return Rect(x: body.minX + (body.width - card.width) / 2, y: body.maxY - card.height, width: card.width, height: card.height)
    }
}

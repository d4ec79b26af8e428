/// An index card with the cards fanned out behind it, as Study and Review draw their
/// stacks: one measure for both, so the two screens' cards look alike at every size.
enum CardStackGeometry {
    /// Wider cards are hard to read across; at 200 columns the card stays a card.
    static let maximumCardWidth = 90
    /// Border, one line of prompt, separator, one line of answer, border.
    static let minimumCardHeight = 5
    /// Cards visible behind the top one.
    static let maximumDepth = 4

    /// The top card at rest in `area`, with `depth` rows kept below it for the cards
    /// behind. An index card: wide, about a third as tall (cells are twice as tall as
    /// wide, so that is roughly 3:2 on screen), limited by the rows left.
    static func topCard(in area: Rect, depth: Int) -> Rect {
        let width = min(maximumCardWidth, area.width - 6)
        let height = min(max(minimumCardHeight, width / 3), area.height - depth)
        let block = area.centered(Size(width: width, height: height + depth))
        return Rect(x: block.minX, y: block.minY, width: block.width, height: height)
    }

    /// How many of `wanted` cards behind fit under a card of the smallest height in `area`:
    /// on a short terminal the top card keeps its text rows and the stack shows fewer edges
    /// (a stack of borders with no room for the prompt was drawn at 40×10).
    static func fittingDepth(_ wanted: Int, in area: Rect) -> Int {
        min(wanted, max(0, area.height - minimumCardHeight))
    }

    /// The card `level` places behind `card`: one row lower and one column narrower on
    /// each side per level, so the bottom edges fan out.
    static func behind(_ card: Rect, level: Int) -> Rect {
        Rect(x: card.minX + level, y: card.minY + level, width: card.width - 2 * level, height: card.height)
    }
}

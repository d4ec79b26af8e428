/// Where everything goes at one terminal size. Computed on demand from the
/// size (never stored), so a resize needs no bookkeeping and the mouse code
/// hit-tests exactly what the view drew.
struct StudyLayout: Equatable, Sendable {
    /// Below this the screen shows only a "too small" message.
    static let minimumSize = Size(width: 40, height: 12)

    let size: Size
    let header: Rect
    let footer: Rect
    /// Between header and footer: where the stack and the panels go.
    let body: Rect
    /// The top card at rest.
    let card: Rect
    /// Rows kept below the card for the cards behind it. Fixed for the whole
    /// session (from the cards dealt), so the top card never jumps as the
    /// stack shrinks.
    let depth: Int
    /// The row of answer buttons under the stack; empty when they are not shown.
    let buttons: Rect

    var isTooSmall: Bool {
        size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    }

    init(size: Size, totalCards: Int, showsButtons: Bool = false) {
        self.size = size
        let (header, middle, footer) = Rect(size: size).headerBodyFooter()
        self.header = header
        self.footer = footer
        // A blank row either side of the stack once there are rows to spare.
        body = size.height >= 16 ? middle.inset(top: 1, bottom: 1) : middle
        // The buttons take the body's last row and a blank one above it.
        let stackArea: Rect
        if showsButtons {
            let (top, bottom) = body.split(bottom: 2)
            stackArea = top
            buttons = Rect(x: bottom.minX, y: bottom.maxY - 1, width: bottom.width, height: 1)
        } else {
            stackArea = body
            buttons = .zero
        }
        depth = CardStackGeometry.fittingDepth(min(CardStackGeometry.maximumDepth, max(0, totalCards - 1)), in: stackArea)
        card = CardStackGeometry.topCard(in: stackArea, depth: depth)
    }

    /// A drag released at least this far from where it started swipes.
    var swipeThreshold: Int { max(1, card.width / 4) }

    func behindCard(level: Int) -> Rect { CardStackGeometry.behind(card, level: level) }

    /// A dialog of `size` centred in the body (shrunk to fit).
    func panel(_ size: Size) -> Rect {
        body.centered(size)
    }
}

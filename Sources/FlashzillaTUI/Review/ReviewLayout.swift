/// Where the Review screen's parts go at a size: the header, the card stack, the row
/// under it (interval labels, or the answer buttons in accessible mode), a status row for
/// store problems, and the footer.
struct ReviewLayout: Equatable, Sendable {
    static let minimumSize = Size(width: 30, height: 10)
    static let maximumCardWidth = 90
    static let minimumCardHeight = 5
    static let maximumDepth = 4

    let size: Size
    let header: Rect
    let footer: Rect
    let body: Rect
    /// The top card at rest.
    let card: Rect
    /// Under the stack: the four answers.
    let answers: Rect
    /// Above the footer: why the last answer was not stored.
    let status: Rect

    var isTooSmall: Bool { size.width < Self.minimumSize.width || size.height < Self.minimumSize.height }

    init(size: Size, depth: Int) {
        self.size = size
        let (header, rest) = Rect(size: size).split(top: 1)
        let (middle, footer) = rest.split(bottom: 1)
        self.header = header
        self.footer = footer
        let (upper, status) = middle.split(bottom: 1)
        self.status = status
        body = size.height >= 16 ? upper.inset(top: 1) : upper
        // The answers take the body's last row, a blank one above it when there is room.
        let (stackArea, answerRows) = body.split(bottom: size.height >= 16 ? 2 : 1)
        answers = Rect(x: answerRows.minX, y: answerRows.maxY - 1, width: answerRows.width, height: 1)
        let width = min(Self.maximumCardWidth, stackArea.width - 6)
        let height = min(max(Self.minimumCardHeight, width / 3), stackArea.height - depth)
        let block = stackArea.centered(Size(width: width, height: height + depth))
        card = Rect(x: block.minX, y: block.minY, width: block.width, height: height)
    }

    /// The card `level` places behind the top one, as the study stack fans them.
    func behindCard(level: Int) -> Rect {
        Rect(x: card.minX + level, y: card.minY + level, width: card.width - 2 * level, height: card.height)
    }
}

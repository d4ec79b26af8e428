/// Where the Review screen's parts go at a size: the header, the card stack, the row
/// under it (interval labels, or the answer buttons in accessible mode), a status row for
/// store problems, and the footer.
struct ReviewLayout: Equatable, Sendable {
    static let minimumSize = Size(width: 30, height: 10)

    let size: Size
    let header: Rect
    let footer: Rect
    let body: Rect
    /// The top card at rest.
    let card: Rect
    /// Under the stack: the four answers.
    let answers: Rect
    /// The answers' rows with the blank one above them, when there is one: buttons too wide
    /// for one row take two there, so a narrow terminal keeps every interval.
    let answerArea: Rect
    /// Above the footer: why the last answer was not stored.
    let status: Rect
    /// Cards drawn behind the top one: as many as the rows allow.
    let depth: Int

    var isTooSmall: Bool { size.width < Self.minimumSize.width || size.height < Self.minimumSize.height }

    init(size: Size, depth: Int) {
        self.size = size
        let (header, middle, footer) = Rect(size: size).headerBodyFooter()
        self.header = header
        self.footer = footer
        let (upper, status) = middle.split(bottom: 1)
        self.status = status
        body = size.height >= 16 ? upper.inset(top: 1) : upper
        // The answers take the body's last row, a blank one above it when there is room.
        let (stackArea, answerRows) = body.split(bottom: size.height >= 16 ? 2 : 1)
        answers = Rect(x: answerRows.minX, y: answerRows.maxY - 1, width: answerRows.width, height: 1)
        answerArea = answerRows
        self.depth = CardStackGeometry.fittingDepth(depth, in: stackArea)
        card = CardStackGeometry.topCard(in: stackArea, depth: self.depth)
    }

    func behindCard(level: Int) -> Rect { CardStackGeometry.behind(card, level: level) }
}

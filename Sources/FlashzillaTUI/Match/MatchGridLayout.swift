/// Where `count` equal cards go in an area: a grid of `columns` × `rows`, the block
/// centred, every card the same size. A value computed from the size, never stored.
public struct MatchGrid: Equatable, Sendable {
    public let count: Int
    public let columns: Int
    public let rows: Int
    public let card: Size
    public let gap: Size
    /// The top-left cell of the first card.
    public let origin: Point

    /// The frame of the card at `index` (filled row by row, left to right).
    public func frame(of index: Int) -> Rect {
        let column = index % columns, row = index / columns
        return Rect(
            x: origin.x + column * (card.width + gap.width),
            y: origin.y + row * (card.height + gap.height),
            width: card.width, height: card.height)
    }

    public var frames: [Rect] { (0..<count).map(frame(of:)) }

    /// The card under `point`, nil between cards or outside.
    public func index(at point: Point) -> Int? {
        (0..<count).first { frame(of: $0).contains(point) }
    }

    /// The whole block of cards.
    public var bounds: Rect {
        Rect(origin: origin, size: Self.blockSize(columns: columns, rows: rows, card: card, gap: gap))
    }

    static func blockSize(columns: Int, rows: Int, card: Size, gap: Size) -> Size {
        Size(width: columns * card.width + (columns - 1) * gap.width, height: rows * card.height + (rows - 1) * gap.height)
    }
}

/// The layout rule of the Memorize lectures: try every number of columns, size the
/// cards from the width per column and the height per row keeping their proportions,
/// and keep the largest. In cells: a cell is about twice as tall as it is wide.
public enum MatchGridLayout {
    /// Card width ÷ height in cells. Three cells across per row is 3:2 on screen, an
    /// index card held landscape: text reads across, so cards are wider than tall.
    public static let aspect = 3.0
    /// Border, one line of text, border.
    public static let minimumCardHeight = 3
    /// Gaps between cards, roomiest first: the tighter one is used only when it
    /// gives bigger cards.
    public static let gaps = [Size(width: 2, height: 1), Size(width: 1, height: 0)]

    /// The largest grid of `count` cards that fits in `area`, or nil when even the
    /// minimum card does not fit (the screen then says the terminal is too small).
    /// Zero cards fit anywhere, as an empty grid.
    public static func fit(
        count: Int, in area: Rect, aspect: Double = aspect, minimumHeight: Int = minimumCardHeight, gaps: [Size] = gaps
    ) -> MatchGrid? {
        guard count > 0 else {
            return MatchGrid(count: 0, columns: 1, rows: 0, card: .zero, gap: .zero, origin: area.origin)
        }
        var best: Candidate?
        for gap in gaps {
            // A tighter gap must give strictly bigger cards to win.
            guard let candidate = bestGrid(count: count, in: area.size, gap: gap, aspect: aspect, minimumHeight: minimumHeight),
                  best.map({ candidate.card.height > $0.card.height }) ?? true else { continue }
            best = candidate
        }
        guard let best else { return nil }
        let block = MatchGrid.blockSize(columns: best.columns, rows: best.rows, card: best.card, gap: best.gap)
        let placed = area.centered(block)
        return MatchGrid(count: count, columns: best.columns, rows: best.rows, card: best.card, gap: best.gap, origin: placed.origin)
    }

    private typealias Candidate = (columns: Int, rows: Int, card: Size, gap: Size)

    /// Every column count with one gap; the largest card that is at least the minimum.
    private static func bestGrid(count: Int, in size: Size, gap: Size, aspect: Double, minimumHeight: Int) -> Candidate? {
        var best: Candidate?
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let slotWidth = (size.width - (columns - 1) * gap.width) / columns
            let slotHeight = (size.height - (rows - 1) * gap.height) / rows
            guard slotWidth > 0, slotHeight > 0 else { continue }
            let height = min(slotHeight, Int(Double(slotWidth) / aspect))
            let card = Size(width: min(slotWidth, Int((Double(height) * aspect).rounded())), height: height)
            guard height >= max(1, minimumHeight) else { continue }
            if let current = best, !isBetter(card, columns: columns, rows: rows, count: count, than: current) { continue }
            best = (columns, rows, card, gap)
        }
        return best
    }

    /// Bigger cards win; on a tie, fewer empty places in the last row, then fewer columns.
    private static func isBetter(_ card: Size, columns: Int, rows: Int, count: Int, than current: Candidate) -> Bool {
        if card.height != current.card.height { return card.height > current.card.height }
        let empty = columns * rows - count, currentEmpty = current.columns * current.rows - count
        if empty != currentEmpty { return empty < currentEmpty }
        return columns < current.columns
    }
}

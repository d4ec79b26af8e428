import FlashzillaCore

/// Cards by state as one stacked bar, and a line naming each part with its count.
struct CardStateBar {
    var cards: StatisticsReport.CardCounts

    static let parts: [(glyph: Character, name: String, role: StyleRole)] = [
        ("░", "new", .dim), ("▒", "learning", .warning), ("▓", "relearning", .wrong), ("▄", "young", .correct), ("█", "mature", .correct),
    ]

    var counts: [Int] { [cards.new, cards.learning, cards.relearning, cards.young, cards.mature] }

    /// Each part's width, by largest remainder so they add up to `width`; a part with any
    /// cards gets at least one cell when there is room.
    static func widths(_ counts: [Int], width: Int) -> [Int] {
        let total = counts.reduce(0, +)
        guard total > 0, width > 0 else { return counts.map { _ in 0 } }
        var widths = counts.map { $0 * width / total }
        let byRemainder = counts.indices.sorted { (counts[$0] * width % total, -$0) > (counts[$1] * width % total, -$1) }
        var left = width - widths.reduce(0, +)
        for i in byRemainder where left > 0 { widths[i] += 1; left -= 1 }
        // Take a cell from the widest for each non-empty part drawn as none.
        for i in counts.indices where counts[i] > 0 && widths[i] == 0 {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1 else { break }
            widths[widest] -= 1
            widths[i] = 1
        }
        return widths
    }

    func render(in rect: Rect, into grid: inout Grid) {
        guard rect.height >= 2 else { return }
        var x = rect.minX
        let widths = Self.widths(counts, width: rect.width)
        for (part, width) in zip(Self.parts, widths) where width > 0 {
            grid.put(String(repeating: String(part.glyph), count: width), at: Point(x: x, y: rect.minY), style: Style(part.role))
            x += width
        }
        if cards.total == 0 { grid.put("no cards", at: Point(x: rect.minX, y: rect.minY), style: Style(.dim)) }
        var legendX = rect.minX
        for (part, count) in zip(Self.parts, counts) {
            legendX = grid.put("\(part.glyph) ", at: Point(x: legendX, y: rect.minY + 1), style: Style(part.role), clip: rect)
            legendX = grid.put("\(part.name) \(count)   ", at: Point(x: legendX, y: rect.minY + 1), clip: rect)
        }
    }
}

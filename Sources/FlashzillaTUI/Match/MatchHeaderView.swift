import FlashzillaCore

/// The top row: the deck's name in its colour, then right-aligned
/// "Score 4  Time 0:42  2/6 pairs". The name gives way (cut with "…") when the
/// row is short, never the numbers.
enum MatchHeaderView {
    static func draw(_ game: MatchGame, deck: Deck, now: Moment, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let deckStyle = Style(.deckColor(deck.color), flags: .bold)
        // An empty game has nothing to count or time.
        let parts: [(String, Style)] = game.isEmpty ? [] : [
            ("Score \(game.score)", Style(game.score < 0 ? .wrong : .title, flags: .bold)),
            ("  ", .normal),
            ("Time \(MatchTimeText.format(game.elapsed(at: now)))", Style(.capsule)),
            ("  ", .normal),
            ("\(game.matchedPairs)/\(game.pairCount) pairs", .normal),
        ]
        let rightWidth = parts.reduce(0) { $0 + DisplayWidth.of($1.0) }
        var x = area.maxX - rightWidth
        for (text, style) in parts {
            x = grid.put(text, at: Point(x: x, y: area.minY), style: style, clip: area)
        }
        let name = TextLayout.truncate(deck.name, width: area.width - rightWidth - (parts.isEmpty ? 0 : 1))
        grid.put(name, at: area.origin, style: deckStyle, clip: area)
    }
}

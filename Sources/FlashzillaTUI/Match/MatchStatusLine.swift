import FlashzillaCore

/// The row above the footer: what is face up, in words, for anyone who cannot
/// rely on seeing the grid ("Up: Paris · What is the capital of France?").
enum MatchStatusLine {
    static func text(for game: MatchGame) -> String {
        if game.isEmpty { return "" }
        if game.isFinished { return game.pairCount == 1 ? "The pair is matched" : "All \(game.pairCount) pairs matched" }
        let up = game.faceUpUnmatched.map { game.cards[$0].text }
        switch up.count {
        case 0:
            if let pair = game.lastMatchedPair {
                return "Matched: " + game.places(ofPair: pair).map { game.cards[$0].text }.joined(separator: " · ")
            }
            return "Nothing face up: choose a card"
        case 1: return "Up: \(up[0])"
        default: return "Up: \(up.joined(separator: " · ")) — no match"
        }
    }

    static func draw(_ game: MatchGame, in row: Rect, into grid: inout Grid) {
        let area = row.inset(left: 1, right: 1)
        guard !area.isEmpty else { return }
        let style = game.faceUpUnmatched.count == 2 ? Style(.warning) : Style(.dim)
        grid.put(TextLayout.truncate(text(for: game), width: area.width), at: area.origin, style: style, clip: area)
    }
}

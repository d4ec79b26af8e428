import FlashzillaCore

extension MatchScreen {
    /// The focused card first ("Card 5 of 12: gato." or "Card 5 of 12, face down."), the
    /// cards turned and not yet matched ("No match." after a failed try), then the pairs
    /// found; the result, with its time, at the end.
    public func describe(in context: ScreenContext) -> [String] {
        if isHelpVisible { return Self.keymap.spokenHelp }
        let deckName = SpokenPhrases.text(deck.name)
        guard !game.isEmpty else { return ["\(deckName) has no cards to match."] }
        if layout(for: context.size).isTooSmall {
            let needed = MatchLayout.smallestFitting(cardCount: game.cards.count, from: context.size)
            return [SpokenPhrases.tooSmall(minimum: needed, size: context.size)]
        }
        if let result = game.result {
            let best = [recordChange?.isBestScore == true ? "New best score." : nil,
                        recordChange?.isBestTime == true ? "New best time." : nil].compactMap { $0 }
            return ["All \(result.pairs) pairs found in \(MatchTimeText.format(result.time)), score \(result.score)."] + best
                + ["Press n for a new game."]
        }
        let total = game.cards.count
        var lines: [String] = []
        if game.cards.indices.contains(focus) {
            let card = game.cards[focus]
            let place = "Card \(focus + 1) of \(total)"
            if card.isMatched {
                lines.append("\(place), matched: \(SpokenPhrases.sentence(SpokenPhrases.text(card.text)))")
            } else if card.isFaceUp {
                lines.append("\(place): \(SpokenPhrases.sentence(SpokenPhrases.text(card.text)))")
            } else {
                lines.append("\(place), face down.")
            }
        }
        let turned = game.faceUpUnmatched.filter { $0 != focus }.map { "card \($0 + 1), \(SpokenPhrases.text(game.cards[$0].text))" }
        if !turned.isEmpty { lines.append("Turned: " + turned.joined(separator: "; ") + ".") }
        // Two cards up and unmatched: a failed try, until the next choice turns them down.
        if game.faceUpUnmatched.count == 2 { lines.append("No match.") }
        // No running time: a line that changed every second would be said every second.
        lines.append("\(SpokenPhrases.count(game.matchedPairs, "pair")) of \(game.pairCount) found.")
        return lines
    }
}

extension Deck {
    /// The first card whose prompt is exactly `prompt` (as cards store it: trimmed), for a
    /// "this prompt is already in the deck" note. Compares bytes, so 100,000 cards cost
    /// no Strings.
    public func indexOfCard(withPrompt prompt: String) -> Int? {
        var wanted = prompt
        return wanted.withUTF8 { target in
            cards.firstIndex { card in card.withTextUTF8 { own, _ in own.elementsEqual(target) } }
        }
    }
}

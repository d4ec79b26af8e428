import FlashzillaCore

/// `find WORDS` in the deck menu: the cards whose prompt, answer or tags hold the words,
/// by their numbers, matched as the card editor's `/` filter matches (any case, any accents).
extension ScreenReaderConversation {
    func findCards(_ query: String, in deck: LoadedDeck) -> [ReaderOutput] {
        guard !query.isEmpty else { return say("Type find and the words to look for, for example find paris.") }
        let cards = deck.deck.cards
        let found = Filter.matchingIndices(cards.map(CardFilter.key), query: query)
        let quoted = SpokenPhrases.quoted(query)
        guard !found.isEmpty else { return say("No card matches \(quoted).") }
        let heading = found.count == 1 ? "1 card matches \(quoted)." : "\(found.count) cards match \(quoted)."
        return say([heading] + found.map { SpokenPhrases.cardListItem($0 + 1, cards[$0]) })
    }
}

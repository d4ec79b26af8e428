import FlashzillaCore

/// `undo` in the deck menu: takes back the newest card deletion or edit made since the
/// deck was chosen, as the card editor's u does, and saves at once.
extension ScreenReaderConversation {
    mutating func undoLastChange(in deck: LoadedDeck, now: Moment) -> [ReaderOutput] {
        guard let entry = undoStack.popLast() else { return say("Nothing to undo.") }
        var changed = deck
        let done: String
        switch entry {
        case .deleted(let card, let index):
            // Saves merge with other programs' changes, so the card may be back already.
            guard !changed.deck.cards.contains(where: { $0.id == card.id }) else { return say("Nothing to undo.") }
            let at = min(index, changed.deck.cards.count)
            changed.deck.cards.insert(card, at: at)
            done = "Restored card \(at + 1), \(Self.promptSentence(changed, at)) \(SpokenPhrases.text(deck.deck.name)) has \(SpokenPhrases.cards(changed.deck.cards.count)) again."
        case .edited(let before):
            guard let index = changed.deck.cards.firstIndex(where: { $0.id == before.id }) else { return say("Nothing to undo.") }
            changed.deck.cards[index] = before
            done = "Undid the change to card \(index + 1). \(SpokenPhrases.cardText(before))"
        }
        place = .waiting(.cardChanged(done: done))
        return [.save(changed)]
    }
}

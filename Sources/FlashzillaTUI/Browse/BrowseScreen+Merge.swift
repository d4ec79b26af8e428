import FlashzillaCore

extension BrowseScreen {
    /// The save found the file changed by another program and merged: carry on with the
    /// merged deck, on the same card when it is still there.
    mutating func adoptMerged(_ merged: Deck, summary: String) {
        let shownID = deck.cards.indices.contains(index) ? deck.cards[index].id : nil
        deck = merged
        index = shownID.flatMap { id in deck.cards.firstIndex { $0.id == id } } ?? min(index, max(deck.cards.count - 1, 0))
        status = .info("Saved, \(summary).")
    }
}

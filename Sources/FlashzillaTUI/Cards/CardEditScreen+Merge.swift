import FlashzillaCore

extension CardEditScreen {
    /// The save found the file changed by another program and merged: carry on with the
    /// merged deck (their cards too), keeping the selected card selected. The form is
    /// untouched; a card being edited that the merge removed is added as new on commit.
    mutating func adoptMerged(_ merged: Deck, summary: String, size: Size) {
        let selectedID = selectedCardIndex.map { deck.cards[$0].id }
        deck = merged
        knownTags = nil  // the other program's cards may bring tags
        filter.refresh(cards: deck.cards)
        list.clamp(itemCount: rowCount, visibleRows: visibleRows(size))
        if let selectedID, let index = deck.cards.firstIndex(where: { $0.id == selectedID }) {
            selectCard(at: index, size: size)
        }
        status = .info("Saved, \(summary).")
    }
}

import FlashzillaCore

/// One undoable change to the deck, holding what it takes to put it back.
enum CardUndo: Equatable, Sendable {
    /// `card` was removed from deck index `index`.
    case deleted(Card, at: Int)
    /// The card with this id looked like `before` until it was edited.
    case edited(before: Card)
}

import FlashzillaCore
import Foundation

/// One undoable change to the deck, holding what it takes to put it back.
enum CardUndo: Equatable, Sendable {
    /// `card` was removed from deck index `index`.
    case deleted(Card, at: Int)
    /// The card with this id looked like `before` until it was edited.
    case edited(before: Card)
    /// Marks were set (suspend, bury, flag; a note's on all its cards): each card's marks
    /// before, nil for none.
    case marked(before: [MarksBefore])
    /// An entry's cards (a reversed pair, cloze cards) were replaced by those with the ids
    /// `made` (none: the entry was deleted); `before` holds each old card and its index.
    case replaced(before: [PlacedCard], made: [UUID])

    struct PlacedCard: Equatable, Sendable {
        var card: Card
        var index: Int
    }

    struct MarksBefore: Equatable, Sendable {
        var cardID: UUID
        var marks: CardMarks?
    }
}

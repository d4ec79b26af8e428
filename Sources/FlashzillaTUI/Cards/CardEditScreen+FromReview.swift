import Foundation
import FlashzillaCore

/// `e` in Review: the editor opens on the card on show, in the form, and saving or
/// cancelling that edit leaves (back to Review, on the same card).
extension CardEditScreen {
    /// Nil when the deck no longer has the card (another program deleted it meanwhile).
    public static func editingOne(_ cardID: UUID, of deck: Deck, size: Size) -> CardEditScreen? {
        guard let index = deck.cards.firstIndex(where: { $0.id == cardID }) else { return nil }
        var screen = CardEditScreen(deck: deck)
        screen.reviewCardID = cardID
        screen.selectCard(at: index, size: size)
        screen.loadSelectedCard(size: size)
        screen.status = .info("Editing \(Self.quoted(deck.cards[index].prompt)) from Review. Enter saves, Esc goes back.")
        return screen
    }

    /// The card this editor was opened on, as it is now (edited or not).
    public var cardFromReview: Card? {
        guard let id = reviewCardID else { return nil }
        return deck.cards.first { $0.id == id }
    }
}

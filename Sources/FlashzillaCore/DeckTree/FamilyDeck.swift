import Foundation

/// A parent deck and the decks inside it as one deck, for the Quiz and Match on a parent
/// (Anki studies a parent with its children): every deck's cards in the tree's order, under
/// the parent's name and the first deck's settings, with each card's own deck remembered so
/// its answers go there.
public struct FamilyDeck: Equatable, Sendable {
    public var deck: Deck
    /// The deck each card came from, for the cards not from the first deck (whose id the
    /// merged deck keeps).
    public var deckOfCard: [UUID: UUID]

    /// `decks` in the tree's order, the parent's own (or its first child) first. A card whose
    /// id an earlier deck already holds (a deck file copied under another name) is taken once,
    /// from the first: one id must never stand for two cards in one sitting.
    public init(name: String, decks: [Deck]) {
        var merged = decks.first ?? Deck(name: name)
        merged.name = name
        merged.cards = []
        merged.notes = []
        merged.noteTypes = []
        var seen = Set<UUID>(), deckOfCard: [UUID: UUID] = [:]
        var notes = Set<String>(), noteTypes = Set<String>()
        for (index, deck) in decks.enumerated() {
            for card in deck.cards where seen.insert(card.id).inserted {
                merged.cards.append(card)
                if index > 0 { deckOfCard[card.id] = deck.id }
            }
            for note in deck.notes where notes.insert(note.guid).inserted { merged.notes.append(note) }
            for type in deck.noteTypes where noteTypes.insert(type.id).inserted { merged.noteTypes.append(type) }
        }
        deck = merged
        self.deckOfCard = deckOfCard
    }

    /// The deck `cardID` belongs to.
    public func deckID(of cardID: UUID) -> UUID { deckOfCard[cardID] ?? deck.id }
}

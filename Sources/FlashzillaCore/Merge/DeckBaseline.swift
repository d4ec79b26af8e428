import Foundation

/// A deck as it was loaded, kept small: its deck-level fields and a digest of each card
/// by id (not the cards), so an editor can later tell which cards it changed without
/// holding the deck twice. What `DeckMerge` compares "mine" and "theirs" against.
public struct DeckBaseline: Hashable, Sendable {
    /// The deck without its cards (name, colour, settings, records, unknown fields).
    public let fields: Deck
    /// Each card's digest (`CardDigest`), by id.
    let cards: [UUID: Int]

    public init(_ deck: Deck) {
        var fields = deck
        fields.cards = []
        self.fields = fields
        var cards: [UUID: Int] = [:]
        cards.reserveCapacity(deck.cards.count)
        for card in deck.cards { cards[card.id] = CardDigest.of(card) }
        self.cards = cards
    }

    public var cardCount: Int { cards.count }

    /// Whether the deck had a card with this id.
    func contains(_ id: UUID) -> Bool { cards[id] != nil }

    /// Whether `card` differs from the card with its id here (false if there was none).
    func isChanged(_ card: Card) -> Bool {
        guard let digest = cards[card.id] else { return false }
        return digest != CardDigest.of(card)
    }
}

/// A digest of everything a card holds. Only ever compared within one run (it is never
/// stored), so Swift's per-process seeded `Hasher` is fine; the text is hashed as bytes,
/// which is what the file holds, without making Strings.
enum CardDigest {
    static func of(_ card: Card) -> Int {
        var hasher = Hasher()
        hasher.combine(card.id)
        card.withTextUTF8 { prompt, answer in
            hasher.combine(prompt.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(prompt))
            hasher.combine(bytes: UnsafeRawBufferPointer(answer))
        }
        hasher.combine(card.wordType)
        hasher.combine(card.tags)
        hasher.combine(card.createdAt)
        hasher.combine(card.updatedAt)
        if !card.unknownFields.isEmpty { hasher.combine(card.unknownFields) }
        return hasher.finalize()
    }
}

import Foundation

/// A deck as it was loaded, kept small: its deck-level fields and a digest of each card
/// by id (not the cards), so an editor can later tell which cards it changed without
/// holding the deck twice. What `DeckMerge` compares "mine" and "theirs" against.
public struct DeckBaseline: Hashable, Sendable {
    /// The deck without its cards (name, colour, settings, records, unknown fields).
    public let fields: Deck
    /// Each card's id and digest (`CardDigest`), in the ids' byte order: 24 bytes a card,
    /// where a dictionary took 63 (6.3 MB for 100,000 cards, held while the deck is edited).
    private let cards: [Entry]

    private struct Entry: Hashable, Sendable {
        var id: UUID
        var digest: Int
    }

    public init(_ deck: Deck) {
        var fields = deck
        fields.cards = []
        self.fields = fields
        var cards = deck.cards.map { Entry(id: $0.id, digest: CardDigest.of($0)) }
        // Stable, so of two cards with one id the later one is kept (as a dictionary did).
        cards.sort { $0.id.bytesPrecede($1.id) }
        var kept = 0
        for entry in cards {
            if kept > 0, cards[kept - 1].id == entry.id { kept -= 1 }
            cards[kept] = entry
            kept += 1
        }
        cards.removeLast(cards.count - kept)
        self.cards = cards
    }

    public var cardCount: Int { cards.count }

    /// Whether the deck had a card with this id.
    func contains(_ id: UUID) -> Bool { digest(of: id) != nil }

    /// Whether `card` differs from the card with its id here (false if there was none).
    func isChanged(_ card: Card) -> Bool {
        guard let digest = digest(of: card.id) else { return false }
        return digest != CardDigest.of(card)
    }

    private func digest(of id: UUID) -> Int? {
        // The first entry whose id does not come before `id`.
        var (low, high) = (0, cards.count)
        while low < high {
            let middle = (low + high) / 2
            if cards[middle].id.bytesPrecede(id) { low = middle + 1 } else { high = middle }
        }
        return low < cards.count && cards[low].id == id ? cards[low].digest : nil
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
        hasher.combine(card.note)
        hasher.combine(card.entry)
        if !card.unknownFields.isEmpty { hasher.combine(card.unknownFields) }
        return hasher.finalize()
    }
}

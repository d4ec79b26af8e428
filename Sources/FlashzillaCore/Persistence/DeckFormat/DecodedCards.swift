/// A card as read; when the file gave no id, it holds its derived one (occurrence 0).
struct DecodedCard {
    var card: Card
    var idGiven: Bool
}

/// A deck's cards decoded one by one — from a parsed array, or by `DeckStreamDecoder`
/// while it parses — with the ids the file gave them; or the first card's problem,
/// reported only if the deck's own fields are fine.
struct DecodedCards {
    private(set) var cards: [Card] = []
    /// How many cards are kept (the rest are checked and counted): all, except for a summary.
    var keepLimit = Int.max
    /// How many cards were read, kept or not.
    private(set) var count = 0
    /// Indexes (ascending) of the cards the file gave no id; they hold their derived one (occurrence 0).
    private(set) var missingIDs: [Int] = []
    private(set) var firstError: DeckFileError?

    /// Whether a card failed (then `firstError` says why, and no more cards are kept).
    var hasFailed: Bool { firstError != nil }

    /// How many cards are read before the room for the rest is estimated from their size.
    static let sampleSize = 1_024

    /// Room for about `count` cards: growing a large array copies it and leaves the old
    /// copies behind in the heap; room never used is never touched, so costs no memory.
    mutating func reserve(_ count: Int) {
        cards.reserveCapacity(min(count, keepLimit))
    }

    /// Whether the next card will be kept.
    var keepsNext: Bool { count < keepLimit }

    mutating func add(_ decoded: consuming DecodedCard) {
        // An entry of a kind counts the cards it makes (a reversed pair is two).
        count += decoded.card.entry == nil ? 1 : CardEntries.cardCount(of: decoded.card)
        guard cards.count < keepLimit else { return }
        if !decoded.idGiven { missingIDs.append(cards.count) }
        cards.append(decoded.card)
    }

    mutating func fail(_ error: DeckFileError) {
        guard firstError == nil else { return }
        cards = []
        missingIDs = []
        firstError = error
    }

    /// The cards, leaving none behind (so the caller holds the only reference and can
    /// change them without copying the array).
    mutating func takeCards() -> [Card] {
        var taken: [Card] = []
        swap(&taken, &cards)
        return taken
    }
}

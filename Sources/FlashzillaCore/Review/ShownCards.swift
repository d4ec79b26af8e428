import Foundation

/// The cards a Review queue can show, by id: positions into the deck's own card array,
/// which is shared, not copied, found through a `CardIDIndex`. Building a `[UUID: Card]`
/// of them hashed each id through SipHash and copied each card (23,000 learning cards on
/// the benchmark: 3 ms of Review's start).
struct ShownCards: Sendable {
    private var all: [Card]
    /// The positions kept, in the order given (a repeat once).
    private let positions: [Int]
    private let index: CardIDIndex

    init(_ cards: [Card], positions: [Int]) {
        all = cards
        var index = CardIDIndex(minimumCapacity: positions.count)
        self.positions = positions.filter { index.insert($0, of: cards) }
        self.index = index
    }

    subscript(id: UUID) -> Card? { index.index(of: id, in: all).map { all[$0] } }

    /// The kept card with `card`'s id takes its place (its text edited during the sitting);
    /// false when no such card is kept. The ids stay where they were, so the index holds.
    /// The deck's array, shared until now, is copied on the first edit.
    mutating func replace(_ card: Card) -> Bool {
        guard let position = index.index(of: card.id, in: all) else { return false }
        all[position] = card
        return true
    }

    /// The kept cards, in the order given.
    var cards: some Sequence<Card> { positions.lazy.map { all[$0] } }
}

extension ShownCards: Equatable {
    /// The same cards by id, wherever they sit in their decks.
    static func == (lhs: ShownCards, rhs: ShownCards) -> Bool {
        lhs.positions.count == rhs.positions.count && lhs.cards.allSatisfy { rhs[$0.id] == $0 }
    }
}

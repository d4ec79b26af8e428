import Foundation

/// The cards a Review queue can show, by id: positions into the deck's own card array,
/// which is shared, not copied. Building a `[UUID: Card]` of them hashed each id through
/// SipHash and copied each card (23,000 learning cards on the benchmark: 3 ms of
/// Review's start); this is a small open-addressing table of positions.
struct ShownCards: Sendable {
    private let all: [Card]
    /// The positions kept, in the order given.
    private let positions: [Int32]
    /// Index into `positions` + 1 per slot; 0 for an empty slot.
    private var slots: [UInt32]
    private let mix = UUIDHashMix()

    init(_ cards: [Card], positions: [Int]) {
        all = cards
        self.positions = positions.map { Int32(truncatingIfNeeded: $0) }
        var capacity = 16
        while capacity < positions.count * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for (entry, position) in positions.enumerated() {
            let id = cards[position].id
            var slot = mix.slot(for: id, mask: mask)
            var repeated = false
            while slots[slot] != 0 {
                if cards[Int(self.positions[Int(slots[slot]) - 1])].id == id { repeated = true; break }
                slot = (slot + 1) & mask
            }
            if !repeated { slots[slot] = UInt32(entry + 1) }
        }
    }

    subscript(id: UUID) -> Card? {
        let mask = slots.count - 1
        var slot = mix.slot(for: id, mask: mask)
        while slots[slot] != 0 {
            let card = all[Int(positions[Int(slots[slot]) - 1])]
            if card.id == id { return card }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The kept cards, in the order given.
    var cards: some Sequence<Card> { positions.lazy.map { all[Int($0)] } }
}

extension ShownCards: Equatable {
    /// The same cards by id, wherever they sit in their decks.
    static func == (lhs: ShownCards, rhs: ShownCards) -> Bool {
        lhs.positions.count == rhs.positions.count && lhs.cards.allSatisfy { rhs[$0.id] == $0 }
    }
}

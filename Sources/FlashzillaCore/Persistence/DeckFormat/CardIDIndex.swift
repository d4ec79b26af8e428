import Foundation

/// The cards' ids seen so far, for finding repeated ids among 100,000 cards: an open-
/// addressing table of card indexes (four bytes a slot; the ids stay in the cards),
/// probed from `UUIDHashMix`. Several times cheaper than a `Set<UUID>`.
package struct CardIDIndex {
    /// Card index + 1 per slot; 0 for an empty slot.
    private var slots: [UInt32]
    private var mask: Int
    private var count = 0
    private let mix = UUIDHashMix()

    package init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity + minimumCapacity / 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Adds the id of `cards[index]`; false (and nothing added) if an earlier card added
    /// to the index has the same id.
    package mutating func insert(_ index: Int, of cards: [Card]) -> Bool {
        if (count + 1) * 3 > slots.count * 2 { grow(cards) }
        let id = cards[index].id
        var slot = self.slot(for: id)
        while slots[slot] != 0 {
            if cards[Int(slots[slot]) - 1].id == id { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = UInt32(index + 1)
        count += 1
        return true
    }

    /// The index of the card added with id `id`, if any (`cards` as given to `insert`).
    package func index(of id: UUID, in cards: [Card]) -> Int? {
        var slot = self.slot(for: id)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if cards[index].id == id { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private func slot(for id: UUID) -> Int { mix.slot(for: id, mask: mask) }

    private mutating func grow(_ cards: [Card]) {
        let old = slots.filter { $0 != 0 }
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for entry in old {
            var slot = self.slot(for: cards[Int(entry) - 1].id)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}

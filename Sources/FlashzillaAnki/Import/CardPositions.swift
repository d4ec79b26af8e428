/// Anki card ids to positions in the collection's card list, for putting each of the review
/// log's answers with its card: an open-addressing table probed from a multiply-shift of
/// the id by a random odd key (ids come from other people's files: crafted ones cannot
/// pile up in one place). A `[Int64: Int32]` ran SipHash over every answer's card id, 40 ms
/// of the 200,000 answers the log read on its own thread while the cards' writing waited.
struct CardPositions {
    /// Position + 1 per slot; 0 for an empty slot.
    private var slots: [Int32]
    /// The id in each slot that has one.
    private var slotIDs: [Int64]
    private let shift: UInt64
    private let key = UInt64.random(in: 1...UInt64.max) | 1

    /// `ids[i]` is at position `i`; an id listed twice keeps its last position.
    init(_ ids: [Int64]) {
        var bits: UInt64 = 4
        while 1 << bits < ids.count * 2 { bits += 1 }
        slots = [Int32](repeating: 0, count: 1 << bits)
        slotIDs = [Int64](repeating: 0, count: 1 << bits)
        shift = 64 - bits
        for (position, id) in ids.enumerated() {
            var slot = self.slot(for: id)
            while slots[slot] != 0, slotIDs[slot] != id { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(position + 1)
            slotIDs[slot] = id
        }
    }

    /// The position of the card with id `id`, if it is in the list.
    func position(of id: Int64) -> Int? {
        var slot = self.slot(for: id)
        while slots[slot] != 0 {
            if slotIDs[slot] == id { return Int(slots[slot]) - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    @inline(__always)
    private func slot(for id: Int64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: id) &* key) >> shift)
    }
}

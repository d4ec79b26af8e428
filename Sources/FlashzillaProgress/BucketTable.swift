import FlashzillaCore

/// Bucket sums by deck, quarter hour and mode, for a bulk write: an import adds 200,000
/// answers to them, twice each, and a `Dictionary` ran SipHash over every key (0.1 s of the
/// import). Open addressing over a small mix instead; the mix's key is random, so answer
/// times crafted in a shared package cannot pile up in one slot.
struct BucketTable {
    typealias Key = BucketSums.Key

    /// The sums in the order their keys came first.
    private(set) var keys: [Key] = []
    private(set) var sums: [AnswerBucket] = []
    /// Position in `keys` + 1 for each slot; 0 is empty. Kept at most half full.
    private var slots = [Int32](repeating: 0, count: 64)
    private let mixKey = UInt64.random(in: 1...UInt64.max) | 1

    var count: Int { keys.count }

    func contains(_ key: Key) -> Bool {
        var slot = self.slot(for: key)
        while slots[slot] != 0 {
            if keys[Int(slots[slot]) - 1] == key { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    /// Adds `bucket`'s sums to `key`'s (a new key starts at zero).
    mutating func add(_ bucket: AnswerBucket, at key: Key) {
        var slot = self.slot(for: key)
        while slots[slot] != 0 {
            let at = Int(slots[slot]) - 1
            if keys[at] == key {
                sums[at].add(bucket)
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        keys.append(key)
        var sum = AnswerBucket(start: key.start, mode: key.mode)
        sum.add(bucket)
        sums.append(sum)
        slots[slot] = Int32(keys.count)
        if keys.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
    }

    /// Positions in `keys` and `sums`, in key order. (Sorted beside their keys: sorting the
    /// positions alone looked every key up through them, a cache miss a comparison.)
    func positionsInKeyOrder() -> [Int] {
        var pairs = keys.enumerated().map { (key: $0.element, at: $0.offset) }
        pairs.sort { $0.key < $1.key }
        return pairs.map(\.at)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        sums.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = 0 }
    }

    private func slot(for key: Key) -> Int {
        var mixed = UInt64(bitPattern: key.deck) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= UInt64(bitPattern: key.start) &+ UInt64(key.mode.rawValue)
        mixed = (mixed ^ (mixed >> 29)) &* mixKey
        return Int(truncatingIfNeeded: mixed >> 32) & (slots.count - 1)
    }

    private mutating func rehash(slotCount: Int) {
        slots = [Int32](repeating: 0, count: slotCount)
        for (i, key) in keys.enumerated() {
            var slot = self.slot(for: key)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = Int32(i + 1)
        }
    }
}

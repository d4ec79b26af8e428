import Foundation

/// A set of UUIDs for finding repeated card ids among 100,000: open addressing with
/// linear probing over the ids' own bits (random ids hash themselves), mixed with a
/// per-set random key so that crafted ids cannot pile up in one place. Several times
/// cheaper than `Set<UUID>`, which runs SipHash over every id.
struct UUIDSet {
    private var slots: [(UInt64, UInt64)]
    private var used: [Bool]
    private var mask: Int
    private var count = 0
    private let key = UInt64.random(in: 1...UInt64.max) | 1

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity <<= 1 }
        slots = Array(repeating: (0, 0), count: capacity)
        used = Array(repeating: false, count: capacity)
        mask = capacity - 1
    }

    /// Adds `id`; false if it was already there.
    @discardableResult
    mutating func insert(_ id: UUID) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let (high, low) = Self.halves(id)
        var slot = index(high, low)
        while used[slot] {
            if slots[slot] == (high, low) { return false }
            slot = (slot + 1) & mask
        }
        used[slot] = true
        slots[slot] = (high, low)
        count += 1
        return true
    }

    @inline(__always)
    private func index(_ high: UInt64, _ low: UInt64) -> Int {
        let mixed = (high ^ low.multipliedFullWidth(by: key).high ^ low) &* key
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }

    private static func halves(_ id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
    }

    private mutating func grow() {
        let old = zip(slots, used).filter(\.1).map(\.0)
        let capacity = slots.count * 2
        slots = Array(repeating: (0, 0), count: capacity)
        used = Array(repeating: false, count: capacity)
        mask = capacity - 1
        count = 0
        for (high, low) in old {
            var slot = index(high, low)
            while used[slot] { slot = (slot + 1) & mask }
            used[slot] = true
            slots[slot] = (high, low)
            count += 1
        }
    }
}

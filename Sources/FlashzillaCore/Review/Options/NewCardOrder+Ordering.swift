import Foundation

extension NewCardOrder {
    /// The new cards' deck positions in this order. `day` (the next study day's start)
    /// seeds the random order, so it stays the same all day and changes the next.
    static func ordered(_ positions: [Int], of cards: [Card], by order: NewCardOrder, day: @autoclosure () -> Date) -> [Int] {
        switch order {
        case .added: return positions
        case .latest: return positions.reversed()
        case .random:
            let seed = UInt64(bitPattern: Int64(day().timeIntervalSinceReferenceDate.rounded()))
            return positions.map { (key: shuffleKey(cards[$0].id, seed: seed), position: $0) }
                .sorted { ($0.key, $0.position) < ($1.key, $1.position) }.map(\.position)
        }
    }

    /// A card's place in the day's random order: its id's bits mixed with the day (SplitMix64's finaliser).
    static func shuffleKey(_ id: UUID, seed: UInt64) -> UInt64 {
        let (high, low) = withUnsafeBytes(of: id.uuid) { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        var z = high ^ (low &* 0x9E37_79B9_7F4A_7C15) ^ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

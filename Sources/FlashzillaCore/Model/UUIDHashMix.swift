import Foundation

/// A slot for a card id in an open-addressing table: a mix of the id's bits with a
/// per-table random key, so that crafted ids (a deck is someone else's file) cannot pile
/// up in one place. A few instructions, where `Hasher` runs SipHash over 16 bytes.
struct UUIDHashMix: Sendable {
    private let key = UInt64.random(in: 1...UInt64.max) | 1

    @inline(__always)
    func slot(for id: UUID, mask: Int) -> Int {
        let (high, low) = withUnsafeBytes(of: id.uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        let mixed = (high ^ low.multipliedFullWidth(by: key).high ^ low) &* key
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}

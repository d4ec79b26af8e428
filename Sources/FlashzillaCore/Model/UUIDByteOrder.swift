import Foundation

extension UUID {
    /// Whether this id's 16 bytes sort before `other`'s, as SQLite orders them in a BLOB
    /// column (memcmp): rows written in this order land at the end of the column's index.
    public func bytesPrecede(_ other: UUID) -> Bool {
        let (a, b) = (Self.halves(self), Self.halves(other))
        return a.high != b.high ? a.high < b.high : a.low < b.low
    }

    /// Both 8-byte halves read big-endian, so integer order is byte order.
    private static func halves(_ id: UUID) -> (high: UInt64, low: UInt64) {
        withUnsafeBytes(of: id.uuid) {
            (UInt64(bigEndian: $0.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
    }
}

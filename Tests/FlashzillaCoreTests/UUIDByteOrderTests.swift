import FlashzillaCore
import Foundation
import Testing

/// `bytesPrecede` must order ids as SQLite orders BLOBs: byte by byte, unsigned.
@Suite struct UUIDByteOrderTests {
    static func bytes(_ id: UUID) -> [UInt8] { withUnsafeBytes(of: id.uuid) { Array($0) } }

    static func id(_ bytes: [UInt8]) -> UUID {
        var raw = UUID().uuid
        withUnsafeMutableBytes(of: &raw) { $0.copyBytes(from: bytes) }
        return UUID(uuid: raw)
    }

    @Test func ordersLikeComparingTheBytes() {
        var ids = (0..<500).map { _ in UUID() }
        // Ids that differ only in one byte, at either end and in the middle, and by the high bit.
        for at in [0, 7, 8, 15] {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
                var bytes = [UInt8](repeating: 0x80, count: 16)
                bytes[at] = value
                ids.append(Self.id(bytes))
            }
        }
        let expected = ids.sorted { Self.bytes($0).lexicographicallyPrecedes(Self.bytes($1)) }
        #expect(ids.sorted { $0.bytesPrecede($1) } == expected)
        #expect(!ids[0].bytesPrecede(ids[0]))
    }
}

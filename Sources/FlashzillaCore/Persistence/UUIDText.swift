import Foundation

/// The canonical 8-4-4-4-12 hex UUID text, read (either case) and written (upper case,
/// as `uuidString`) without the detours Foundation takes; a large deck has 100,000 ids.
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// The UUID in `b` (UTF-8 text), or nil.
    static func parse(utf8 b: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard b.count == 36, let p = b.baseAddress,
              p[8] == UInt8(ascii: "-"), p[13] == UInt8(ascii: "-"), p[18] == UInt8(ascii: "-"), p[23] == UInt8(ascii: "-")
        else { return nil }
        let raw = UnsafeRawPointer(p)
        func load8(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func load4(_ offset: Int) -> UInt64 { UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        // The 32 digits, eight at a time: 8 | 4 + 4 | 4 + 4 | 8 (of the last group's 12).
        guard let a = bytes(ofHexDigits: load8(0)), let b = bytes(ofHexDigits: load4(9) | load4(14) << 32),
              let c = bytes(ofHexDigits: load4(19) | load4(24) << 32), let d = bytes(ofHexDigits: load8(28))
        else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { out in
            out.storeBytes(of: a.littleEndian, toByteOffset: 0, as: UInt32.self)
            out.storeBytes(of: b.littleEndian, toByteOffset: 4, as: UInt32.self)
            out.storeBytes(of: c.littleEndian, toByteOffset: 8, as: UInt32.self)
            out.storeBytes(of: d.littleEndian, toByteOffset: 12, as: UInt32.self)
        }
        return UUID(uuid: uuid)
    }

    /// Eight hex digits (either case; the first in the lowest byte) as the four bytes they
    /// spell (the first in the lowest byte), or nil if any is not a hex digit. SWAR: each
    /// range test sets a byte's high bit; no byte carries into the next, as all are < 0x80.
    @inline(__always)
    static func bytes(ofHexDigits w: UInt64) -> UInt32? {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        guard w & highs == 0 else { return nil }
        let isDigit = (w &+ ones &* (0x80 - 0x30)) & ~(w &+ ones &* (0x7F - 0x39)) & highs
        let lower = w | ones &* 0x20
        let isLetter = (lower &+ ones &* (0x80 - 0x61)) & ~(lower &+ ones &* (0x7F - 0x66)) & highs
        guard isDigit | isLetter == highs else { return nil }
        // '0'…'9' → 0…9 and 'a'…'f' / 'A'…'F' → 1…6 + 9.
        let values = (w & (ones &* 0x0F)) &+ (isLetter >> 7) &* 9
        // Pairs of digits into bytes (one per 16-bit lane), then the lanes side by side.
        let pairs = ((values & 0x0F00_0F00_0F00_0F00) >> 8) | ((values & 0x000F_000F_000F_000F) << 4)
        let halves = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: halves | halves >> 16)
    }

    /// Appends `id.uuidString` (upper case) without going through a formatted String.
    static func write(_ id: UUID, into out: inout [UInt8]) {
        withUnsafeBytes(of: id.uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
                out.append(upperHex[Int(byte >> 4)])
                out.append(upperHex[Int(byte & 0xF)])
            }
        }
    }

    private static let upperHex: [UInt8] = Array("0123456789ABCDEF".utf8)
}

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

    /// Stores the 36 bytes of `id.uuidString` at `p`; returns the position after them.
    static func write(_ id: UUID, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        // Each group's bytes as upper-case hex digits, eight digits at a time (SWAR).
        @inline(__always) func digits(_ bytes: UInt32) -> UInt64 {
            // Byte k of `bytes` (first in the lowest) becomes digits 2k and 2k+1.
            let b = UInt64(bytes)
            var spread = (b & 0xFF) | (b & 0xFF00) << 8 | (b & 0xFF_0000) << 16 | (b & 0xFF00_0000) << 24
            // Within each 16-bit lane: high nibble in the low byte, low nibble in the high byte.
            spread = (spread >> 4) & 0x000F_000F_000F_000F | (spread & 0x000F_000F_000F_000F) << 8
            // 0–9 → '0'–'9', 10–15 → 'A'–'F': add 7 where a nibble is above 9.
            let above9 = ((spread &+ 0x7676_7676_7676_7676) >> 7) & 0x0101_0101_0101_0101
            return spread &+ 0x3030_3030_3030_3030 &+ above9 &* 7
        }
        return withUnsafeBytes(of: id.uuid) { raw -> UnsafeMutableRawPointer in
            let words = (raw.loadUnaligned(as: UInt32.self), raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
                         raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self), raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
            let a = digits(UInt32(littleEndian: words.0)), b = digits(UInt32(littleEndian: words.1))
            let c = digits(UInt32(littleEndian: words.2)), d = digits(UInt32(littleEndian: words.3))
            let dash = UInt8(ascii: "-")
            // 8-4-4-4-12: aaaaaaaa-bbbb-bbbb-cccc-ccccdddddddd
            p.storeBytes(of: a.littleEndian, as: UInt64.self)
            p.storeBytes(of: dash, toByteOffset: 8, as: UInt8.self)
            p.storeBytes(of: UInt32(truncatingIfNeeded: b).littleEndian, toByteOffset: 9, as: UInt32.self)
            p.storeBytes(of: dash, toByteOffset: 13, as: UInt8.self)
            p.storeBytes(of: UInt32(truncatingIfNeeded: b >> 32).littleEndian, toByteOffset: 14, as: UInt32.self)
            p.storeBytes(of: dash, toByteOffset: 18, as: UInt8.self)
            p.storeBytes(of: UInt32(truncatingIfNeeded: c).littleEndian, toByteOffset: 19, as: UInt32.self)
            p.storeBytes(of: dash, toByteOffset: 23, as: UInt8.self)
            p.storeBytes(of: UInt32(truncatingIfNeeded: c >> 32).littleEndian, toByteOffset: 24, as: UInt32.self)
            p.storeBytes(of: d.littleEndian, toByteOffset: 28, as: UInt64.self)
            return p + 36
        }
    }
}

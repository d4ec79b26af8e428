/// The one rule for escaping JSON strings, shared by every writer (`JSONByteWriter`, and
/// the deck's `CardBytesWriter`): `"`, `\` and U+0000–U+001F are escaped (as `\b \f \n
/// \r \t` or `\u00XX`), and so are U+2028 and U+2029, which some tools take for line
/// breaks. Everything else, non-ASCII text and `/` included, is written as it is.
enum JSONStringEscape {
    /// An escape sequence: at most six bytes (`\u2028`).
    struct Sequence {
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
        var count: Int

        init(_ text: StaticString) {
            bytes = (0, 0, 0, 0, 0, 0)
            count = text.utf8CodeUnitCount
            withUnsafeMutableBytes(of: &bytes) { $0.baseAddress!.copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount) }
        }

        init(control byte: UInt8) {
            bytes = (UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), JSONStringEscape.hexDigit(byte >> 4), JSONStringEscape.hexDigit(byte & 0xF))
            count = 6
        }

        /// Calls `body` with the sequence's bytes.
        @inline(__always)
        func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            var bytes = self.bytes
            return try withUnsafeBytes(of: &bytes) { try body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// The escape for the character starting at `b[i]`, and how many bytes of `b` it
    /// stands for; nil when that character is written as it is.
    @inline(__always)
    static func escape(in b: UnsafeBufferPointer<UInt8>, at i: Int) -> (sequence: Sequence, length: Int)? {
        switch b[i] {
        case UInt8(ascii: "\""): (Sequence("\\\""), 1)
        case UInt8(ascii: "\\"): (Sequence("\\\\"), 1)
        case 0x08: (Sequence("\\b"), 1)
        case 0x0C: (Sequence("\\f"), 1)
        case 0x0A: (Sequence("\\n"), 1)
        case 0x0D: (Sequence("\\r"), 1)
        case 0x09: (Sequence("\\t"), 1)
        case 0..<0x20: (Sequence(control: b[i]), 1)
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        case 0xE2 where i + 2 < b.count && b[i + 1] == 0x80 && b[i + 2] == 0xA8: (Sequence("\\u2028"), 3)
        case 0xE2 where i + 2 < b.count && b[i + 1] == 0x80 && b[i + 2] == 0xA9: (Sequence("\\u2029"), 3)
        default: nil
        }
    }

    /// The index of the first byte that may start an escape (`"`, `\`, a control
    /// character, or 0xE2, which starts U+2028 and U+2029), or the count: eight bytes at
    /// a time, so that text with nothing to escape is scanned quickly and copied whole.
    @inline(__always)
    static func firstSpecial(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = b.count
        var i = 0
        if let base = b.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while i + 8 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C), e2 = w ^ (ones &* 0xE2)
                // Zero bytes of quote/backslash/e2 mark matches; bytes below 0x20 (only
                // when the high bit is clear, so non-ASCII bytes are not flagged) too.
                let zero = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((e2 &- ones) & ~e2)
                let control = (w &- ones &* 0x20) & ~w
                let flagged = (zero | control) & highs
                if flagged != 0 { return i + flagged.trailingZeroBitCount >> 3 }
                i += 8
            }
        }
        while i < n {
            let byte = b[i]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 { return i }
            i += 1
        }
        return n
    }

    /// Writes `b` escaped (without quotes) at `p`, which must have room for six bytes per
    /// byte of `b`; returns the end of what was written.
    static func write(_ b: UnsafeBufferPointer<UInt8>, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        guard let source = b.baseAddress else { return p }
        var out = p, i = 0
        while true {
            let clean = firstSpecial(UnsafeBufferPointer(rebasing: b[i...]))
            out.copyMemory(from: source + i, byteCount: clean)
            out += clean
            i += clean
            guard i < b.count else { return out }
            if let (sequence, length) = escape(in: b, at: i) {
                sequence.withBytes { out.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                out += sequence.count
                i += length
            } else {
                out.storeBytes(of: b[i], as: UInt8.self)
                out += 1
                i += 1
            }
        }
    }

    /// Appends `b` escaped (without quotes) to `bytes`.
    static func append(_ b: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var i = 0
        while true {
            let clean = firstSpecial(UnsafeBufferPointer(rebasing: b[i...]))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: b[i..<(i + clean)]))
            i += clean
            guard i < b.count else { return }
            if let (sequence, length) = escape(in: b, at: i) {
                sequence.withBytes { bytes.append(contentsOf: $0) }
                i += length
            } else {
                bytes.append(b[i])
                i += 1
            }
        }
    }

    static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }
}

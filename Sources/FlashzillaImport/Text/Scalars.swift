/// Whether scalars next to each other in UTF-8 bytes are one Character, asked of Swift's
/// own grapheme breaking a pair at a time, so that `HTMLBytes` agrees with `String`.
enum Scalars {
    /// Whether the scalar at `i` belongs to the Character of the scalar before it.
    static func joinsPrevious(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i > 0, p[i] >= 0x80 || p[i - 1] >= 0x80 else { return false }  // ASCII pairs: only CR LF, never asked
        var start = i - 1
        while start > 0, p[start] & 0xC0 == 0x80 { start -= 1 }
        let previous = scalar(p, at: start)
        // After a zero width joiner a pictograph joins, depending on what came before it.
        if previous.value == 0x200D { return true }
        return joined(previous, scalar(p, at: i))
    }

    /// Whether the scalar after the ASCII byte at `i` belongs to its Character.
    static func joinsNext(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + 1 < p.count, p[i + 1] >= 0x80 else { return false }
        return joined(Unicode.Scalar(p[i]), scalar(p, at: i + 1))
    }

    private static func joined(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        var pair = ""  // two scalars fit in a small string: nothing is allocated
        pair.unicodeScalars.append(a)
        pair.unicodeScalars.append(b)
        return pair.count == 1
    }

    /// The scalar whose (well-formed) UTF-8 starts at `i`.
    static func scalar(_ p: UnsafeBufferPointer<UInt8>, at i: Int) -> Unicode.Scalar {
        let lead = UInt32(p[i])
        let value: UInt32 = switch lead {
        case ..<0x80: lead
        case ..<0xE0: (lead & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F)
        case ..<0xF0: (lead & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
        default: (lead & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6 | UInt32(p[i + 3] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

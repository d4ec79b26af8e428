/// Whether a card's text, as UTF-8 bytes, is already as `Card` would store it: not empty,
/// and neither its first nor its last scalar one that `Card.validated` trims. Importers ask
/// this of the bytes they read, so that the usual text becomes a card without first
/// becoming a String (which validates the UTF-8 a second time).
package enum CardTextEnds {
    /// `bytes` must be valid UTF-8.
    package static func areTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        // ASCII at both ends, the usual case: printable means nothing to trim.
        if first < 0x80, last < 0x80 { return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last) }
        return !Card.mayBeTrimmed(scalar(bytes, at: 0)) && !Card.mayBeTrimmed(scalar(bytes, at: lastScalarStart(bytes)))
    }

    /// Where the last scalar begins: back over at most three continuation bytes.
    private static func lastScalarStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = bytes.count - 1
        while i > 0, bytes.count - i < 4, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }

    /// The scalar whose lead byte is at `i`.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Unicode.Scalar {
        let lead = UInt32(bytes[i])
        let (initial, continuations): (UInt32, Int) = switch lead {
        case 0..<0x80: (lead, 0)
        case 0xC0..<0xE0: (lead & 0x1F, 1)
        case 0xE0..<0xF0: (lead & 0x0F, 2)
        default: (lead & 0x07, 3)
        }
        var value = initial
        for k in stride(from: 1, through: continuations, by: 1) where i + k < bytes.count {
            value = value << 6 | UInt32(bytes[i + k] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}

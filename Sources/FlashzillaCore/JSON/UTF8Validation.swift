/// Strict UTF-8 well-formedness (Unicode 15, table 3-7): no overlong forms, no encoded
/// surrogates, nothing above U+10FFFF, no truncated sequences.
enum UTF8Validation {
    /// The length (2…4) of the well-formed multi-byte sequence starting at `i`, or nil.
    /// `b[i]` must be a non-ASCII byte.
    @inline(__always)
    static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let n = b.count
        let lead = b[i]
        @inline(__always) func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < n && b[i + k] >= low && b[i + k] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return cont(1) ? 2 : nil
        case 0xE0:
            return cont(1, 0xA0) && cont(2) ? 3 : nil
        case 0xED:
            return cont(1, 0x80, 0x9F) && cont(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return cont(1) && cont(2) ? 3 : nil
        case 0xF0:
            return cont(1, 0x90) && cont(2) && cont(3) ? 4 : nil
        case 0xF1...0xF3:
            return cont(1) && cont(2) && cont(3) ? 4 : nil
        case 0xF4:
            return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// Appends the UTF-8 encoding of `scalar` (already known to be a valid scalar value).
    @inline(__always)
    static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (scalar >> 6)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (scalar >> 12)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (scalar >> 18)))
            out.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}

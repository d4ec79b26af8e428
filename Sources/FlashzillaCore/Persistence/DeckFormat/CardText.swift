/// Whether a prompt or answer as read needs `Card.validated`.
enum CardText {
    /// True when the text's ends show that it needs no trimming and is not empty.
    @inline(__always)
    static func isTrimmed(utf8 b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = b.last else { return false }
        // Printable ASCII at both ends: the usual case, decided here.
        if (0x21...0x7E).contains(b[0]) && (0x21...0x7E).contains(last) { return true }
        return isNeverTrimmed(firstScalarOf: b) && isNeverTrimmed(lastScalarOf: b)
    }

    /// False for every scalar that `Card.validated` may trim (and some more, to be safe):
    /// White_Space, the Z* categories and U+200B lie in 0x09–0x20, 0x85, 0xA0, 0x1680,
    /// 0x180E, 0x2000–0x206F and 0x3000; U+FEFF is left to the slow path too.
    static func isNeverTrimmed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x21...0x7E: true
        case 0..<0xA1: false
        case 0x1680, 0x180E, 0x2000...0x206F, 0x3000, 0xFEFF: false
        default: true
        }
    }

    private static func isNeverTrimmed(firstScalarOf b: UnsafeBufferPointer<UInt8>) -> Bool {
        let lead = b[0]
        if lead < 0x80 { return isNeverTrimmed(UInt32(lead)) }
        // Valid UTF-8 (the parser checked): the lead byte says how many follow.
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard b.count >= count else { return false }
        var scalar = UInt32(lead) & (0x7F >> count)
        for k in 1..<count { scalar = scalar << 6 | UInt32(b[k] & 0x3F) }
        return isNeverTrimmed(scalar)
    }

    private static func isNeverTrimmed(lastScalarOf b: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = b.count - 1
        if b[start] < 0x80 { return isNeverTrimmed(UInt32(b[start])) }
        while start > 0 && b[start] & 0xC0 == 0x80 { start -= 1 }
        return isNeverTrimmed(firstScalarOf: UnsafeBufferPointer(rebasing: b[start...]))
    }
}


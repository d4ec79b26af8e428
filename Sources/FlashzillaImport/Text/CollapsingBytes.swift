/// UTF-8 text with HTML's white space rule applied as it is appended: runs of spaces, tabs,
/// CRs and form feeds are one space; spaces next to a line break go. What both ways of
/// turning HTML into text (`HTMLText`, `HTMLBytes`) end with.
struct CollapsingBytes {
    private(set) var out: [UInt8] = []
    private var pendingSpace = false

    init(capacity: Int) {
        out.reserveCapacity(capacity)
    }

    mutating func append(_ byte: UInt8) {
        switch byte {
        case 0x20, 0x09, 0x0D, 0x0C:  // space, tab, CR, form feed
            space()
        case 0x0A:
            newline()
        default:
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            out.append(byte)
        }
    }

    /// White space: one space before the next text, unless at the start or after a line break.
    mutating func space() {
        pendingSpace = !out.isEmpty && out.last != 0x0A
    }

    mutating func newline() {
        while out.last == 0x20 { out.removeLast() }
        out.append(0x0A)
        pendingSpace = false
    }

    /// Bytes with no white space or line break in them.
    mutating func append(plain bytes: UnsafeBufferPointer<UInt8>) {
        if pendingSpace { out.append(0x20) }
        pendingSpace = false
        out.append(contentsOf: bytes)
    }
}

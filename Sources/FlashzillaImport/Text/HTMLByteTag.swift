/// `Tag` found on UTF-8 bytes, for `HTMLBytes`: what its name does to the text, and where
/// its attributes are. Parsing gives up (throws) where a Character-based `Tag.parse` could
/// read the bytes differently: non-ASCII text in the tag, or a quote or `>` joined to a
/// neighbouring scalar.
struct ByteTag {
    enum Kind { case lineBreak, skipped, rubyText, image, block, other }

    var kind: Kind
    var isClosing: Bool
    var isComment: Bool
    /// Just after the `>`.
    var end: Int
    var name: Range<Int>
    /// The bytes between the name and `>`.
    var attributes: Range<Int>

    static func parse(_ p: UnsafeBufferPointer<UInt8>, at lt: Int) throws(HTMLBytes.NeedsCharacters) -> ByteTag? {
        let n = p.count
        var i = lt + 1
        guard i < n else { return nil }
        if i + 2 < n, p[i] == UInt8(ascii: "!"), p[i + 1] == UInt8(ascii: "-"), p[i + 2] == UInt8(ascii: "-") {
            return try comment(p, at: lt)
        }
        var closing = false
        if p[i] == UInt8(ascii: "/") { closing = true; i += 1 }
        guard i < n, isASCIILetter(p[i]) || p[i] == UInt8(ascii: "!") else { return nil }
        let nameStart = i
        while i < n, isASCIILetter(p[i]) || (0x30...0x39).contains(p[i]) { i += 1 }
        // A combining mark on the name's last letter would end the name there.
        if i < n, p[i] >= 0x80 { throw HTMLBytes.NeedsCharacters() }
        let name = nameStart..<i
        // Up to the `>` that is not inside a quoted attribute value.
        let attributesStart = i
        var quote: UInt8 = 0
        while i < n {
            let c = p[i]
            if quote != 0 {
                if c == quote { try standsAlone(p, i); quote = 0 }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                try standsAlone(p, i)
                quote = c
            } else if c == UInt8(ascii: ">") {
                try standsAlone(p, i)
                return ByteTag(kind: kind(p, name), isClosing: closing, isComment: false, end: i + 1, name: name,
                               attributes: attributesStart..<i)
            }
            i += 1
        }
        return nil
    }

    /// `<!-- … -->`, ASCII only (Foundation finds the `-->` for the other path).
    private static func comment(_ p: UnsafeBufferPointer<UInt8>, at lt: Int) throws(HTMLBytes.NeedsCharacters) -> ByteTag? {
        let n = p.count
        var f = lt + 1
        while f + 2 < n, !(p[f] == UInt8(ascii: "-") && p[f + 1] == UInt8(ascii: "-") && p[f + 2] == UInt8(ascii: ">")) { f += 1 }
        guard f + 2 < n else {
            if p[lt...].contains(where: { $0 >= 0x80 }) { throw HTMLBytes.NeedsCharacters() }
            return nil
        }
        if p[lt..<(f + 3)].contains(where: { $0 >= 0x80 }) || Scalars.joinsNext(p, at: f + 2) { throw HTMLBytes.NeedsCharacters() }
        return ByteTag(kind: .other, isClosing: false, isComment: true, end: f + 3, name: lt..<lt, attributes: lt..<lt)
    }

    private static func standsAlone(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) throws(HTMLBytes.NeedsCharacters) {
        if Scalars.joinsPrevious(p, at: i) || Scalars.joinsNext(p, at: i) { throw HTMLBytes.NeedsCharacters() }
    }

    private static func isASCIILetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }

    func hasSameName(as other: ByteTag, in p: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == other.name.count && zip(name, other.name).allSatisfy { p[$0] | 0x20 == p[$1] | 0x20 }
    }

    /// The lower-cased name's first eight bytes, little-endian.
    private static func key(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for (k, byte) in bytes.prefix(8).enumerated() { key |= UInt64(byte | 0x20) << (8 * k) }
        return key
    }

    private static func kind(_ p: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) -> Kind {
        if name.count > 8 {
            return name.count == 10 && key(p[name]) == key("blockquote".utf8) && key(p[name].dropFirst(8)) == key("te".utf8) ? .block : .other
        }
        return kinds[key(p[name])] ?? .other
    }

    /// Names as `HTMLText` treats them (names are letters and digits, so `| 0x20` lower-cases them).
    private static let kinds: [UInt64: Kind] = {
        var kinds: [UInt64: Kind] = [key("br".utf8): .lineBreak, key("rt".utf8): .rubyText, key("img".utf8): .image]
        for name in ["script", "style", "rp", "button"] { kinds[key(name.utf8)] = .skipped }
        for name in HTMLText.blockElements where name.utf8.count <= 8 { kinds[key(name.utf8)] = .block }
        return kinds
    }()
}

import Foundation

/// Writes one card that has no unknown fields — nearly every card — in exactly the layout
/// `JSONByteWriter` gives it as an element of the deck's `cards` (indent 2), with raw
/// stores into a scratch buffer sized for the worst case, then one append: no per-byte
/// array appends, text without anything to escape copied whole, and a date equal to the
/// last one copied rather than formatted again.
struct CardBytesWriter: ~Copyable {
    private var scratch: UnsafeMutableRawBufferPointer
    private var lastSeconds = Int64.min
    private var lastDate = [UInt8](repeating: 0, count: 20)

    init() {
        scratch = .allocate(byteCount: 4096, alignment: 16)
    }

    deinit {
        scratch.deallocate()
    }

    /// Whether `card` can be written here (else `JSONByteWriter` writes it).
    static func canWrite(_ card: Card) -> Bool { card.unknownFields.isEmpty }

    /// Appends `card`, from its `{` to its `}`, to `out`.
    mutating func append(_ card: Card, to out: inout [UInt8]) {
        // Worst case: every text byte escaped as \u00XX (6 bytes).
        card.withTextUTF8 { prompt, answer in append(card, prompt: prompt, answer: answer, to: &out) }
    }

    private mutating func append(_ card: Card, prompt: UnsafeBufferPointer<UInt8>, answer: UnsafeBufferPointer<UInt8>,
                                 to out: inout [UInt8]) {
        var bound = 320 + 6 * (answer.count + prompt.count)
        for tag in card.tags { bound += 16 + 6 * tag.utf8.count }
        if bound > scratch.count {
            scratch.deallocate()
            scratch = .allocate(byteCount: bound * 2, alignment: 16)
        }
        let base = scratch.baseAddress!
        var p = base
        @inline(__always) func put(_ s: StaticString) {
            p.copyMemory(from: s.utf8Start, byteCount: s.utf8CodeUnitCount)
            p += s.utf8CodeUnitCount
        }
        put("{\n      \"answer\": \"")
        p = Self.escaped(utf8: answer, to: p)
        put("\",\n      \"createdAt\": \"")
        p = date(card.createdAt, to: p)
        put("\",\n      \"id\": \"")
        p = UUIDText.write(card.id, to: p)
        put("\",\n      \"prompt\": \"")
        p = Self.escaped(utf8: prompt, to: p)
        put("\",\n      ")
        if !card.tags.isEmpty {
            put("\"tags\": [")
            for (i, tag) in card.tags.enumerated() {
                if i > 0 { put(",") }
                put("\n        \"")
                p = Self.escaped(tag, to: p)
                put("\"")
            }
            put("\n      ],\n      ")
        }
        put("\"updatedAt\": \"")
        p = date(card.updatedAt, to: p)
        put("\"")
        if let wordType = card.wordType {
            put(",\n      \"wordType\": \"")
            p = Self.escaped(wordType.rawValue, to: p)
            put("\"")
        }
        put("\n    }")
        out.append(contentsOf: UnsafeRawBufferPointer(start: base, count: p - base))
    }

    /// The 20 bytes of `ISO8601Timestamp.string(from:)`; cards made together share dates.
    private mutating func date(_ date: Date, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let seconds = ISO8601Timestamp.wholeSeconds(date)
        if seconds != lastSeconds {
            lastDate.removeAll(keepingCapacity: true)
            ISO8601Timestamp.write(date, into: &lastDate)
            lastSeconds = seconds
        }
        lastDate.withUnsafeBytes { p.copyMemory(from: $0.baseAddress!, byteCount: 20) }
        return p + 20
    }

    /// `text` as `JSONByteWriter.string` writes it, without the quotes.
    static func escaped(_ text: String, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        var text = text
        return text.withUTF8 { escaped(utf8: $0, to: p) }
    }

    /// The same for text given as its UTF-8 bytes.
    static func escaped(utf8 b: UnsafeBufferPointer<UInt8>, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        do {
            guard let source = b.baseAddress else { return p }
            let n = b.count
            let clean = firstSpecial(b)
            p.copyMemory(from: source, byteCount: clean)
            var out = p + clean
            var i = clean
            while i < n {
                let byte = b[i]
                let isLineSeparator = byte == 0xE2 && i + 2 < n && b[i + 1] == 0x80 && (b[i + 2] == 0xA8 || b[i + 2] == 0xA9)
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || isLineSeparator else {
                    out.storeBytes(of: byte, as: UInt8.self)
                    out += 1
                    i += 1
                    continue
                }
                @inline(__always) func put(_ s: StaticString) {
                    out.copyMemory(from: s.utf8Start, byteCount: s.utf8CodeUnitCount)
                    out += s.utf8CodeUnitCount
                }
                switch byte {
                case UInt8(ascii: "\""): put("\\\"")
                case UInt8(ascii: "\\"): put("\\\\")
                case 0x08: put("\\b")
                case 0x0C: put("\\f")
                case 0x0A: put("\\n")
                case 0x0D: put("\\r")
                case 0x09: put("\\t")
                case 0xE2: b[i + 2] == 0xA8 ? put("\\u2028") : put("\\u2029")
                default:
                    put("\\u00")
                    out.storeBytes(of: JSONByteWriter.hexDigit(byte >> 4), as: UInt8.self)
                    out.storeBytes(of: JSONByteWriter.hexDigit(byte & 0xF), toByteOffset: 1, as: UInt8.self)
                    out += 2
                }
                i += isLineSeparator ? 3 : 1
            }
            return out
        }
    }

    /// The index of the first byte that may need escaping (`"`, `\`, a control character,
    /// or 0xE2, which starts U+2028 and U+2029), or the count: eight bytes at a time.
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
}

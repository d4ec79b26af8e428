import Foundation

/// Writes one card whose fields are all among `keys` — nearly every card — in exactly the
/// layout `JSONByteWriter` gives its `DeckFormat.document(for:)` as an element of the
/// deck's `cards` (indent 2), with raw stores into a scratch buffer sized for the worst
/// case, then one append: no per-byte array appends, text without anything to escape
/// copied whole, and a date equal to the last one copied rather than formatted again.
/// (CodecFieldTableTests checks it against the table and the tree, byte for byte.)
struct CardBytesWriter: ~Copyable {
    /// The card fields written here (in key order); `PendingCard` reads the same ones in place.
    static let keys = ["answer", "createdAt", "id", "note", "ord", "prompt", "tags", "updatedAt", "wordType"]

    private var scratch: UnsafeMutableRawBufferPointer
    private var lastSeconds = Int64.min
    private var lastDate = [UInt8](repeating: 0, count: 20)
    /// The generic fields other than the note's (written here), asked about each card (none today).
    private let generic = CardFieldTable.generic.filter { !CardFieldTable.noteKeys.contains($0.key) }

    init() {
        scratch = .allocate(byteCount: 4096, alignment: 16)
    }

    deinit {
        scratch.deallocate()
    }

    /// Whether `card` can be written here: no unknown fields, and the table's other fields
    /// at defaults that are not written (else the tree writes it).
    func canWrite(_ card: Card) -> Bool {
        card.unknownFields.isEmpty && (generic.isEmpty || generic.allSatisfy { $0.write(card) == nil })
    }

    /// Appends `card`, from its `{` to its `}`, to `out`.
    mutating func append(_ card: Card, to out: inout [UInt8]) {
        // Worst case: every text byte escaped as \u00XX (6 bytes).
        card.withTextUTF8 { prompt, answer in append(card, prompt: prompt, answer: answer, to: &out) }
    }

    private mutating func append(_ card: Card, prompt: UnsafeBufferPointer<UInt8>, answer: UnsafeBufferPointer<UInt8>,
                                 to out: inout [UInt8]) {
        var bound = 320 + 6 * (answer.count + prompt.count)
        for tag in card.tags { bound += 16 + 6 * tag.utf8.count }
        if let note = card.note { bound += 64 + 6 * note.guid.utf8.count }
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
        if let note = card.note {
            put("\",\n      \"note\": \"")
            p = Self.escaped(note.guid, to: p)
            put("\",\n      \"ord\": ")
            p = Self.escaped(String(note.ord), to: p)
            put(",\n      \"prompt\": \"")
        } else {
            put("\",\n      \"prompt\": \"")
        }
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

    /// `text` escaped (`JSONStringEscape`), without the quotes.
    private static func escaped(_ text: String, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        var text = text
        return text.withUTF8 { JSONStringEscape.write($0, to: p) }
    }

    private static func escaped(utf8 b: UnsafeBufferPointer<UInt8>, to p: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        JSONStringEscape.write(b, to: p)
    }
}

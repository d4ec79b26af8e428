import Foundation
import Testing
@testable import FlashzillaCore

/// The loader's shortcuts (SWAR hex digits, byte-matched keys, trimming decided from the
/// ends, a hash set of ids, a remembered timestamp) against the plain rules they stand for.
@Suite("Codec fast paths")
struct CodecFastPathTests {
    /// The rule `UUIDText.parse(utf8:)` implements, one byte at a time.
    static func referenceUUID(_ bytes: [UInt8]) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var hex = ""
        for (i, b) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(i) {
                guard b == UInt8(ascii: "-") else { return nil }
            } else {
                guard (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b) else { return nil }
                hex.append(Character(Unicode.Scalar(b)))
            }
        }
        let canonical = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
            .joined(separator: "-")
        return UUID(uuidString: canonical)
    }

    @Test("UUID digits: every byte value at every place agrees with the byte-by-byte rule")
    func uuidEveryByte() {
        let base = Array("0123abcd-EF45-6789-aBcD-eF0123456789".utf8)
        #expect(UUIDText.parse(String(decoding: base, as: UTF8.self)) == Self.referenceUUID(base))
        #expect(Self.referenceUUID(base) != nil)
        for place in base.indices {
            for value in 0...255 {
                var bytes = base
                bytes[place] = UInt8(value)
                let parsed = bytes.withUnsafeBufferPointer { UUIDText.parse(utf8: $0) }
                #expect(parsed == Self.referenceUUID(bytes), "byte \(value) at \(place)")
            }
        }
    }

    @Test("UUID digits: random ids in either case round-trip")
    func uuidRandom() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<2_000 {
            let id = UUID(uuid: (UInt8.random(in: 0...255, using: &generator), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                                 UInt8.random(in: 0...255, using: &generator)))
            let random = UUID()
            for candidate in [id, random] {
                #expect(UUIDText.parse(candidate.uuidString) == candidate)
                #expect(UUIDText.parse(candidate.uuidString.lowercased()) == candidate)
            }
        }
    }

    @Test("known card keys match by bytes exactly when they match as Swift strings")
    func knownKeysByBytes() {
        // Only these non-ASCII scalars are canonically equivalent to ASCII text (K, ;, `):
        // no known key may contain what they stand for, or byte matching would differ.
        let equivalents = (0x80...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            return decomposed.unicodeScalars.allSatisfy(\.isASCII)
        }
        #expect(equivalents.map(\.value).sorted() == [0x037E, 0x1FEF, 0x212A])
        for key in PendingCard.Key.allCases {
            #expect(key.name.unicodeScalars.allSatisfy { $0.isASCII && !"K;`".unicodeScalars.contains($0) })
            #expect(PendingCard.Key(key.name) == key)
            #expect(PendingCard.Key(key.name + "x") == nil)
            #expect(PendingCard.Key(key.name.uppercased()) == nil)
        }
    }

    @Test("a known key with an escape in it is still that key; a lookalike is an unknown field")
    func escapedKeys() throws {
        let text = #"{"name": "N", "cards": [{"pr\u006fmpt": "p", "answer": "a", "\u212Aey": 1, "ans\u0301wer": 2}]}"#
        let card = try decode(text).deck.cards[0]
        #expect(card.prompt == "p" && card.answer == "a")
        #expect(card.unknownFields == ["\u{212A}ey": .number("1"), "ans\u{301}wer": .number("2")])
    }

    @Test("trimming decided from the ends: never skipped for text that Card would trim")
    func trimmingShortcut() throws {
        let whitespace = CharacterSet.whitespacesAndNewlines
        for scalar in (0...0x10FFFF).compactMap(Unicode.Scalar.init) where whitespace.contains(scalar) {
            #expect(!CardText.isNeverTrimmed(scalar.value), "U+\(String(scalar.value, radix: 16))")
            for text in ["\(scalar)a", "a\(scalar)", "\(scalar)"] {
                #expect(!Self.isTrimmed(text), "U+\(String(scalar.value, radix: 16))")
            }
        }
        for text in ["a", "éa", "a北", "😀", "x y"] {
            #expect(Self.isTrimmed(text))
        }
        #expect(!Self.isTrimmed(""))
        // Through the decoder: text with non-ASCII whitespace at an end is trimmed.
        let card = try decode(#"{"name": "N", "cards": [{"prompt": "\u3000p\u00a0", "answer": "\u2028a\u200b"}]}"#).deck.cards[0]
        #expect(card.prompt == "p" && card.answer == "a")
    }

    static func isTrimmed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(CardText.isTrimmed(utf8:))
    }

    @Test("the id index finds every repeat among many ids, the nil id included")
    func idIndex() throws {
        var generator = SeededGenerator(seed: 3)
        // Ids that differ only in their last bytes, as generated ones do, and repeats.
        var ids = (0..<20_000).map { _ in
            let k = Int.random(in: 0..<12_000, using: &generator)
            return UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, UInt8(k >> 16), UInt8((k >> 8) & 0xFF), UInt8(k & 0xFF)))
        }
        ids += [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
        let cards = try ids.map { try Card(id: $0, prompt: "p", answer: "a", createdAt: Fixtures.now) }
        // A small start, so that the table also grows.
        var index = CardIDIndex(minimumCapacity: 4)
        var reference = Set<UUID>()
        for i in cards.indices {
            let inserted = index.insert(i, of: cards)
            #expect(inserted == reference.insert(ids[i]).inserted, "\(i)")
        }
    }

    @Test("repeated and changing timestamps each read as themselves")
    func timestamps() throws {
        let stamps = ["2026-11-22T03:50:07Z", "2026-11-22T03:50:07Z", "2026-11-22T03:50:08Z", "2026-11-22T03:50:07Z",
                      "2026-11-22T03:50:07.5Z", "2026-11-22T05:50:07+02:00", "2026-11-22T03:50:07z"]
        let cards = stamps.map { #"{"prompt": "p", "answer": "a", "createdAt": "\#($0)", "updatedAt": "\#($0)"}"# }.joined(separator: ",")
        let decoded = try decode(#"{"name": "N", "cards": [\#(cards)]}"#).deck.cards
        #expect(decoded.map(\.createdAt) == stamps.map { ISO8601Timestamp.date(from: $0)! })
        #expect(decoded.map(\.updatedAt) == decoded.map(\.createdAt))
        // A bad timestamp after a good identical-length one is still an error.
        #expect(decodeError(#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "createdAt": "2026-11-22T03:50:07Z"}, {"prompt": "p", "answer": "a", "createdAt": "2026-11-22T03:50:07X"}]}"#)?.description
            == #"cards[1].createdAt: not an ISO 8601 date and time "2026-11-22T03:50:07X" (expected e.g. 2026-11-22T03:50:07Z)"#)
    }

    @Test("a field given twice: the last one decides, whatever the first was")
    func repeatedFields() throws {
        let card = try decode(#"""
        {"name": "N", "cards": [{"prompt": 1, "prompt": "p", "answer": "a", "id": "bad", "id": null,
          "tags": ["x", 1], "tags": ["y"], "wordType": "nounish", "wordType": "verb", "createdAt": 5, "createdAt": "2026-01-01T00:00:00Z"}]}
        """#).deck.cards[0]
        #expect(card.prompt == "p" && card.tags == ["y"] && card.wordType == .verb)
        #expect(card.createdAt == ISO8601Timestamp.date(from: "2026-01-01T00:00:00Z"))
        #expect(decodeError(#"{"name": "N", "cards": [{"prompt": "p", "prompt": 1, "answer": "a"}]}"#)?.description == "cards[0].prompt: must be a string")
        #expect(decodeError(#"{"name": "N", "cards": [{"tags": ["y"], "tags": ["x", 1], "prompt": "p", "answer": "a"}]}"#)?.description == "cards[0].tags[1]: must be a string")
        #expect(decodeError(#"{"name": "N", "cards": [{"prompt": "p", "answer": "a", "id": null, "id": "C8E1"}]}"#)?.description == #"cards[0].id: not a valid UUID "C8E1""#)
    }

    @Test("cards written by the fast writer are byte for byte what JSONWriter writes: every escape, at every place")
    func fastCardWriter() throws {
        let pieces = ["\"", "\\", "\u{8}", "\u{C}", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "€", "\u{2027}",
                      "\u{202A}", "é", "北", "😀", "/", "a"]
        var texts: [String] = []
        for piece in pieces {
            for offset in 0..<10 {
                texts.append(String(repeating: "x", count: offset) + piece + "y")
                texts.append("x" + String(repeating: piece, count: offset + 1) + "y")
            }
        }
        let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -62_135_596_800), Date(timeIntervalSince1970: 253_402_300_799),
                     Date(timeIntervalSince1970: 1_795_319_407.75), Date(timeIntervalSince1970: 1_795_319_407)]
        var generator = SeededGenerator(seed: 8)
        let cards = try texts.enumerated().map { i, text in
            try Card(id: UUID(), prompt: text, answer: texts[(i * 7) % texts.count],
                     wordType: i % 3 == 0 ? WordType.allCases.randomElement(using: &generator) : nil,
                     tags: i % 4 == 0 ? [text, "t"] : [], createdAt: dates[i % dates.count], updatedAt: dates[(i + 1) % dates.count])
        }
        let deck = Deck(id: Fixtures.deckID, name: "N", cards: cards)
        #expect(DeckEncoder.encode(deck) == JSONWriter.bytes(DeckFormat.document(for: deck)))
        var pieceBytes: [UInt8] = []
        DeckEncoder.encode(deck, chunkSize: 100) { pieceBytes.append(contentsOf: $0) }
        #expect(pieceBytes == DeckEncoder.encode(deck))
    }

    @Test("ids written with SWAR digits are uuidString")
    func uuidWriting() {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<2_000 {
            let id = UUID(uuid: (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), 0xFF, 0, 9, 10, 0x9A, 0xA9,
                                 UInt8.random(in: 0...255, using: &generator), 0xF0, 0x0F, 0x5A, 0xA5, 0x99, 0xAA, UInt8.random(in: 0...255, using: &generator)))
            var bytes = [UInt8](repeating: 0, count: 40)
            let count = bytes.withUnsafeMutableBytes { UUIDText.write(id, to: $0.baseAddress!) - $0.baseAddress! }
            #expect(count == 36)
            #expect(String(decoding: bytes[..<36], as: UTF8.self) == id.uuidString)
        }
    }
}

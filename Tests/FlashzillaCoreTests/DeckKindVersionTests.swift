import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// The deck format's version for card kinds (docs/deck-format.md, "Versions"): a deck with
/// a reversed, cloze or typed entry is written as version 3, which an older Flashzilla
/// (reading up to 2) opens read-only; a deck without kinds keeps its version and its bytes.
@Suite("Deck format: the version of card kinds")
struct DeckKindVersionTests {
    static let codecs: [any DeckCodec] = [FlashzillaDeckCodec(), FoundationDeckCodec()]

    static func version(of data: Data) throws -> Int? {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["version"] as? Int
    }

    static func withEntry(_ entry: NewEntry) throws -> Deck {
        var deck = try CardKindFormatTests.decode(#"{ "name": "Plain", "cards": [ { "prompt": "casa", "answer": "house" } ] }"#)
        deck.cards += try entry.cards(id: UUID(uuidString: "0D0D0000-0000-0000-0000-000000000003")!, createdAt: Fixtures.nowInFile)
        return deck
    }

    @Test(arguments: [
        NewEntry(prompt: "gato", answer: "cat", reversed: true),
        NewEntry(prompt: nil, answer: nil, cloze: "{{c1::Paris}} is the capital"),
        NewEntry(prompt: "perro", answer: "dog", typed: true),
    ])
    func aDeckWithAKindIsVersion3(entry: NewEntry) throws {
        let deck = try Self.withEntry(entry)
        #expect(DeckFormat.version(of: deck) == 3)
        for codec in Self.codecs {
            let written = codec.encode(deck)
            #expect(try Self.version(of: written) == 3)
            let read = try codec.decode(written, fileName: "plain.json", now: Fixtures.now)
            #expect(!read.isReadOnly && read.warnings.isEmpty, "this Flashzilla reads and writes what it wrote")
            #expect(read.deck.cards == deck.cards)
        }
    }

    @Test func aDeckWithoutKindsKeepsItsVersionAndItsBytes() throws {
        let plain = try FlashzillaDeckCodec().decode(Data(Fixtures.canonicalFile.utf8), fileName: "x.json", now: Fixtures.now)
        #expect(DeckFormat.version(of: plain.deck) == 1)
        #expect(String(decoding: FlashzillaDeckCodec().encode(plain.deck), as: UTF8.self) == Fixtures.canonicalFile)
        var withNotes = plain.deck
        withNotes.noteTypes = [CardKindNoteTypes.reversed]
        #expect(DeckFormat.version(of: withNotes) == 2, "Anki notes alone stay version 2")
    }

    /// A hand-written entry says no version (1): it reads, and is written back as 3.
    @Test func aHandWrittenEntryIsWrittenBackAsVersion3() throws {
        let deck = try CardKindFormatTests.decode(CardKindFormatTests.handWritten)
        #expect(try Self.version(of: FlashzillaDeckCodec().encode(deck)) == 3)
        // Its card made plain again (the editor's kind switch), the deck is version 1 again.
        var plain = deck
        plain.cards = plain.cards.filter { $0.entry == nil }
        #expect(try Self.version(of: FlashzillaDeckCodec().encode(plain)) == 1)
    }

    /// What an older Flashzilla does with version 3 is what this one does with 4: it reads
    /// the file read-only with a warning (the kinds it does not know kept as unknown
    /// fields), and a card it cannot read at all fails with the version named.
    @Test func aNewerVersionIsReadOnlyAndItsUnknownKindsAreKept() throws {
        let future = #"{ "name": "Future", "version": 4, "cards": [ { "prompt": "gato", "answer": "cat", "picture": "gato.png" } ] }"#
        let read = try FlashzillaDeckCodec().decode(Data(future.utf8), fileName: "future.json", now: Fixtures.now)
        #expect(read.isReadOnly)
        #expect(read.warnings == ["written by a newer Flashzilla (deck format version 4; this one reads version 3), so it is read-only"])
        #expect(read.deck.cards.first?.unknownFields["picture"] == .string("gato.png"))
        let unreadable = #"{ "name": "Future", "version": 4, "cards": [ { "picture": "gato.png" } ] }"#
        #expect(CardKindFormatTests.problem(unreadable) == #"cards[0]: missing "prompt" (the file is deck format version 4, newer than this Flashzilla reads)"#)
    }
}

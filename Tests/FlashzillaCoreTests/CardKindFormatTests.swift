import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// Card kinds in the deck file (docs/deck-format.md, "Card kinds"): a hand-written entry
/// makes its cards, each with its own id, and is written back as the one entry.
@Suite("Deck format: card kinds")
struct CardKindFormatTests {
    static let handWritten = #"""
    { "name": "Kinds", "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "cards": [
      { "prompt": "gato", "answer": "cat", "reversed": true },
      { "cloze": "{{c1::Paris}} is the capital of {{c2::France::country}}", "tags": ["geo"] },
      { "prompt": "perro", "answer": "dog", "typed": true },
      { "prompt": "casa", "answer": "house" }
    ] }
    """#

    static func decode(_ text: String, codec: any DeckCodec = FlashzillaDeckCodec()) throws -> Deck {
        try codec.decode(Data(text.utf8), now: Fixtures.now).deck
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try FlashzillaDeckCodec().decode(Data(text.utf8), now: Fixtures.now)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func eachEntryMakesItsCards() throws {
        let deck = try Self.decode(Self.handWritten)
        #expect(deck.cards.map(\.prompt) == ["gato", "cat", "[…] is the capital of France", "Paris is the capital of [country]", "perro", "casa"])
        #expect(deck.cards.map(\.answer) == ["cat", "gato", "Paris is the capital of France", "Paris is the capital of France", "dog", "house"])
        #expect(deck.cards.map(\.isTyped) == [false, false, false, false, true, false])
        #expect(deck.cards[3].tags == ["geo"])
        #expect(deck.cards[5].entry == nil)
        // The forward card keeps the id a plain card with its text gets; the others are
        // derived from their entry's id and ord, so they are the same on every load.
        let forward = Fixtures.derivedCardID("gato", "cat", deck: Fixtures.deckID)
        #expect(deck.cards[0].id == forward)
        #expect(deck.cards[1].id == CardEntries.derivedID(entry: forward, kind: "reversed", ord: 1))
        #expect(Set(deck.cards.map(\.id)).count == 6)
        #expect(try Self.decode(Self.handWritten).cards.map(\.id) == deck.cards.map(\.id))
        #expect(deck.cards[2].clozeQuestion == [ClozeRun("[…]", marked: true), ClozeRun(" is the capital of France")])
        #expect(deck.cards[3].spokenAnswer == "Paris is the capital of France; hidden: France")
        #expect(deck.cards[3].expectedTypedAnswer == "France")
    }

    @Test func writtenBackAsTheEntriesAndReadAgainEqual() throws {
        let deck = try Self.decode(Self.handWritten)
        for codec in [FlashzillaDeckCodec() as any DeckCodec, FoundationDeckCodec()] {
            let bytes = codec.encode(deck)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.components(separatedBy: "\"gato\"").count == 2, "the reverse card is not written: \(text)")
            #expect(text.contains("\"reversed\" : true") || text.contains("\"reversed\": true"))
            #expect(text.contains("\"typed\" : true") || text.contains("\"typed\": true"))
            #expect(!text.contains("capital of France\""), "a cloze entry has no prompt or answer: \(text)")
            for reader in [FlashzillaDeckCodec() as any DeckCodec, FoundationDeckCodec()] {
                #expect(try reader.decode(bytes, now: Fixtures.now).deck == deck)
            }
        }
        // Both writers agree byte for byte with the tree.
        #expect(FlashzillaDeckCodec().encode(deck) == Data(JSONWriter.bytes(DeckFormat.document(for: deck))))
    }

    @Test func aDeckWithoutKindsHasNoEntries() throws {
        let deck = try Self.decode(#"{"name": "Plain", "cards": [{"prompt": "a", "answer": "b", "typed": false, "reversed": false}]}"#)
        #expect(deck.cards.count == 1)
        #expect(deck.cards[0].entry == nil)
        #expect(!String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self).contains("typed"))
    }

    @Test func problemsNameTheEntry() {
        func file(_ card: String) -> String { #"{"name": "K", "cards": [{"prompt": "p", "answer": "a"}, \#(card)]}"# }
        #expect(Self.problem(file(#"{"cloze": "no deletion here"}"#))
                == "cards[1].cloze: has no cloze deletion (write one as {{c1::hidden words}})")
        #expect(Self.problem(file(#"{"cloze": "{{c1::open"}"#))?.hasPrefix("cards[1].cloze: the deletion opened at character 1 is never closed") == true)
        #expect(Self.problem(file(#"{"cloze": "  "}"#)) == "cards[1].cloze: must not be empty")
        #expect(Self.problem(file(#"{"cloze": 3}"#)) == "cards[1].cloze: must be a string")
        #expect(Self.problem(file(#"{"cloze": "{{c1::x}}", "prompt": "p"}"#))?.hasPrefix("cards[1].prompt: a cloze entry has no prompt") == true)
        #expect(Self.problem(file(#"{"cloze": "{{c1::x}}", "reversed": true}"#))?.hasPrefix("cards[1].reversed: a cloze entry cannot be reversed") == true)
        #expect(Self.problem(file(#"{"prompt": "p", "answer": "a", "reversed": "yes"}"#)) == "cards[1].reversed: must be true or false")
        #expect(Self.problem(file(#"{"cloze": "{{c1::}}"}"#))?.hasPrefix("cards[1].cloze: card c1 would show nothing") == true)
        #expect(Self.problem(file(#"{"cloze": "{{c501::x}}"}"#))?.contains("above c500") == true)
    }

    @Test func editingTheForwardCardMovesTheReverseWithIt() throws {
        var deck = try Self.decode(Self.handWritten)
        try deck.cards[0].edit(prompt: "gata", answer: "cat (female)", at: Fixtures.nowInFile.addingTimeInterval(60))
        let again = try Self.decode(String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self))
        #expect(again.cards.count == 6)
        #expect(again.cards[1].prompt == "cat (female)" && again.cards[1].answer == "gata")
        #expect(again.cards[1].id == deck.cards[1].id)
    }

    @Test func aCardEditedOnItsOwnIsKeptWithItsId() throws {
        var deck = try Self.decode(Self.handWritten)
        let later = Fixtures.nowInFile.addingTimeInterval(60)
        try deck.cards[1].edit(prompt: "the cat", answer: "el gato", at: later)
        try deck.cards[3].edit(prompt: "Paris is in [country]", answer: "France", at: later)
        let again = try Self.decode(String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self))
        #expect(again.cards.count == 6)
        #expect(Set(again.cards.map(\.id)) == Set(deck.cards.map(\.id)))
        let reverse = try #require(again.cards.first { $0.id == deck.cards[1].id })
        #expect(reverse.prompt == "the cat" && reverse.entry == nil)
        let cloze2 = try #require(again.cards.first { $0.id == deck.cards[3].id })
        #expect(cloze2.prompt == "Paris is in [country]")
        #expect(again.cards.filter { $0.entry?.cloze != nil }.map(\.prompt) == ["[…] is the capital of France"])
    }

    @Test func theSummaryCountsTheCardsEntriesMake() throws {
        let bytes = Data(Self.handWritten.utf8)
        let window = FileWindow(copying: [UInt8](bytes))
        let (_, count) = try FlashzillaDeckCodec().decode(window: window, now: Fixtures.now, keepingCards: 0)
        #expect(count == 6)
    }
}

import Foundation
import Testing
@testable import FlashzillaCore

/// Ids for decks and cards without one: derived, stable, and the same as an independent
/// implementation computes (`scripts/derived-ids.py`, with the `mmh3` package).
@Suite("Derived ids")
struct DerivedIDTests {
    struct Fixture: Decodable {
        struct DeckCase: Decodable { let fileName: String; let id: UUID }
        struct CardCase: Decodable { let deck: UUID; let prompt: String; let answer: String; let occurrence: UInt32; let id: UUID }
        let decks: [DeckCase]
        let cards: [CardCase]
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/derived-ids.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test("deck ids agree with scripts/derived-ids.py (mmh3)")
    func deckIDsAgreeWithReference() {
        #expect(Self.fixture.decks.count == 5)
        for deck in Self.fixture.decks {
            #expect(DerivedID.deck(fileName: deck.fileName) == deck.id, "\(deck.fileName)")
        }
    }

    @Test("card ids agree with scripts/derived-ids.py (mmh3), for text of every tail length")
    func cardIDsAgreeWithReference() {
        #expect(Self.fixture.cards.count >= 50)
        for card in Self.fixture.cards {
            #expect(DerivedID.card(deck: card.deck, prompt: card.prompt, answer: card.answer, occurrence: card.occurrence) == card.id,
                    "\(card.prompt.debugDescription) / \(card.answer.debugDescription) #\(card.occurrence)")
        }
    }

    @Test("derived ids are version 8, RFC 9562 variant")
    func versionAndVariant() {
        for id in [DerivedID.deck(fileName: "a.json"), DerivedID.card(deck: Fixtures.deckID, prompt: "p", answer: "a")] {
            #expect(id.uuid.6 >> 4 == 8)
            #expect(id.uuid.8 >> 6 == 0b10)
        }
    }

    @Test("the same file gives the same ids twice; two identical cards get different ids")
    func stableAcrossLoads() throws {
        let text = #"{"name": "V", "cards": [{"prompt": "p", "answer": "a"}, {"prompt": "q", "answer": "b"}, {"prompt": "p", "answer": "a"}]}"#
        let first = try decode(text).deck, second = try decode(text, now: Fixtures.now.addingTimeInterval(3_600)).deck
        #expect(first.id == second.id)
        #expect(first.cards.map(\.id) == second.cards.map(\.id))
        #expect(first.cards.map(\.id) == [Fixtures.derivedCardID("p", "a"), Fixtures.derivedCardID("q", "b"),
                                          Fixtures.derivedCardID("p", "a", occurrence: 1)])
    }

    @Test("surrounding whitespace does not change a card's id; a change of text does")
    func textDecides() throws {
        let plain = try decode(#"{"name": "V", "cards": [{"prompt": "p", "answer": "a"}]}"#).deck.cards[0].id
        let spaced = try decode(#"{"name": "V", "cards": [{"prompt": " p\n", "answer": "\ta "}]}"#).deck.cards[0].id
        let edited = try decode(#"{"name": "V", "cards": [{"prompt": "p", "answer": "b"}]}"#).deck.cards[0].id
        #expect(plain == spaced)
        #expect(plain != edited)
    }

    @Test("a deck's own id, when given, is what its cards' ids derive from")
    func givenDeckID() throws {
        let text = #"{"id": "\#(Fixtures.deckID.uuidString)", "name": "V", "cards": [{"prompt": "p", "answer": "a"}]}"#
        let deck = try decode(text).deck
        #expect(deck.id == Fixtures.deckID)
        #expect(deck.cards[0].id == Fixtures.derivedCardID("p", "a", deck: Fixtures.deckID))
        #expect(deck.cards[0].id != Fixtures.derivedCardID("p", "a"))
    }

    @Test("many identical cards: each gets the next occurrence, all distinct")
    func manyIdenticalCards() throws {
        let cards = Array(repeating: #"{"prompt": "rNkM", "answer": "x"}"#, count: 5_000).joined(separator: ",")
        let ids = try decode(#"{"name": "Race", "cards": [\#(cards)]}"#).deck.cards.map(\.id)
        #expect(Set(ids).count == 5_000)
        #expect(ids[4_999] == Fixtures.derivedCardID("rNkM", "x", occurrence: 4_999))
    }

    @Test("the file name decides a deck's id: the same name in another folder, or another launch, gives the same id")
    func deckIDFromFileName() throws {
        try withTemporaryHome { home throws in
            let text = #"{"name": "Vocab", "cards": [{"prompt": "serendipity", "answer": "a happy accident"}]}"#
            let store = DeckStore(homeDirectory: home)
            let url = store.decksDirectory.appendingPathComponent("vocab.json")
            try write(text, to: url)
            let first = try store.load(fileURL: url, now: Fixtures.now).deck
            let later = try DeckStore(homeDirectory: home).load(fileURL: url, now: Fixtures.now.addingTimeInterval(86_400)).deck
            #expect(first.id == DerivedID.deck(fileName: "vocab.json"))
            #expect(later.id == first.id && later.cards.map(\.id) == first.cards.map(\.id))
            let other = store.decksDirectory.appendingPathComponent("other.json")
            try write(text, to: other)
            #expect(try store.load(fileURL: other, now: Fixtures.now).deck.id != first.id)
        }
    }

    @Test("loading never rewrites the file; saving for another reason writes the ids in use, which then load unchanged")
    func saveWritesDerivedIDs() throws {
        try withTemporaryHome { home throws in
            let store = DeckStore(homeDirectory: home)
            let url = store.decksDirectory.appendingPathComponent("vocab.json")
            let text = #"{"name": "Vocab", "cards": [{"prompt": "p", "answer": "a"}, {"prompt": "p", "answer": "a"}]}"#
            try write(text, to: url)
            var loaded = try store.load(fileURL: url, now: Fixtures.now)
            #expect(try String(contentsOf: url, encoding: .utf8) == text)
            let ids = loaded.deck.cards.map(\.id)
            loaded.deck.settings.timeLimit = 30
            try store.save(&loaded)
            let written = try String(contentsOf: url, encoding: .utf8)
            for id in ids + [loaded.deck.id] { #expect(written.contains(id.uuidString)) }
            let reloaded = try store.load(fileURL: url, now: Fixtures.now.addingTimeInterval(60))
            #expect(reloaded.deck.cards.map(\.id) == ids)
            #expect(reloaded.deck.id == DerivedID.deck(fileName: "vocab.json"))
            #expect(!reloaded.filledInValues)
        }
    }
}

import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// Entries of the card kinds made here go as one note of Anki's stock note type each
/// (issue 34); Anki's own view of them is CardKindsAnkiRoundTripTests.
@Suite struct ApkgExporterKindsTests {
    static let created = Date(timeIntervalSince1970: 1_790_000_000)

    static func deck() throws -> Deck {
        var cards = try NewEntry(prompt: "gato", answer: "cat", reversed: true).cards(tags: ["animals"], createdAt: created)
        cards += try NewEntry(prompt: nil, answer: nil, cloze: "{{c1::Paris}} is the capital of {{c3::France::country}} & more").cards(createdAt: created)
        cards += try NewEntry(prompt: "perro", answer: "dog", typed: true).cards(createdAt: created)
        cards.append(try Card(prompt: "casa", answer: "house", createdAt: created))
        return Deck(name: "Kinds", cards: cards)
    }

    @Test func eachEntryIsOneNoteOfItsStockNoteTypeWithACardPerOrd() throws {
        let deck = try Self.deck()
        let package = try ApkgExporterNotesTests.exported(deck)
        #expect(Set(package.models.keys) == [CardKindNoteTypes.reversed.id, CardKindNoteTypes.cloze.id, CardKindNoteTypes.typed.id,
                                              String(AnkiCollectionJSON.basicNoteTypeID)])
        for (type, stock) in [(CardKindNoteTypes.reversed, 2), (CardKindNoteTypes.cloze, 5), (CardKindNoteTypes.typed, 4)] {
            let model = try #require(package.models[type.id] as? [String: Any])
            #expect(model["name"] as? String == type.name && model["originalStockKind"] as? Int == stock)
            #expect((model["tmpls"] as? [[String: Any]])?.map { [$0["qfmt"] as? String, $0["afmt"] as? String] }
                    == type.templates.map { [$0.front, $0.back] })
        }
        #expect(package.notes.count == 4)
        let byType = Dictionary(grouping: package.notes, by: \.modelID)
        let reversed = try #require(byType[Int64(CardKindNoteTypes.reversed.id)!]?.first)
        #expect(reversed.fields == ["gato", "cat"] && reversed.tags == " animals ")
        #expect(reversed.guid == AnkiNote.guid(deck.cards[0].id), "the entry's id, so the note comes back as the entry")
        let cloze = try #require(byType[Int64(CardKindNoteTypes.cloze.id)!]?.first)
        #expect(cloze.fields == ["{{c1::Paris}} is the capital of {{c3::France::country}} &amp; more", ""])
        let typed = try #require(byType[Int64(CardKindNoteTypes.typed.id)!]?.first)
        #expect(typed.fields == ["perro", "dog"])
        func ords(_ note: ExportedPackage.Note) -> [Int] { package.cards.filter { $0.noteID == note.id }.map(\.ordinal).sorted() }
        #expect(ords(reversed) == [0, 1] && ords(cloze) == [0, 2] && ords(typed) == [0])
        #expect(package.cards.count == 6)
    }
}

import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// An edit made here of a side built from several fields, or from a cloze deletion, goes
/// back into the one field it changed when that can be said; otherwise the note stays as kept.
@Suite struct AnkiNoteEditTests {
    static let hinted = NoteType(id: "1342697561421", name: "Hinted", fields: ["Word", "Hint", "Meaning"], templates: [
        .init(name: "Card 1", front: "{{Word}}<br>({{Hint}})", back: "{{FrontSide}}<hr id=answer>{{Meaning}}"),
    ])

    static func edited(_ type: NoteType, fields: [String], card: (prompt: String, answer: String), ord: Int = 0) throws -> [String] {
        var made = try Card(prompt: card.prompt, answer: card.answer, createdAt: Date(timeIntervalSince1970: 0))
        made.note = NoteLink(guid: "g", ord: ord)
        let editor = try #require(AnkiNoteEdit(noteType: type, deckName: "Deck"))
        return editor.fields(fields, tags: [], cards: [made], media: [])
    }

    @Test func anEditOfASideOfSeveralFieldsGoesIntoTheFieldItChanged() throws {
        let fields = ["<b>perro</b>", "animal", "dog"]
        #expect(try Self.edited(Self.hinted, fields: fields, card: ("perro\n(mammal)", "dog")) == ["<b>perro</b>", "mammal", "dog"])
        #expect(try Self.edited(Self.hinted, fields: ["perro", "animal", "dog"], card: ("el perro\n(animal)", "dog")) == ["el perro", "animal", "dog"])
        #expect(try Self.edited(Self.hinted, fields: fields, card: ("perro\n(animal)", "dog")) == fields, "nothing edited")
        // A field with formatting would lose it: left as kept.
        #expect(try Self.edited(Self.hinted, fields: fields, card: ("perros\n(animal)", "dog")) == fields)
    }

    @Test func anEditAcrossTwoFieldsOrFoundTwiceStaysAsKept() throws {
        let fields = ["perro", "animal", "dog"]
        #expect(try Self.edited(Self.hinted, fields: fields, card: ("perros animal", "dog")) == fields, "across the fields' edge")
        let twice = ["la la", "la", "x"]
        #expect(try Self.edited(Self.hinted, fields: twice, card: ("la la\n(lo)", "x")) == ["la la", "lo", "x"], "made unique by what is around it")
        #expect(try Self.edited(Self.hinted, fields: ["a", "a", "x"], card: ("a\n(a)", "y")) == ["a", "a", "y"])
    }

    @Test func anEditOfAClozeCardGoesIntoItsTextWithTheDeletionsKept() throws {
        let cloze = ApkgExporterNotesTests.cloze
        let fields = ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""]
        #expect(try Self.edited(cloze, fields: fields, card: ("[...] is the capital of Spain", "Madrid is the capital city of Spain"))
                == ["{{c1::Madrid}} is the capital city of {{c2::Spain}}", ""])
        #expect(try Self.edited(cloze, fields: fields, card: ("Madrid is the capital of [...]", "Madrid is the capital of España"), ord: 1)
                == ["{{c1::Madrid}} is the capital of {{c2::España}}", ""])
        // The question's […] is no text of the note: an edit next to it cannot be placed.
        #expect(try Self.edited(cloze, fields: fields, card: ("[...]! is the capital of Spain", "Madrid is the capital of Spain")) == fields)
    }
}

import FlashzillaCore
import FlashzillaImport
import FlashzillaReferenceCodec
import Foundation
import Testing
@testable import FlashzillaAnki

/// An imported Anki note keeps its structure in the deck (issue 29, item 1): its GUID, its
/// note type, its fields as Anki stores them, and which of its cards each card is.
@Suite struct NoteKeepingTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    func decks(_ name: String, into existing: [Deck] = []) throws -> [Deck] {
        try plan(name, into: existing).decks.map(\.deck)
    }

    func plan(_ name: String, into existing: [Deck] = []) throws -> ImportPlan {
        let parsed = try AnkiFixtures.read(name).parsed
        return try ImportPlan(files: [parsed], deckName: nil, now: Self.now) { wanted in
            existing.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
                .map { LoadedDeck(deck: $0, fileURL: URL(fileURLWithPath: "/decks/x.json"), fingerprint: nil) }
        }
    }

    @Test func eachCardNamesItsNoteAndTemplateAndTheNoteKeepsItsHTMLFields() throws {
        let decks = try decks("current.apkg")
        let spanish = try #require(decks.first { $0.name == "Languages::Spanish" })
        #expect(spanish.notes.map(\.guid) == ["fz-apkg-04", "fz-apkg-05", "fz-apkg-06", "fz-apkg-08"])
        #expect(spanish.cards.map { $0.note.map { "\($0.guid)/\($0.ord)" } } == [
            "fz-apkg-04/0", "fz-apkg-04/1", "fz-apkg-05/0", "fz-apkg-05/1", "fz-apkg-06/0", "fz-apkg-08/0", "fz-apkg-08/1", "fz-apkg-08/2",
        ])
        let cloze = try #require(spanish.notes.first { $0.guid == "fz-apkg-08" })
        #expect(cloze.fields == ["{{c1::Madrid}} is the capital of {{c2::Spain::country}}, since {{c3::1561}}.", "Felipe II"])
        let clozeType = try #require(spanish.noteTypes.first { $0.id == cloze.noteType })
        #expect(clozeType.kind == .cloze && clozeType.fields == ["Text", "Back Extra"] && clozeType.templates.count == 1)
        #expect(clozeType.templates[0].front.contains("{{cloze:Text}}"))
        // The reversed note's type has both templates, and the learner still sees rendered text.
        let reversed = try #require(spanish.noteTypes.first { $0.id == spanish.notes[0].noteType })
        #expect(reversed.kind == .standard && reversed.templates.count == 2)
        #expect(spanish.cards[1].prompt.hasPrefix("the dog"))
        let geography = try #require(decks.first { $0.name == "Geography" })
        #expect(geography.notes.first?.fields == ["Capital of <b>France</b>?", "Paris"])
    }

    @Test func aNoteThatGaveItsDeckNoCardIsNotKeptThere() throws {
        let all = try decks("current.apkg")
        let french = try #require(all.first { $0.name == "Languages::French" })
        #expect(french.notes.map(\.guid) == ["fz-apkg-07", "fz-apkg-09"])  // not note 12, whose front is empty
        #expect(Set(french.cards.compactMap(\.note?.guid)) == Set(french.notes.map(\.guid)))
    }

    @Test func everyImportedDeckIsVersionTwoAndReadsBackEqualThroughBothCodecs() throws {
        for deck in try decks("current.apkg") {
            let bytes = FlashzillaDeckCodec().encode(deck)
            #expect(String(decoding: bytes, as: UTF8.self).contains(#""version": 2"#))
            #expect(try FlashzillaDeckCodec().decode(bytes, fileName: "x.json", now: Self.now).deck == deck)
            #expect(try FoundationDeckCodec().decode(bytes, fileName: "x.json", now: Self.now).deck == deck)
        }
    }

    @Test func aDeckImportedBeforeNotesWereKeptGetsThemOnTheNextImport() throws {
        var old = try decks("current.apkg")
        for d in old.indices {
            old[d].notes = []
            old[d].noteTypes = []
            for c in old[d].cards.indices { old[d].cards[c].note = nil }
        }
        let again = try plan("current.apkg", into: old)
        #expect((again.added, again.updated, again.unchanged) == (0, 17, 0))
        #expect(again.decks.allSatisfy { $0.hasChanges })
        let first = try decks("current.apkg")
        #expect(again.decks.map(\.deck.notes) == first.map(\.notes))
        #expect(again.decks.map { $0.deck.cards.map(\.note) } == first.map { $0.cards.map(\.note) })
    }

    @Test func everyLayoutOfTheCollectionKeepsTheSameNotes() throws {
        let first = try decks("current.apkg")
        for name in ["legacy.apkg", "current.colpkg", "legacy.colpkg"] {
            let again = try plan(name, into: first)
            #expect(again.decks.allSatisfy { !$0.notesChanged }, "\(name)")
        }
    }
}

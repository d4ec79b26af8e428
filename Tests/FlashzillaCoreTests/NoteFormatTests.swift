import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// Anki notes in the deck file (docs/deck-format.md, "Notes"): version 2 only when a deck
/// has them, read and written alike by both codecs, their references checked, and merged
/// note by note.
@Suite("Deck format: Anki notes")
struct NoteFormatTests {
    static let basic = NoteType(id: "1700000000001", name: "Basic (and reversed card)", fields: ["Front", "Back"],
                                templates: [NoteType.Template(name: "Card 1", front: "{{Front}}", back: "{{FrontSide}}<hr id=answer>{{Back}}"),
                                            NoteType.Template(name: "Card 2", front: "{{Back}}", back: "{{FrontSide}}<hr id=answer>{{Front}}")])

    static func card(_ prompt: String, _ answer: String, note: String?, ord: Int = 0) -> Card {
        var card = try! Card(prompt: prompt, answer: answer, createdAt: Fixtures.nowInFile)
        card.note = note.map { NoteLink(guid: $0, ord: ord) }
        return card
    }

    /// A reversed note's two cards, and a hand-made card beside them.
    static let deck = Deck(name: "Spanish", cards: [card("gato", "cat", note: "g1"), card("cat", "gato", note: "g1", ord: 1),
                                                    card("perro", "dog", note: nil)],
                           noteTypes: [basic], notes: [Note(guid: "g1", noteType: basic.id, fields: ["<b>gato</b>", "cat"])])

    /// A file with one note and its card, `card` spliced into the card object.
    static func file(card: String = #""note": "g1", "ord": 1"#, notes: String? = nil, noteTypes: String? = nil) -> String {
        let types = noteTypes ?? #"[{"id": "7", "name": "Basic", "fields": ["Front", "Back"], "templates": [{"name": "Card 1", "front": "{{Front}}", "back": "{{Back}}"}]}]"#
        let notes = notes ?? #"[{"guid": "g1", "noteType": "7", "fields": ["a", "b"]}]"#
        return #"{"name": "N", "noteTypes": \#(types), "notes": \#(notes), "cards": [{"prompt": "p", "answer": "a", \#(card)}]}"#
    }

    @Test("a deck with notes is version 2 and comes back equal through both codecs, either writing for the other")
    func roundTrip() throws {
        let fast = FlashzillaDeckCodec().encode(Self.deck), reference = FoundationDeckCodec().encode(Self.deck)
        for bytes in [fast, reference] {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains(#""version": 2"#) || text.contains(#""version" : 2"#))
            for codec in [FlashzillaDeckCodec() as any DeckCodec, FoundationDeckCodec()] {
                let decoded = try codec.decode(bytes, fileName: Fixtures.fileName, now: Fixtures.now)
                #expect(decoded.deck == Self.deck)
                #expect(!decoded.isReadOnly && decoded.warnings.isEmpty)
            }
        }
        #expect(try FlashzillaDeckCodec().decode(fast, fileName: Fixtures.fileName, now: Fixtures.now).deck.cards.map(\.note?.ord) == [0, 1, nil])
    }

    @Test("a deck without notes is still written as version 1, byte for byte as before")
    func plainDeckStaysVersionOne() throws {
        var deck = Self.deck
        deck.notes = []
        deck.noteTypes = []
        for i in deck.cards.indices { deck.cards[i].note = nil }
        let text = String(decoding: FlashzillaDeckCodec().encode(deck), as: UTF8.self)
        #expect(text.contains(#""version": 1"#) && !text.contains("note") && !text.contains("ord"))
        // And reading a file from an older Flashzilla gives a deck without notes.
        let old = try decode(#"{"name": "N", "version": 1, "cards": [{"prompt": "p", "answer": "a"}]}"#)
        #expect(!old.deck.hasNotes && old.deck.cards[0].note == nil && !old.isReadOnly)
    }

    @Test("a note's card without ord is the note's first card; notes in a version 1 file are read too")
    func defaults() throws {
        let decoded = try decode(Self.file(card: #""note": "g1""#))
        #expect(decoded.deck.cards[0].note == NoteLink(guid: "g1", ord: 0))
        #expect(decoded.deck.noteTypes[0].kind == .standard && decoded.deck.noteTypes[0].css == "")
        #expect(!decoded.isReadOnly)
    }

    @Test("broken notes and references are errors that name their place", arguments: [
        (file(card: #""note": "nope""#), #"cards[0].note: no note with GUID "nope" in notes"#),
        (#"{"name": "N", "cards": [{"prompt": "p", "answer": "a"}, {"prompt": "q", "answer": "b", "note": "x"}]}"#,
         #"cards[1].note: no note with GUID "x" in notes"#),
        (file(card: #""ord": 1"#), #"cards[0].ord: only with "note" (which of a note's cards this is)"#),
        (file(card: #""note": "g1", "ord": -1"#), "cards[0].ord: must be a whole number of at least 0"),
        (file(card: #""note": """#), "cards[0].note: must not be empty"),
        (file(notes: #"[{"guid": "g1", "noteType": "8", "fields": ["a", "b"]}]"#), #"notes[0].noteType: no note type with id "8" in noteTypes"#),
        (file(notes: #"[{"guid": "g1", "noteType": "7", "fields": ["a"]}]"#), "notes[0].fields: has 1 fields, its note type 2"),
        (file(notes: #"[{"guid": "g1", "noteType": "7", "fields": ["a", "b"]}, {"guid": "g1", "noteType": "7", "fields": ["a", "b"]}]"#),
         #"notes[1].guid: a second note with GUID "g1""#),
        (file(notes: #"[{"noteType": "7", "fields": ["a", "b"]}]"#), #"notes[0]: missing "guid""#),
        (file(notes: #"[{"guid": "g1", "noteType": "7", "fields": ["a", 2]}]"#), "notes[0].fields[1]: must be a string"),
        (file(notes: #"{}"#), "notes: must be an array of notes"),
        (file(noteTypes: #"[{"id": "7", "name": "B", "kind": "odd", "fields": ["F", "B"], "templates": []}]"#),
         #"noteTypes[0].kind: unknown note type kind "odd" (expected standard or cloze)"#),
        (file(noteTypes: #"[{"id": "7", "name": "B", "fields": ["F", "B"], "templates": []}]"#), "noteTypes[0].templates: must have at least one template"),
        (file(noteTypes: #"[{"id": "7", "name": "B", "fields": ["F", "B"], "templates": [{"name": "C", "front": "x"}]}]"#),
         #"noteTypes[0].templates[0]: missing "back""#),
    ])
    func errors(text: String, message: String) {
        for codec in [IDSequence().codec as any DeckCodec, FoundationDeckCodec()] {
            #expect(throws: DeckFileError.self) { try codec.decode(Data(text.utf8), fileName: Fixtures.fileName, now: Fixtures.now) }
            do {
                _ = try codec.decode(Data(text.utf8), fileName: Fixtures.fileName, now: Fixtures.now)
            } catch {
                #expect(error.description.hasSuffix(message), "\(error)")
            }
        }
    }

    // MARK: Merge

    @Test("merging keeps notes added on both sides and a note edited on one, and a conflict copy of a card leaves its note")
    func merge() {
        let base = Self.deck
        var mine = base, theirs = base
        mine.notes[0].fields[1] = "cat (edited here)"
        mine.notes.append(Note(guid: "mine", noteType: Self.basic.id, fields: ["a", "b"]))
        mine.cards.append(Self.card("a", "b", note: "mine"))
        theirs.notes.append(Note(guid: "theirs", noteType: Self.basic.id, fields: ["c", "d"]))
        theirs.cards.append(Self.card("c", "d", note: "theirs"))
        // The same card changed on both sides: mine is kept as a new card, without the note.
        try! mine.cards[0].edit(prompt: "gato!", answer: "cat", at: Fixtures.nowInFile.addingTimeInterval(60))
        try! theirs.cards[0].edit(prompt: "gato?", answer: "cat", at: Fixtures.nowInFile.addingTimeInterval(60))
        let merged = DeckMerge.merge(base: DeckBaseline(base), mine: mine, theirs: theirs).deck
        #expect(merged.notes.map(\.guid) == ["g1", "theirs", "mine"])
        #expect(merged.notes[0].fields[1] == "cat (edited here)")
        #expect(merged.noteTypes == [Self.basic])
        let copy = merged.cards.first { $0.prompt == "gato!" }
        #expect(copy != nil && copy?.note == nil)
        #expect(merged.cards.first { $0.prompt == "gato?" }?.note == NoteLink(guid: "g1", ord: 0))
    }

    @Test("a note changed differently on both sides keeps the file's, and says so")
    func mergeConflict() {
        let base = Self.deck
        var mine = base, theirs = base
        mine.notes[0].fields[0] = "mine"
        theirs.notes[0].fields[0] = "theirs"
        let result = DeckMerge.merge(base: DeckBaseline(base), mine: mine, theirs: theirs)
        #expect(result.deck.notes[0].fields[0] == "theirs")
        #expect(result.conflicts == [.deckFields(["note g1"])])
    }

    @Test("a note deleted here is gone after the merge unless it was changed there")
    func mergeDelete() {
        let base = Self.deck
        var mine = base
        mine.notes = []
        mine.cards = [mine.cards[2]]
        #expect(DeckMerge.merge(base: DeckBaseline(base), mine: mine, theirs: base).deck.notes.isEmpty)
    }

    @Test("the direct encoder writes a deck's notes exactly as JSONWriter writes the deck's document")
    func notesWrittenAsTheTreeWrites() {
        var deck = Self.deck
        deck.notes = [Note(guid: "g1", noteType: Self.basic.id, fields: ["<b>gato</b>", "cat"]),
                      Note(guid: "q\"uote\\d\u{1}", noteType: "n\ttab", fields: []),
                      Note(guid: "é✓", noteType: Self.basic.id, fields: ["", "line\nbreak", "\u{1F600}"])]
        #expect(DeckEncoder.encode(deck) == JSONWriter.bytes(DeckFormat.document(for: deck)))
        let text = String(decoding: DeckEncoder.encode(deck), as: UTF8.self)
        #expect(text.contains("\"notes\": [\n    {\n      \"fields\": [\n        \"<b>gato</b>\""))
        #expect(text.contains("\"fields\": [],"))
        var none = deck
        none.notes = []
        #expect(!String(decoding: DeckEncoder.encode(none), as: UTF8.self).contains("\"notes\""))
        #expect(DeckEncoder.encode(none) == JSONWriter.bytes(DeckFormat.document(for: none)))
    }
}

import FlashzillaCore
import Foundation
import Testing

/// The stock note types the card kinds go back to Anki as (`CardKindNoteTypes`), read by
/// Anki's own backend (scripts/anki-note-type-cards.py): each entry's note makes in Anki the
/// cards it makes here, with the same ords and questions.
@Suite struct CardKindNoteTypesAnkiTests {
    struct Real: Decodable {
        struct Side: Decodable {
            var ord: Int
            var question: String
        }
        var cards: [Side]
    }

    @Test(AnkiLibrary.required) func ankiMakesTheSameCards() throws {
        let now = Date(timeIntervalSince1970: 0)
        let entries = [
            try NewEntry(prompt: "gato", answer: "cat", reversed: true).cards(createdAt: now),
            try NewEntry(prompt: nil, answer: nil, cloze: "{{c1::Paris}} is the capital of {{c3::France::country}}").cards(createdAt: now),
            try NewEntry(prompt: "perro", answer: "dog", typed: true).cards(createdAt: now),
        ]
        let types = [CardKindNoteTypes.reversed, CardKindNoteTypes.cloze, CardKindNoteTypes.typed]
        func json(_ type: NoteType) -> [String: Any] {
            ["name": type.name, "kind": type.kind.rawValue, "fields": type.fields, "css": type.css,
             "templates": type.templates.map { ["name": $0.name, "front": $0.front, "back": $0.back] }]
        }
        let notes = try entries.map { cards -> [String: Any] in
            let note = try #require(CardKindNoteTypes.note(for: cards[0]))
            return ["noteType": note.noteType.name, "fields": note.fields]
        }
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("note-types-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: ["noteTypes": types.map(json), "notes": notes]).write(to: spec)
        defer { try? FileManager.default.removeItem(at: spec) }
        let run = try AnkiLibrary.python([AnkiLibrary.repository.appendingPathComponent("scripts/anki-note-type-cards.py").path, spec.path])
        try #require(run.status == 0, "\(run.stderr)")
        let real = try run.stdout.split(separator: "\n").map { try JSONDecoder().decode(Real.self, from: Data($0.utf8)) }
        try #require(real.count == entries.count)
        for (cards, anki) in zip(entries, real) {
            #expect(cards.map { CardKindNoteTypes.note(for: $0)?.ord } == anki.cards.map(\.ord))
        }
        #expect(real[0].cards.map(\.question) == entries[0].map(\.prompt))
        #expect(real[1].cards.map(\.question) == entries[1].map { $0.prompt.replacingOccurrences(of: ClozeText.placeholder, with: "[...]") })
        // Anki's backend leaves the typed field's box to its reviewer: its placeholder says the card asks for Back typed.
        #expect(real[2].cards.map(\.question) == ["perro\n\n[[type:Back]]"])
    }
}

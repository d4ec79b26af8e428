import Foundation
import Testing
@testable import FlashzillaCore

/// Each card kind's Anki stock note type and note fields (for the package writer).
@Suite struct CardKindNoteTypesTests {
    @Test func eachKindHasItsStockNoteTypeAndEachCardItsOrd() throws {
        let now = Date(timeIntervalSince1970: 0)
        let reversed = try NewEntry(prompt: "gato", answer: "cat", reversed: true).cards(createdAt: now)
        #expect(reversed.map { CardKindNoteTypes.note(for: $0)?.noteType.name } == ["Basic (and reversed card)", "Basic (and reversed card)"])
        #expect(reversed.map { CardKindNoteTypes.note(for: $0)?.fields } == [["gato", "cat"], ["gato", "cat"]])
        #expect(reversed.map { CardKindNoteTypes.note(for: $0)?.ord } == [0, 1])
        let cloze = try NewEntry(prompt: nil, answer: nil, cloze: "{{c1::a}} {{c3::b}}").cards(createdAt: now)
        #expect(cloze.map { CardKindNoteTypes.note(for: $0)?.ord } == [0, 2])
        #expect(CardKindNoteTypes.note(for: cloze[1])?.fields == ["{{c1::a}} {{c3::b}}", ""])
        #expect(CardKindNoteTypes.note(for: cloze[1])?.noteType.kind == .cloze)
        let typed = try NewEntry(prompt: "perro", answer: "dog", typed: true).cards(createdAt: now)
        #expect(CardKindNoteTypes.note(for: typed[0])?.noteType.name == "Basic (type in the answer)")
        #expect(CardKindNoteTypes.note(for: try Card(prompt: "p", answer: "a", createdAt: now)) == nil)
    }
}

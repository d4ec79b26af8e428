import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaImport

/// A package's notes kept in the deck it makes (`DeckImport.keepNotes`): a new deck takes a
/// batch of notes with distinct GUIDs as it is (the shortcut a first sync of 50,000 notes
/// takes); notes that share a GUID, or come in several batches, are still kept once a GUID.
@Suite struct DeckImportNotesTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let type = NoteType(id: "7", name: "Basic", fields: ["Front", "Back"], templates: [.init(name: "Card 1", front: "{{Front}}", back: "{{Back}}")])

    static func note(_ guid: String, _ front: String) -> Note { Note(guid: guid, noteType: "7", fields: [front, "back"]) }

    static func card(_ guid: String, _ prompt: String) -> ImportedCard {
        ImportedCard(prompt: prompt, answer: "back", tags: [], line: 1, unit: .note, key: .ankiNote(guid: guid, ordinal: 0))
    }

    static func batch(_ notes: [Note]) -> DeckImport.Batch {
        DeckImport.Batch(file: "c.anki2", cards: notes.map { card($0.guid, $0.fields[0]) }, noteTypes: [type], notes: notes)
    }

    @Test func aNewDeckTakesABatchOfDistinctNotesAsItIs() {
        let notes = [Self.note("a", "one"), Self.note("b", "two"), Self.note("c", "three")]
        let made = DeckImport(into: nil, newDeckNamed: "Large", batches: [Self.batch(notes)], now: Self.now)
        #expect(made.deck.notes == notes && made.deck.noteTypes == [Self.type] && made.notesChanged)
        #expect(made.deck.cards.map { $0.note?.guid } == ["a", "b", "c"])
    }

    @Test func notesThatShareAGUIDAreKeptOnceTheLaterWinning() {
        let notes = [Self.note("a", "one"), Self.note("b", "two"), Self.note("a", "one again")]
        let made = DeckImport(into: nil, newDeckNamed: "Large", batches: [Self.batch(notes)], now: Self.now)
        #expect(made.deck.notes == [Self.note("a", "one again"), Self.note("b", "two")], "one note a GUID, never two")
    }

    @Test func severalBatchesAreKeptOnceAGUID() {
        let first = [Self.note("a", "one"), Self.note("b", "two")], second = [Self.note("b", "two, edited"), Self.note("c", "three")]
        let made = DeckImport(into: nil, newDeckNamed: "Large", batches: [Self.batch(first), Self.batch(second)], now: Self.now)
        #expect(made.deck.notes == [Self.note("a", "one"), Self.note("b", "two, edited"), Self.note("c", "three")])
        #expect(made.deck.noteTypes == [Self.type], "the same note type once")
    }
}

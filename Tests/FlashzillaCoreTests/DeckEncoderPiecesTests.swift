import Foundation
import Testing
@testable import FlashzillaCore

/// A deck written in pieces (`DeckEncoder.encode(_:chunkSize:write:)`) is never held whole in
/// memory: its notes are handed on in pieces as its cards are (an Anki import's 50,000 notes
/// were one 10 MB buffer, the first sync's peak).
@Suite struct DeckEncoderPiecesTests {
    @Test func aDeckWithManyNotesIsHandedOnInPiecesOfAboutTheChunkSize() {
        let basic = NoteTypeFixture.basic
        let notes = (0..<2_000).map { Note(guid: "g\($0)", noteType: basic.id, fields: ["question \($0)", "answer \($0)"]) }
        let deck = Deck(name: "Notes", cards: [], noteTypes: [basic], notes: notes)
        var whole: [UInt8] = [], largest = 0
        DeckEncoder.encode(deck, chunkSize: 1_000) { piece in
            whole.append(contentsOf: piece)
            largest = max(largest, piece.count)
        }
        #expect(whole == DeckEncoder.encode(deck))
        #expect(whole.count > 100_000)
        #expect(largest < 1_000 + 200, "the largest piece: \(largest) bytes")
    }
}

private enum NoteTypeFixture {
    static let basic = NoteType(id: "1700000000001", name: "Basic", fields: ["Front", "Back"],
                                templates: [NoteType.Template(name: "Card 1", front: "{{Front}}", back: "{{Back}}")])
}

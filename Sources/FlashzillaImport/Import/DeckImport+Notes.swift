import FlashzillaCore
import Foundation

extension DeckImport {
    /// The Anki note a card of a package is, when `guids` (the notes its batch brings) has
    /// it: nil for a row of a text file, even one with Anki's GUIDs.
    static func link(of card: ImportedCard, among guids: Set<String>) -> NoteLink? {
        guard case .ankiNote(let guid, let ordinal) = card.key, guids.contains(guid) else { return nil }
        return NoteLink(guid: guid, ord: Int(ordinal))
    }

    /// The batches' notes and note types into `deck`: one already there (same GUID, same
    /// note type id) is replaced by the package's, as its cards are; a new one is added.
    mutating func keepNotes(of batches: [Batch], in deck: inout Deck) {
        var typeAt: [String: Int] = [:]
        for (i, type) in deck.noteTypes.enumerated() { typeAt[type.id] = i }
        var noteAt: [String: Int] = [:]
        let incoming = batches.reduce(0) { $0 + $1.notes.count }
        noteAt.reserveCapacity(deck.notes.count + incoming)
        // Room made first: grown by doubling, the list held room for up to twice its notes
        // through the import's peak (50,000 notes: room for 65,536).
        deck.notes.reserveCapacity(deck.notes.count + incoming)
        for (i, note) in deck.notes.enumerated() { noteAt[note.guid] = i }
        for batch in batches {
            for type in batch.noteTypes {
                if let at = typeAt[type.id] {
                    if deck.noteTypes[at] != type { deck.noteTypes[at] = type; notesChanged = true }
                } else {
                    typeAt[type.id] = deck.noteTypes.count
                    deck.noteTypes.append(type)
                    notesChanged = true
                }
            }
            for note in batch.notes {
                if let at = noteAt[note.guid] {
                    if deck.notes[at] != note { deck.notes[at] = note; notesChanged = true }
                } else {
                    noteAt[note.guid] = deck.notes.count
                    deck.notes.append(note)
                    notesChanged = true
                }
            }
        }
    }
}

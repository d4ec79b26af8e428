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
    /// `distinctGUIDs`: no batch brings two notes of one GUID.
    mutating func keepNotes(of batches: [Batch], in deck: inout Deck, distinctGUIDs: Bool) {
        var typeAt: [String: Int] = [:]
        for (i, type) in deck.noteTypes.enumerated() { typeAt[type.id] = i }
        // A deck without notes taking one batch's, each GUID once: its notes are the batch's as
        // they are, shared, not copied one by one through a table of every GUID (50,000 notes:
        // 5 MB at the import's peak, which this is).
        if deck.notes.isEmpty, distinctGUIDs, let only = batches.firstIndex(where: { !$0.notes.isEmpty }),
           !batches[(only + 1)...].contains(where: { !$0.notes.isEmpty }) {
            keepNoteTypes(of: batches, in: &deck, typeAt: &typeAt)
            deck.notes = batches[only].notes
            notesChanged = true
            return
        }
        var noteAt: [String: Int] = [:]
        let incoming = batches.reduce(0) { $0 + $1.notes.count }
        noteAt.reserveCapacity(deck.notes.count + incoming)
        // Room made first: grown by doubling, the list held room for up to twice its notes
        // through the import's peak (50,000 notes: room for 65,536).
        deck.notes.reserveCapacity(deck.notes.count + incoming)
        for (i, note) in deck.notes.enumerated() { noteAt[note.guid] = i }
        for batch in batches {
            keepNoteTypes(of: [batch], in: &deck, typeAt: &typeAt)
            for note in batch.notes where Self.keep(note, key: note.guid, in: &deck.notes, at: &noteAt) {
                notesChanged = true
            }
        }
    }

    /// The batches' note types into `deck` (by id: one there is replaced, a new one added).
    private mutating func keepNoteTypes(of batches: [Batch], in deck: inout Deck, typeAt: inout [String: Int]) {
        for batch in batches {
            for type in batch.noteTypes where Self.keep(type, key: type.id, in: &deck.noteTypes, at: &typeAt) {
                notesChanged = true
            }
        }
    }

    /// `item` into `list` by `key`: the one there with that key replaced, else appended.
    /// True when the list changed.
    private static func keep<Item: Equatable>(_ item: Item, key: String, in list: inout [Item], at position: inout [String: Int]) -> Bool {
        if let at = position[key] {
            guard list[at] != item else { return false }
            list[at] = item
        } else {
            position[key] = list.count
            list.append(item)
        }
        return true
    }
}

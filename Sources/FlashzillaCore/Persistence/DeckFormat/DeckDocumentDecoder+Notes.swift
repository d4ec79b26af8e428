import Foundation

extension DeckDocumentDecoder {
    /// What the field kinds cannot see alone: each note's note type is among `noteTypes`
    /// and gives it as many fields, and each card's note is among `notes`.
    static func checkNoteReferences(in deck: Deck) throws(DeckFileError) {
        var fieldCounts: [String: Int] = [:]
        for type in deck.noteTypes { fieldCounts[type.id] = type.fields.count }
        var guids = Set<String>()
        guids.reserveCapacity(deck.notes.count)
        for (index, note) in deck.notes.enumerated() {
            guard let count = fieldCounts[note.noteType] else {
                throw .invalid("notes[\(index)].noteType", "no note type with id \(FieldText.quoted(note.noteType)) in noteTypes")
            }
            guard note.fields.count == count else {
                throw .invalid("notes[\(index)].fields", "has \(note.fields.count) fields, its note type \(count)")
            }
            guids.insert(note.guid)
        }
        for (index, card) in deck.cards.enumerated() {
            guard let link = card.note, !guids.contains(link.guid) else { continue }
            throw .invalid("cards[\(index)].note", "no note with GUID \(FieldText.quoted(link.guid)) in notes")
        }
    }
}

import FlashzillaCore
import FlashzillaImport
import Foundation

/// A note that went to Anki from a card kind made here (`CardKindNoteTypes`) comes back as
/// that kind: a note of one of the stock note types whose GUID is an entry's id (the export
/// writes it so) becomes the entry again, its cards with the ids the entry gave them, so the
/// kind, the typed answer and the cloze text are the learner's again, and importing into the
/// home it came from finds its cards. Told by the note type's fields and templates, not its
/// name (Anki renames an imported note type whose name it already has). A note Anki made,
/// or one this cannot hold as it is (a cloze's "Back Extra" filled in), stays an Anki note.
enum StockKindNote {
    enum Kind: Sendable {
        case reversed, cloze, typed
    }

    /// The card kind whose stock note type `notetype` is, if any.
    static func kind(of notetype: CollectionNotetype) -> Kind? {
        for (kind, stock) in [(Kind.reversed, CardKindNoteTypes.reversed), (.cloze, CardKindNoteTypes.cloze), (.typed, CardKindNoteTypes.typed)]
        where notetype.isCloze == (stock.kind == .cloze) && notetype.fieldNames == stock.fields
            && notetype.templates.map({ [$0.front, $0.back] }) == stock.templates.map({ [$0.front, $0.back] }) {
            return kind
        }
        return nil
    }

    /// The entry's cards (in the entry's order) that the note of `kind` is, or nil when it
    /// stays an Anki note. `plainText`: a field's HTML as card text.
    static func cards(of note: CollectionNote, kind: Kind, plainText: (String) -> String, createdAt: Date) -> [Card]? {
        guard let id = entryID(guid: note.guid), note.fields.count == 2 else { return nil }
        let entry: NewEntry
        switch kind {
        case .reversed: entry = NewEntry(prompt: plainText(note.fields[0]), answer: plainText(note.fields[1]), reversed: true)
        case .typed: entry = NewEntry(prompt: plainText(note.fields[0]), answer: plainText(note.fields[1]), typed: true)
        case .cloze:
            guard plainText(note.fields[1]).allSatisfy(\.isWhitespace) else { return nil }
            entry = NewEntry(prompt: nil, answer: nil, cloze: plainText(note.fields[0]))
        }
        return try? entry.cards(id: id, tags: note.tags, createdAt: createdAt)
    }

    /// The id of the entry whose note has `guid`: the export's GUID is the id in lowercase.
    static func entryID(guid: String) -> UUID? {
        guard guid.utf8.count == 36, let id = UUID(uuidString: guid), AnkiNote.guid(id) == guid else { return nil }
        return id
    }
}

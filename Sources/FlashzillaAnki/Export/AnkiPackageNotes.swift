import FlashzillaCore
import FlashzillaImport
import Foundation

/// The half of a deck's rows that needs only the deck: its Anki notes with their own note
/// types, GUIDs and fields (the edits made here brought into them); each reversed, cloze or
/// typed entry made here as a note of Anki's stock note type for its kind
/// (`CardKindNoteTypes`), under the entry's id as GUID; each other card made here as a Basic
/// note of its own; and which note and template each card is. An export makes it while the
/// progress file is read (the other half, `AnkiPackageCards`, needs what it holds).
struct AnkiPackageNotes {
    var models: [String: JSONValue] = [:]
    var notes: [AnkiNote] = []
    /// By card, in deck order: its id, its note's id and its template (`ord`).
    var cardIDs: [Int64]
    var noteOfCard: [Int64]
    var ordOfCard: [Int]

    init(deck: Deck, media: Set<String>, now: Date) {
        cardIDs = UniqueMilliseconds.ids(for: deck.cards.map { AnkiNote.milliseconds($0.createdAt) })
        let noteTypes = Dictionary(deck.noteTypes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = Dictionary(deck.notes.map { ($0.guid, $0) }, uniquingKeysWith: { first, _ in first })
        // The cards of each kept note (in deck order), of each entry of a card kind made here,
        // and the cards that are neither.
        var cardsOfNote: [String: [Int]] = [:], noteOrder: [String] = [], loose: [Int] = []
        var cardsOfEntry: [UUID: [Int]] = [:], entryOrder: [UUID] = []
        for (index, card) in deck.cards.enumerated() {
            if let link = card.note, let note = kept[link.guid], noteTypes[note.noteType] != nil, Int64(note.noteType) != nil {
                if cardsOfNote[link.guid] == nil { noteOrder.append(link.guid) }
                cardsOfNote[link.guid, default: []].append(index)
            } else if card.note == nil, let entry = card.entry, entry.shape != .basic || entry.typed {
                if cardsOfEntry[entry.id] == nil { entryOrder.append(entry.id) }
                cardsOfEntry[entry.id, default: []].append(index)
            } else {
                loose.append(index)
            }
        }
        let noteIDs = UniqueMilliseconds.ids(for: noteOrder.map { AnkiNote.milliseconds(deck.cards[cardsOfNote[$0]![0]].createdAt) }
            + entryOrder.map { AnkiNote.milliseconds(deck.cards[cardsOfEntry[$0]![0]].createdAt) }
            + loose.map { AnkiNote.milliseconds(deck.cards[$0].createdAt) })
        noteOfCard = [Int64](repeating: 0, count: deck.cards.count)
        ordOfCard = [Int](repeating: 0, count: deck.cards.count)
        var editors: [String: AnkiNoteEdit?] = [:], usedTypes = Set<String>()
        for (n, guid) in noteOrder.enumerated() {
            let note = kept[guid]!, type = noteTypes[note.noteType]!, indices = cardsOfNote[guid]!
            usedTypes.insert(type.id)
            let noteCards = indices.map { deck.cards[$0] }
            var tags: [String] = []
            for card in noteCards { for tag in card.tags where !tags.contains(tag) { tags.append(tag) } }
            // Every card is checked: an edit within the import's second leaves `updatedAt` as it was.
            var fields = note.fields
            if editors[type.id] == nil { editors[type.id] = .some(AnkiNoteEdit(noteType: type, deckName: deck.name)) }
            if let editor = editors[type.id] ?? nil { fields = editor.fields(fields, tags: tags, cards: noteCards, media: media) }
            let modified = noteCards.map { AnkiNote.milliseconds($0.updatedAt) / 1000 }.max() ?? 0
            notes.append(AnkiNote(kept: fields, guid: guid, noteTypeID: Int64(type.id)!, id: noteIDs[n], modified: modified,
                                  tags: AnkiNote.tags(tags)))
            for index in indices {
                noteOfCard[index] = noteIDs[n]
                ordOfCard[index] = deck.cards[index].note?.ord ?? 0
            }
        }
        for type in deck.noteTypes {
            // Only the note types of notes that go (a note type no card uses stays out, as in Anki's export).
            if models[type.id] == nil, usedTypes.contains(type.id) { models[type.id] = AnkiNoteTypeJSON.model(type, id: Int64(type.id)!) }
        }
        for (e, entryID) in entryOrder.enumerated() {
            let indices = cardsOfEntry[entryID]!, entryCards = indices.map { deck.cards[$0] }
            // The entry's note is made from its first card here (a reversed pair's forward one when it is there).
            let first = entryCards.first { $0.entry?.ord == 0 } ?? entryCards[0]
            guard let made = CardKindNoteTypes.note(for: first) else { continue }
            if models[made.noteType.id] == nil {
                models[made.noteType.id] = AnkiNoteTypeJSON.model(made.noteType, id: Int64(made.noteType.id)!,
                                                                  stockKind: AnkiNoteTypeJSON.stockKind(of: made.noteType))
            }
            let modified = entryCards.map { AnkiNote.milliseconds($0.updatedAt) / 1000 }.max() ?? 0
            notes.append(AnkiNote(entry: made.fields, guid: AnkiNote.guid(entryID), noteTypeID: Int64(made.noteType.id)!,
                                  id: noteIDs[noteOrder.count + e], modified: modified, tags: AnkiNote.tags(first.tags), media: media))
            for (index, card) in zip(indices, entryCards) {
                noteOfCard[index] = noteIDs[noteOrder.count + e]
                ordOfCard[index] = CardKindNoteTypes.note(for: card)?.ord ?? 0
            }
        }
        if !loose.isEmpty {
            let basic = AnkiNote.notes(of: loose.map { deck.cards[$0] }, media: media)
            for (k, index) in loose.enumerated() {
                var note = basic[k]
                note.id = noteIDs[noteOrder.count + entryOrder.count + k]
                notes.append(note)
                noteOfCard[index] = note.id
            }
            models[String(AnkiCollectionJSON.basicNoteTypeID)] = AnkiCollectionJSON.basicModel(modified: AnkiNote.milliseconds(now) / 1000)
        }
    }
}

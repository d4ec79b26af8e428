import FlashzillaCore
import Foundation

/// A deck's cards as the Anki notes that `flashzilla sync` sends: the very notes
/// `export --format apkg` writes (`AnkiPackageRows`), so a card goes to the server as it goes
/// into a package: a note kept from Anki with its own note type and GUID, its fields with the
/// edits made here; a card made here as a Basic note whose GUID is the card's id (which
/// `ImportedCardID` turns back into the same card); a reversed, cloze or typed entry made
/// here as one note of Anki's stock note type for its kind, whose GUID is the entry's id
/// (which `StockKindNote` turns back into the same entry).
public struct AnkiDeckNote: Sendable {
    public var guid: String
    /// The deck's kept note type; nil for a card made here (a Basic note: Front, Back, or an
    /// entry's note: `kind`).
    public var noteType: NoteType?
    /// For an entry made here, the stock note type of its kind (`CardKindNoteTypes`).
    public var kind: NoteType?
    /// The fields as Anki stores them: HTML, separated by U+001F.
    public var fields: String
    /// Anki's form: `" tag1 tag2 "`, or empty.
    public var tags: String
    /// The note's cards here: which card of the note each is, and when it last changed.
    public var cards: [Member]

    public struct Member: Sendable {
        public var id: UUID
        public var ord: Int
        public var createdAt: Date
        public var updatedAt: Date
    }
}

public enum AnkiDeckNotes {
    /// The notes of `deck`'s cards, an entry made here (reversed, cloze, typed) as one note of
    /// its kind's stock note type. `mediaFolder`: the deck's media,
    /// whose files its cards show become Anki's references in the fields.
    public static func notes(of deck: Deck, mediaFolder: URL?, now: Date) -> [AnkiDeckNote] {
        // A card whose kept note (or its note type) is missing would go as a Basic note of
        // its own, a copy of the one Anki has: left out too.
        let typed = Set(deck.noteTypes.map(\.id))
        let kept = Set(deck.notes.filter { typed.contains($0.noteType) && Int64($0.noteType) != nil }.map(\.guid))
        var plain = deck
        plain.cards = deck.cards.filter { card in card.note.map { kept.contains($0.guid) } ?? true }
        let media = Set(ApkgExporter.shownMedia(of: plain, in: mediaFolder).map(\.name))
        let rows = AnkiPackageRows(deck: plain, media: media, marks: [:], scheduling: nil, now: now)
        let types = Dictionary(deck.noteTypes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var at: [Int64: Int] = [:]
        var notes: [AnkiDeckNote] = []
        notes.reserveCapacity(rows.notes.count)
        for note in rows.notes {
            at[note.id] = notes.count
            let kind = stockKinds[String(note.noteTypeID)]
            let kept = note.noteTypeID == AnkiCollectionJSON.basicNoteTypeID || kind != nil ? nil : types[String(note.noteTypeID)]
            notes.append(AnkiDeckNote(guid: note.guid, noteType: kept, kind: kind, fields: note.fields, tags: note.tags, cards: []))
        }
        for (index, row) in rows.cards.enumerated() {
            guard let n = at[row.noteID] else { continue }
            let card = plain.cards[index]
            notes[n].cards.append(AnkiDeckNote.Member(id: card.id, ord: row.ord, createdAt: card.createdAt, updatedAt: card.updatedAt))
        }
        return notes
    }

    private static let stockKinds = Dictionary(uniqueKeysWithValues: [CardKindNoteTypes.reversed, CardKindNoteTypes.cloze, CardKindNoteTypes.typed]
        .map { ($0.id, $0) })

    /// A card kind's stock note type as a schema-11 `models` entry (JSON text), under `id`
    /// (by default its own fixed id), for a collection that has no note type of that kind.
    public static func kindModelJSON(_ kind: NoteType, id: Int64? = nil, modified: Int64) -> String {
        JSONWriter.string(AnkiNoteTypeJSON.model(kind, id: id ?? Int64(kind.id) ?? 0, modified: modified, stockKind: AnkiNoteTypeJSON.stockKind(of: kind)))
    }

    /// The files of `folder` (the deck's media) that the deck's cards show, by name.
    public static func shownMedia(of deck: Deck, in folder: URL?) -> [(name: String, file: URL)] {
        ApkgExporter.shownMedia(of: deck, in: folder)
    }

    /// The GUID of the note a card made here becomes (its id's text, lower case).
    public static func guid(ofCardMadeHere id: UUID) -> String { AnkiNote.guid(id) }

    /// Anki's Basic note type as a schema-11 `models` entry (JSON text), for a collection
    /// that has none; `id`: Flashzilla's own (`basicNoteTypeID`).
    public static func basicModelJSON(modified: Int64) -> String {
        JSONWriter.string(AnkiCollectionJSON.basicModel(modified: modified))
    }

    public static var basicNoteTypeID: Int64 { AnkiCollectionJSON.basicNoteTypeID }

    /// A kept note type as a schema-11 `models` entry (JSON text).
    public static func modelJSON(_ noteType: NoteType, id: Int64, modified: Int64) -> String {
        JSONWriter.string(AnkiNoteTypeJSON.model(noteType, id: id, modified: modified))
    }

    /// A new Anki deck named `name` as a schema-11 `decks` entry (JSON text), with the
    /// default options, pending (usn -1).
    public static func deckJSON(id: Int64, name: String, modified: Int64) -> String {
        guard case .object(let decks) = AnkiCollectionJSON.decks(name: name, id: id, modified: modified),
              let deck = decks[String(id)] else { return "{}" }
        return JSONWriter.string(deck)
    }

    /// The Anki deck id a Flashzilla deck's export takes (derived from its id).
    public static func deckID(for id: UUID) -> Int64 { AnkiCollectionJSON.deckID(for: id) }
}

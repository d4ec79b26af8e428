import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// Cards added, edited and deleted here, and the decks made here, written into the kept
/// collection as Anki's client writes its own (usn -1), so the normal sync that follows
/// sends them. A card is known on both sides by its note's GUID and its card number
/// (`SyncedCardKey`); the list of cards both sides had after the last sync
/// (`SyncedCollection.syncedCards`) tells what is new from what went away:
/// - here, not in the collection, not in the list: made here (or imported here) → a new note;
/// - here, not in the collection, in the list: deleted on the other side → nothing to send
///   (`SyncedCardsAfterSync` deletes it here);
/// - in the list and the collection, no longer here: deleted here → a grave;
/// - in the collection only, not in the list: never arrived here (the import skipped it) → nothing.
/// A note imported here from another package goes with its note type when the collection lacks it.
enum SyncOutgoingNotes {
    struct Counts {
        var added = 0, edited = 0, deleted = 0, decks = 0
        /// The media files cards here show, by name: media sync sends those the server lacks.
        var media: [String: URL] = [:]
    }

    static func write(into kept: SyncedCollection, app: AppContext) throws -> Counts {
        let now = app.now
        var entries: [LoadedDeck] = []
        // A deck that cannot be read hides its cards: no card is taken for deleted then.
        var complete = true
        for entry in app.store.loadAll(now: now) {
            switch entry {
            case .loaded(let loaded): entries.append(loaded)
            case .broken: complete = false
            }
        }
        let notes = try kept.keptNotes()
        var (decks, basic) = try kept.decksAndBasicNoteType()
        let synced = try kept.syncedCards()
        let lastSync = Date(timeIntervalSince1970: TimeInterval(try kept.stamps().lastSync) / 1000)
        let editedSince = synced.writtenAt ?? lastSync
        let installer = MediaInstaller(home: app.home)
        var changes = SyncedCollection.OutgoingNotes()
        var kinds: [String: Int64] = [:], importedTypes: [String: Int64] = [:]
        var present = Set<SyncedCardKey>()
        var media: [String: URL] = [:]
        // The deck names here with every parent they make: an Anki deck named as none of them
        // was deleted or renamed here.
        var here = Set<String>()
        for deck in entries.map(\.deck) {
            let parts = deck.name.lowercased().components(separatedBy: "::")
            for depth in 1...parts.count { here.insert(parts.prefix(depth).joined(separator: "::")) }
        }
        // Each kept card's deck, read (a pass over every card) only when a deck here has no Anki deck of its name.
        var cardDecks: [Int64: Int64]?
        for loaded in entries {
            let deck = loaded.deck
            for file in AnkiDeckNotes.shownMedia(of: deck, in: installer.folder(for: deck.id)) where media[file.name] == nil {
                media[file.name] = file.file
            }
            let deckNotes = AnkiDeckNotes.notes(of: deck, mediaFolder: installer.folder(for: deck.id), now: now)
            if complete, Self.ankiDeckID(named: deck.name, in: decks) == nil {
                let known = try cardDecks ?? kept.keptCardDecks()
                cardDecks = known
                if let renamed = Self.renamedAnkiDeck(of: deckNotes, notes: notes, cardDecks: known, decks: decks, here: here) {
                    if let slash = deck.name.range(of: "::", options: .backwards) {
                        _ = ankiDeck(named: String(deck.name[..<slash.lowerBound]), flashzillaID: deck.id, in: &decks, adding: &changes, now: now)
                    }
                    decks = decks.filter { $0.value != renamed }
                    decks[deck.name] = renamed
                    changes.renamedDecks.append((renamed, deck.name))
                } else if deck.cards.isEmpty {
                    // An empty deck made here is an Anki deck too (one the other side deleted is
                    // in the trash by now: `SyncIncomingDeckChanges`).
                    _ = ankiDeck(named: deck.name, flashzillaID: deck.id, in: &decks, adding: &changes, now: now)
                }
            }
            for note in deckNotes {
                let keys = note.cards.map { SyncedCardKey(guid: note.guid, ord: $0.ord) }
                present.formUnion(keys)
                if let keptNote = notes[note.guid] {
                    // Only a note with a card changed since the last sync is compared (a field the
                    // import renders differently from Anki's HTML is then left as Anki has it).
                    guard note.cards.contains(where: { $0.updatedAt >= editedSince }),
                          keptNote.fields != note.fields || Self.tagSet(keptNote.tags) != Self.tagSet(note.tags) else { continue }
                    changes.edited.append((keptNote.id, note.fields, note.tags))
                    continue
                }
                // Deleted on the other side.
                guard !keys.contains(where: { synced.keys.contains($0) }) else { continue }
                let noteType: Int64
                if let own = note.noteType {
                    noteType = try importedNoteType(own, in: kept, known: &importedTypes, adding: &changes, now: now)
                } else if let kind = note.kind {
                    noteType = try kindNoteType(kind, in: kept, known: &kinds, adding: &changes, now: now)
                } else if let basic {
                    noteType = basic
                } else {
                    noteType = AnkiDeckNotes.basicNoteTypeID
                    changes.models.append((noteType, AnkiDeckNotes.basicModelJSON(modified: Int64(now.timeIntervalSince1970))))
                    basic = noteType
                }
                let deckID = ankiDeck(named: deck.name, flashzillaID: deck.id, in: &decks, adding: &changes, now: now)
                let created = note.cards.map(\.createdAt).min() ?? now
                changes.added.append(SyncedCollection.NewNote(guid: note.guid, noteTypeID: noteType, fields: note.fields, tags: note.tags,
                                                              deckID: deckID, created: Int64(created.timeIntervalSince1970 * 1000),
                                                              ords: note.cards.map(\.ord)))
            }
        }
        if complete {
            for key in synced.keys.sorted(by: { ($0.guid, $0.ord) < ($1.guid, $1.ord) }) where !present.contains(key) {
                if let card = notes[key.guid]?.cards[key.ord] { changes.deletedCards.append(card) }
            }
            // Anki decks no deck here has or holds: one whose last cards go now was deleted here.
            changes.decksNotHere = Set(decks.keys.map { $0.lowercased() }).subtracting(here)
        }
        try kept.writeOutgoing(changes, now: now)
        // After the decks made here have their Anki decks.
        try SyncOutgoingDeckOptions.write(into: kept, decks: entries.map(\.deck), made: Set(changes.decks.map(\.id)), now: now)
        return Counts(added: changes.added.count, edited: changes.edited.count, deleted: changes.deletedCards.count,
                      decks: changes.decks.count + changes.renamedDecks.count, media: media)
    }

    /// The Anki deck of a deck renamed here: the one deck all its synced cards are in, when
    /// that deck's name is no longer a deck here (nor a parent of one) and it is not Default.
    static func renamedAnkiDeck(of deckNotes: [AnkiDeckNote], notes: [String: SyncedCollection.KeptNote], cardDecks: [Int64: Int64],
                                decks: [String: Int64], here: Set<String>) -> Int64? {
        var found = Set<Int64>()
        for note in deckNotes {
            guard let kept = notes[note.guid] else { continue }
            for card in note.cards {
                if let id = kept.cards[card.ord], let deck = cardDecks[id] { found.insert(deck) }
            }
        }
        guard found.count == 1, let id = found.first, id != 1,
              let oldName = decks.first(where: { $0.value == id })?.key, !here.contains(oldName.lowercased()) else { return nil }
        return id
    }

    /// The Anki deck of this name, whatever its case.
    static func ankiDeckID(named name: String, in decks: [String: Int64]) -> Int64? {
        decks[name] ?? decks.first(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame })?.value
    }

    /// The collection's note type for an entry's kind (`kind`: its stock note type), found by
    /// its fields and templates; the stock one added (and sent) when the collection has none.
    private static func kindNoteType(_ kind: NoteType, in kept: SyncedCollection, known: inout [String: Int64],
                                     adding changes: inout SyncedCollection.OutgoingNotes, now: Date) throws -> Int64 {
        try collectionNoteType(kind, in: kept, known: &known, adding: &changes, now: now) { id, modified in
            AnkiDeckNotes.kindModelJSON(kind, id: id, modified: modified)
        }
    }

    /// The Anki deck of a deck here, by its name; made (with any parent it lacks) if the
    /// collection has none.
    private static func ankiDeck(named name: String, flashzillaID: UUID, in decks: inout [String: Int64],
                                 adding changes: inout SyncedCollection.OutgoingNotes, now: Date) -> Int64 {
        if let id = ankiDeckID(named: name, in: decks) { return id }
        let parts = name.components(separatedBy: "::")
        var id: Int64 = 0
        for depth in 1...parts.count {
            let path = parts.prefix(depth).joined(separator: "::")
            if let existing = decks[path] { id = existing; continue }
            id = AnkiDeckNotes.deckID(for: flashzillaID) + Int64(depth - parts.count)
            let taken = Set(decks.values)
            while taken.contains(id) { id += 1 }
            decks[path] = id
            changes.decks.append((id, AnkiDeckNotes.deckJSON(id: id, name: path, modified: Int64(now.timeIntervalSince1970))))
        }
        return id
    }

    static func tagSet(_ tags: String) -> Set<String> {
        Set(tags.split(separator: " ").map { $0.lowercased() })
    }
}

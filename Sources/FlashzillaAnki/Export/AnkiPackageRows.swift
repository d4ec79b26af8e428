import FlashzillaCore
import FlashzillaImport
import Foundation

/// A deck as the rows of the collection its package holds: its Anki notes with their own
/// note types, GUIDs, fields and cards; each reversed, cloze or typed entry made here as a
/// note of Anki's stock note type for its kind (`CardKindNoteTypes`), under the entry's id
/// as GUID; each other card made here as a Basic note of its own;
/// and, with `scheduling`, each card's state and its answers as Anki's review log.
struct AnkiPackageRows {
    var models: [String: JSONValue] = [:]
    var notes: [AnkiNote] = []
    var cards: [AnkiCardRow] = []
    var revlog: [AnkiRevlogColumns] = []
    /// The card id each revlog row belongs to (in the same order).
    var revlogCards: [Int64] = []

    init(deck: Deck, media: Set<String>, marks: [UUID: CardMarks], scheduling: ApkgScheduling?, now: Date) {
        let cardIDs = UniqueMilliseconds.ids(for: deck.cards.map { AnkiNote.milliseconds($0.createdAt) })
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
        var noteOfCard = [Int64](repeating: 0, count: deck.cards.count), ordOfCard = [Int](repeating: 0, count: deck.cards.count)
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
        cards.reserveCapacity(deck.cards.count)
        let scheduler = FSRSScheduler(scheduling?.configuration ?? .default)
        for (index, card) in deck.cards.enumerated() {
            var row = AnkiCardRow(id: cardIDs[index], noteID: noteOfCard[index], ord: ordOfCard[index],
                                  modified: AnkiNote.milliseconds(card.updatedAt) / 1000, position: Int64(index + 1),
                                  marks: marks[card.id], now: now)
            if let scheduling {
                let state = scheduling.states[card.id]
                row.schedule(state, lapses: scheduling.lapses[card.id] ?? 0, scheduling: scheduling)
                appendAnswers(scheduling.answers[card.id] ?? [], card: row.id, cardID: card.id, state: state, scheduler: scheduler)
            }
            cards.append(row)
        }
        // Anki's review log is keyed by the answer's millisecond: answers in one second (the
        // progress store keeps seconds) are moved apart.
        let ids = UniqueMilliseconds.ids(for: revlog.map(\.id))
        for k in revlog.indices { revlog[k].id = ids[k] }
    }

    /// A card's answers as review log rows. The card's state now says when its last answer
    /// made it due; each earlier answer's interval is the one the scheduler gave it, found by
    /// answering the card again as it was answered (a history that does not start with the
    /// card new, or whose replay does not end in the state now, leaves those at 0, unknown).
    /// Each row's last interval is the row before it's interval, as Anki logs it.
    private mutating func appendAnswers(_ answers: [ApkgScheduling.Answer], card: Int64, cardID: UUID, state: FSRSCardState?,
                                        scheduler: FSRSScheduler) {
        var dues = [Date?](repeating: nil, count: answers.count)
        if let state, !answers.isEmpty {
            dues[answers.count - 1] = state.due
            if answers.count > 1, answers[0].phaseBefore == 0 {
                var replayed: FSRSCardState?
                var replayedDues: [Date] = []
                replayedDues.reserveCapacity(answers.count)
                for answer in answers {
                    replayed = scheduler.review(replayed, of: cardID, as: answer.rating, at: answer.time)
                    replayedDues.append(replayed!.due)
                }
                // Trusted only when the replay lands where the card is (the options unchanged since).
                if replayed?.phase == state.phase, abs(replayedDues[answers.count - 1].timeIntervalSince(state.due)) < 1 {
                    for k in 0..<(answers.count - 1) { dues[k] = replayedDues[k] }
                }
            }
        }
        var lastInterval = 0
        for (k, answer) in answers.enumerated() {
            let row = AnkiRevlogColumns(time: answer.time, rating: answer.rating, milliseconds: answer.milliseconds,
                                        phaseBefore: answer.phaseBefore, difficulty: answer.difficulty,
                                        dueAfter: dues[k], lastInterval: lastInterval)
            revlog.append(row)
            revlogCards.append(card)
            lastInterval = row.interval
        }
    }
}

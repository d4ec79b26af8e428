import FlashzillaCore
import Foundation

/// A deck as the rows of the collection its package holds, both halves made one after the
/// other: its notes (`AnkiPackageNotes`) and its cards with, given `scheduling`, their
/// answers as Anki's review log (`AnkiPackageCards`; log ids are moved apart here, as the
/// collection's writer does). An export makes the halves on two threads instead.
struct AnkiPackageRows {
    var made: AnkiPackageNotes
    var studied: AnkiPackageCards

    init(deck: Deck, media: Set<String>, marks: [UUID: CardMarks], scheduling: ApkgScheduling?, now: Date) {
        made = AnkiPackageNotes(deck: deck, media: media, now: now)
        studied = AnkiPackageCards(deck: deck, notes: made, marks: marks, scheduling: scheduling, now: now)
        let ids = UniqueMilliseconds.ids(for: studied.revlog.map(\.id))
        for k in studied.revlog.indices { studied.revlog[k].id = ids[k] }
    }

    var models: [String: JSONValue] { made.models }
    var notes: [AnkiNote] { made.notes }
    var cards: [AnkiCardRow] { studied.cards }
    var revlog: [AnkiRevlogColumns] { studied.revlog }
    var revlogCards: [Int64] { studied.revlogCards }
}

import FlashzillaCore
import Foundation
import GRDB

/// Writes a new schema-11 Anki collection (SQLite) holding one deck of Basic notes, each
/// with one new card.
enum AnkiCollectionFile {
    static func write(deckName: String, deckID: Int64, notes: [AnkiNote], now: Date, to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let nowMilliseconds = AnkiNote.milliseconds(now)
        try queue.writeWithoutTransaction { db in
            // A scratch file zipped right after: no journal, no waiting for the disk.
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.inTransaction {
                for statement in AnkiSchema11.tables { try db.execute(sql: statement) }
                try insertCollectionRow(db, deckName: deckName, deckID: deckID, nextPosition: Int64(notes.count + 1),
                                        nowMilliseconds: nowMilliseconds)
                try insertNotesAndCards(db, notes, deckID: deckID)
                for statement in AnkiSchema11.indexes { try db.execute(sql: statement) }
                return .commit
            }
        }
    }

    private static func insertCollectionRow(_ db: Database, deckName: String, deckID: Int64, nextPosition: Int64,
                                            nowMilliseconds: Int64) throws {
        func text(_ value: JSONValue) -> String { JSONWriter.string(value) }
        try db.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [nowMilliseconds / 1000, nowMilliseconds, nowMilliseconds, AnkiSchema11.version,
                        text(AnkiCollectionJSON.settings(nextPosition: nextPosition)),
                        text(AnkiCollectionJSON.models(modified: nowMilliseconds / 1000)),
                        text(AnkiCollectionJSON.decks(name: deckName, id: deckID, modified: nowMilliseconds / 1000)),
                        text(AnkiCollectionJSON.deckConfigs())])
    }

    /// Each note with its one card: template 0, new (type and queue 0), due at its position.
    private static func insertNotesAndCards(_ db: Database, _ notes: [AnkiNote], deckID: Int64) throws {
        let note = try db.makeStatement(sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')")
        let card = try db.makeStatement(sql: "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')")
        for row in notes {
            try note.execute(arguments: [row.id, row.guid, AnkiCollectionJSON.basicNoteTypeID, row.modified, row.tags,
                                         row.fields, row.sortField, row.checksum])
            // A card's id may equal its note's: they are different tables.
            try card.execute(arguments: [row.id, row.id, deckID, row.modified, row.position])
        }
    }
}

import FlashzillaCore
import Foundation
import GRDB

/// Writes a new schema-11 Anki collection (SQLite) holding one deck: its notes with their
/// note types, its cards and, with scheduling, their review log.
enum AnkiCollectionFile {
    static func write(deck: Deck, deckID: Int64, rows: AnkiPackageRows, scheduling: ApkgScheduling?, now: Date, to path: String) throws {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            // A scratch file zipped right after: no journal, no waiting for the disk.
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.inTransaction {
                for statement in AnkiSchema11.tables { try db.execute(sql: statement) }
                try insertCollectionRow(db, deck: deck, deckID: deckID, rows: rows, scheduling: scheduling, now: now)
                try insertRows(db, rows, deckID: deckID)
                for statement in AnkiSchema11.indexes { try db.execute(sql: statement) }
                return .commit
            }
        }
    }

    private static func insertCollectionRow(_ db: Database, deck: Deck, deckID: Int64, rows: AnkiPackageRows, scheduling: ApkgScheduling?,
                                            now: Date) throws {
        let nowMilliseconds = AnkiNote.milliseconds(now)
        func text(_ value: JSONValue) -> String { JSONWriter.string(value) }
        let modified = nowMilliseconds / 1000
        let decks: JSONValue, configs: JSONValue
        if let scheduling {
            // The deck's own options under the deck's id, and today's counts on today's day.
            let configuration = scheduling.configuration
            let options = AnkiDeckOptions(
                newPerDay: deck.settings.newCardsPerDay, reviewsPerDay: deck.settings.reviewsPerDay,
                learningSteps: configuration.learningSteps.map { $0 / 60 }, relearningSteps: configuration.relearningSteps.map { $0 / 60 },
                maximumInterval: configuration.maximumInterval, leechThreshold: deck.settings.review.leechThreshold,
                leechSuspends: deck.settings.leechAction == .suspend, buryNew: deck.settings.review.buryNew,
                buryReviews: deck.settings.review.buryReviews, desiredRetention: configuration.desiredRetention)
            let today = scheduling.days.day(of: now)
            decks = AnkiCollectionJSON.decks(name: deck.name, id: deckID, modified: modified, config: deckID,
                                             today: (today, scheduling.introducedToday, scheduling.reviewedToday))
            configs = AnkiCollectionJSON.deckConfigs(deckID: deckID, name: deck.name, options: options)
        } else {
            decks = AnkiCollectionJSON.decks(name: deck.name, id: deckID, modified: modified)
            configs = AnkiCollectionJSON.deckConfigs()
        }
        try db.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [scheduling?.creation ?? modified, nowMilliseconds, nowMilliseconds, AnkiSchema11.version,
                        text(AnkiCollectionJSON.settings(nextPosition: Int64(rows.cards.count + 1),
                                                         creationMinutesWest: scheduling?.creationMinutesWest)),
                        text(.object(rows.models)), text(decks), text(configs)])
    }

    private static func insertRows(_ db: Database, _ rows: AnkiPackageRows, deckID: Int64) throws {
        let note = try RawInsert(db, sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')")
        for row in rows.notes {
            note.bind(1, row.id); note.bind(2, row.guid); note.bind(3, row.noteTypeID); note.bind(4, row.modified)
            note.bind(5, row.tags); note.bind(6, row.fields); note.bind(7, row.sortField); note.bind(8, row.checksum)
            try note.run()
        }
        let card = try RawInsert(db, sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)")
        card.bind(3, deckID)
        for row in rows.cards {
            card.bind(1, row.id); card.bind(2, row.noteID); card.bind(4, row.ord); card.bind(5, row.modified)
            card.bind(6, row.type); card.bind(7, row.queue); card.bind(8, row.due); card.bind(9, row.interval)
            card.bind(10, row.factor); card.bind(11, row.reps); card.bind(12, row.lapses); card.bind(13, row.left)
            card.bind(14, row.flags); card.bind(15, row.data)
            try card.run()
        }
        let revlog = try RawInsert(db, sql: "INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)")
        for (row, cardID) in zip(rows.revlog, rows.revlogCards) {
            revlog.bind(1, row.id); revlog.bind(2, cardID); revlog.bind(3, row.ease); revlog.bind(4, row.interval)
            revlog.bind(5, row.lastInterval); revlog.bind(6, row.factor); revlog.bind(7, row.milliseconds); revlog.bind(8, row.kind)
            try revlog.run()
        }
    }
}

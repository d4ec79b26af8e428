import FlashzillaCore
import Foundation
import GRDB

/// Writes a new schema-11 Anki collection (SQLite) holding one deck or several (a parent's
/// tree, each deck under its own `::` name): their notes with their note types, their cards
/// and, with scheduling, their review log.
enum AnkiCollectionFile {
    /// One deck of the collection: its rows go under `deckID`.
    struct Part {
        var deck: Deck
        var deckID: Int64
        var notes: AnkiPackageNotes
    }

    /// What the learner's study adds to a part: its cards' rows with their review log, and
    /// with scheduling the deck's options and today's counts.
    struct Studied {
        var cards: AnkiPackageCards
        var scheduling: ApkgScheduling?
    }

    /// Thrown when `studied` gave nothing: the file is left unfinished (for the caller to remove).
    struct Stopped: Error {}

    /// Writes the parts' notes, then the cards and review log `studied` gives, one for each
    /// part in order: it is called once the notes are in (and may wait for rows made on
    /// another thread meanwhile); nil stops the writing.
    static func write(_ parts: [Part], now: Date, to path: String, studied: () -> [Studied]?) throws {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try queue.writeWithoutTransaction { db in
            // A scratch file zipped right after: no journal, no waiting for the disk.
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.inTransaction {
                for statement in AnkiSchema11.tables { try db.execute(sql: statement) }
                for part in parts { try insertNotes(db, part.notes) }
                guard let studied = studied(), studied.count == parts.count else { throw Stopped() }
                try insertCollectionRow(db, parts: parts, studied: studied, now: now)
                for (part, studied) in zip(parts, studied) { try insertCards(db, studied.cards, deckID: part.deckID) }
                try insertRevlog(db, studied.map(\.cards))
                for statement in AnkiSchema11.indexes { try db.execute(sql: statement) }
                return .commit
            }
        }
    }

    private static func insertCollectionRow(_ db: Database, parts: [Part], studied: [Studied], now: Date) throws {
        let nowMilliseconds = AnkiNote.milliseconds(now)
        func text(_ value: JSONValue) -> String { JSONWriter.string(value) }
        let modified = nowMilliseconds / 1000
        var decks: [AnkiCollectionJSON.DeckEntry] = [], options: [(deckID: Int64, name: String, options: AnkiDeckOptions)] = []
        var models: [String: JSONValue] = [:]
        for (part, studied) in zip(parts, studied) {
            models.merge(part.notes.models) { first, _ in first }
            let deck = part.deck
            guard let scheduling = studied.scheduling else {
                decks.append(.init(name: deck.name, id: part.deckID, modified: modified))
                continue
            }
            // The deck's own options under the deck's id, and today's counts on today's day.
            let configuration = scheduling.configuration
            options.append((part.deckID, deck.name, AnkiDeckOptions(
                newPerDay: deck.settings.newCardsPerDay, reviewsPerDay: deck.settings.reviewsPerDay,
                learningSteps: configuration.learningSteps.map { $0 / 60 }, relearningSteps: configuration.relearningSteps.map { $0 / 60 },
                maximumInterval: configuration.maximumInterval, leechThreshold: deck.settings.review.leechThreshold,
                leechSuspends: deck.settings.leechAction == .suspend, buryNew: deck.settings.review.buryNew,
                buryReviews: deck.settings.review.buryReviews, desiredRetention: configuration.desiredRetention,
                newCardOrder: deck.settings.review.newCardOrder, buryInterdayLearning: deck.settings.review.buryInterdayLearning)))
            decks.append(.init(name: deck.name, id: part.deckID, modified: modified, config: part.deckID,
                               today: (scheduling.days.day(of: now), scheduling.introducedToday, scheduling.reviewedToday)))
        }
        // The collection's days are counted from one creation: every part's is made from `now` alike.
        let scheduling = studied.lazy.compactMap(\.scheduling).first
        let cardCount = studied.reduce(0) { $0 + $1.cards.cards.count }
        try db.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [scheduling?.creation ?? modified, nowMilliseconds, nowMilliseconds, AnkiSchema11.version,
                        text(AnkiCollectionJSON.settings(nextPosition: Int64(cardCount + 1),
                                                         creationMinutesWest: scheduling?.creationMinutesWest)),
                        text(.object(models)), text(AnkiCollectionJSON.decks(decks)), text(AnkiCollectionJSON.deckConfigs(options))])
    }

    private static func insertNotes(_ db: Database, _ notes: AnkiPackageNotes) throws {
        let note = try RawInsert(db, sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')")
        for row in notes.notes {
            note.bind(1, row.id); note.bind(2, row.guid); note.bind(3, row.noteTypeID); note.bind(4, row.modified)
            note.bind(5, row.tags); note.bind(6, row.fields); note.bind(7, row.sortField); note.bind(8, row.checksum)
            try note.run()
        }
    }

    private static func insertCards(_ db: Database, _ rows: AnkiPackageCards, deckID: Int64) throws {
        let card = try RawInsert(db, sql: "INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)")
        card.bind(3, deckID)
        for row in rows.cards {
            card.bind(1, row.id); card.bind(2, row.noteID); card.bind(4, row.ord); card.bind(5, row.modified)
            card.bind(6, row.type); card.bind(7, row.queue); card.bind(8, row.due); card.bind(9, row.interval)
            card.bind(10, row.factor); card.bind(11, row.reps); card.bind(12, row.lapses); card.bind(13, row.left)
            card.bind(14, row.flags); card.bind(15, row.data)
            try card.run()
        }
    }

    /// Every part's review log. Anki keys it by the answer's millisecond: answers in one
    /// second (the progress store keeps seconds), in one deck or two, are moved apart. Rows
    /// go in in id order, each at the table's end (in the parts' order, a card's answers one
    /// card after another, they would split pages all over the tree: a slower write, a
    /// bigger file).
    private static func insertRevlog(_ db: Database, _ parts: [AnkiPackageCards]) throws {
        let rows = parts.flatMap(\.revlog), cards = parts.flatMap(\.revlogCards)
        let (ids, order) = UniqueMilliseconds.idsInOrder(for: rows.map(\.id))
        let revlog = try RawInsert(db, sql: "INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)")
        for index in order {
            let row = rows[index], cardID = cards[index]
            revlog.bind(1, ids[index]); revlog.bind(2, cardID); revlog.bind(3, row.ease); revlog.bind(4, row.interval)
            revlog.bind(5, row.lastInterval); revlog.bind(6, row.factor); revlog.bind(7, row.milliseconds); revlog.bind(8, row.kind)
            try revlog.run()
        }
    }
}

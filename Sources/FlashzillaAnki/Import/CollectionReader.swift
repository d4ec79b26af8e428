import CProcessMemory
import Foundation
import GRDB
import Synchronization

/// Reads an Anki collection (an SQLite file already unpacked to a temporary folder) into
/// `AnkiCollection`: note types and decks from whichever schema it has, every note, and
/// every card's note, ordinal and deck.
enum CollectionReader {
    static func read(_ file: URL) throws(PackageProblem) -> AnkiCollection {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "anki-collection"
        do {
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                var collection = try typesAndCards(db)
                // The log on the other core, through a second connection, while the notes are read.
                let (cards, readOnly) = (collection.cards, configuration)
                let log = Mutex<Result<(log: [AnkiReview], ranges: [Range<Int>]), any Error>?>(nil)
                let group = DispatchGroup()
                DispatchQueue.global(qos: .userInitiated).async(group: group) {
                    let read = Result {
                        let second = try DatabaseQueue(path: file.path, configuration: readOnly)
                        defer { try? second.close() }
                        return try second.read { db in try reviews(db, cards: cards) }
                    }
                    log.withLock { $0 = read }
                }
                defer { group.wait() }
                collection.notes = try notes(db, cards: collection.cards)
                group.wait()
                guard let read = log.withLock({ $0 }) else { preconditionFailure("the log's read always finishes") }
                let (reviewLog, ranges) = try read.get()
                // What the log's read let go of stays with its thread's arena otherwise, and
                // the rendering after (the import's peak) could not reuse it: 5 MB.
                fz_heap_return_freed()
                collection.reviewLog = reviewLog
                for i in collection.cards.indices { collection.cards[i].reviews = ranges[i] }
                return collection
            }
        } catch let problem as PackageProblem {
            throw problem
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw notACollection("not an SQLite database")
        } catch {
            throw PackageProblem("is not a readable Anki collection (\(error))")
        }
    }

    /// Note types, decks and every card.
    private static func typesAndCards(_ db: Database) throws -> AnkiCollection {
        let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        let missing = ["col", "notes", "cards"].filter { !tables.contains($0) }
        guard missing.isEmpty else {
            throw notACollection("an SQLite database without Anki's \(missing.joined(separator: ", ")) table\(missing.count == 1 ? "" : "s")")
        }
        var collection = AnkiCollection()
        if tables.contains("notetypes") {
            collection.notetypes = try CurrentCollectionTables.notetypes(db)
            collection.deckNames = try CurrentCollectionTables.deckNames(db)
        } else {
            guard let row = try Row.fetchOne(db, sql: "SELECT models, decks FROM col") else {
                throw notACollection("its col table is empty")
            }
            collection.notetypes = try LegacyCollectionJSON.notetypes(row["models"] ?? "")
            collection.deckNames = try LegacyCollectionJSON.deckNames(row["decks"] ?? "")
            try LegacyCollectionJSON.checkDeckOptions(try String.fetchOne(db, sql: "SELECT dconf FROM col") ?? "")
        }
        // Notes no note type can show: Anki refuses such a package, and so does the import
        // (rather than skip every note and report success).
        if collection.notetypes.isEmpty, try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM notes)") == true {
            throw PackageProblem("has notes but no note types to show them with; Anki refuses it too")
        }
        // A card in a filtered deck keeps its home deck in odid. The table is read in its own
        // order and sorted here: `ORDER BY nid, ord` walked the note index and looked up every
        // row, 75 ms of 83,333 cards before anything else could start.
        // Its schedule too (issue 29): in a filtered deck, its own due is kept in odue. Room
        // made first (grown by doubling, the list would hold up to twice its size).
        collection.schedules.reserveCapacity(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cards") ?? 0)
        try CollectionRows.forEach(db, sql: """
            SELECT id, nid, ord, CASE WHEN odid != 0 THEN odid ELSE did END, type,
                   CASE WHEN odid != 0 AND odue != 0 THEN odue ELSE due END, ivl, left, reps, lapses, data, mod FROM cards
            """) { row in
            collection.cards.append(CollectionCard(id: row.int64(0), noteID: row.int64(1), ordinal: row.int(2), deckID: row.int64(3),
                                                   row: Int32(collection.schedules.count)))
            collection.schedules.append(AnkiCollectionSettings.schedule(of: row, from: 4))
        }
        collection.days = try AnkiCollectionSettings.days(db, current: tables.contains("config"))
        collection.deckOptions = try CollectionDeckOptions.read(db, current: tables.contains("notetypes"))
        collection.cards.sort { ($0.noteID, $0.ordinal, $0.id) < ($1.noteID, $1.ordinal, $1.id) }
        return collection
    }

    /// Every note, with where its cards are in `cards` (which is in note id order).
    private static func notes(_ db: Database, cards: [CollectionCard]) throws -> [CollectionNote] {
        var notes: [CollectionNote] = []
        // Both in note id order: each note's cards are the run of cards with its id.
        var nextCard = 0
        try CollectionRows.forEach(db, sql: "SELECT id, guid, mid, flds, tags FROM notes ORDER BY id") { row in
            let id = row.int64(0)
            while nextCard < cards.count, cards[nextCard].noteID < id { nextCard += 1 }
            let first = nextCard
            while nextCard < cards.count, cards[nextCard].noteID == id { nextCard += 1 }
            notes.append(CollectionNote(
                id: id, guid: row.string(1), notetypeID: row.int64(2),
                fields: row.bytes(3).split(separator: 0x1F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) },
                tags: row.string(4).split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init),
                cards: first..<nextCard))
        }
        return notes
    }

    /// Each card's answers, oldest first (`ranges`: each card's, by its position in
    /// `cards`): the log read in its own order (a walk of the table; by card it would be a
    /// walk of an index and a lookup of every row) and put in place by counting each
    /// card's answers first.
    private static func reviews(_ db: Database, cards: [CollectionCard]) throws -> (log: [AnkiReview], ranges: [Range<Int>]) {
        let positions = CardPositions(cards.map(\.id))
        var counts = [Int](repeating: 0, count: cards.count)
        // Answers only: ease 0 rows are reschedulings, type 4 and up manual or cleared ones;
        // but a reset (type 4, factor 0) is read to mark the answer after it, whose memory starts over.
        let answers = "FROM revlog WHERE (ease BETWEEN 1 AND 4 AND type < 4) OR (type = 4 AND factor = 0)"
        var found: [(card: Int32, review: AnkiReview)] = []
        var resetBefore = [Bool](repeating: false, count: cards.count)
        // Room made first: grown by doubling, the list left its smaller copies behind (5 MB
        // for 200,000 answers, in this thread's own part of the heap). Every row counts, as
        // SQLite counts a table's rows without reading them; counting only the answers read
        // the log twice.
        found.reserveCapacity(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM revlog") ?? 0)
        try CollectionRows.forEach(db, sql: "SELECT cid, id, ease, time, type \(answers) ORDER BY id") { row in
            guard let position = positions.position(of: row.int64(0)) else { return }
            let kind = row.int(4)
            if kind == 4 {
                resetBefore[position] = true
                return
            }
            let card = Int32(position)
            counts[Int(card)] += 1
            found.append((card, AnkiReview(time: Date(timeIntervalSince1970: Double(row.int64(1)) / 1000), ease: row.int(2),
                                           milliseconds: max(0, row.int(3)), kind: Int8(kind), startsOver: resetBefore[position])))
            resetBefore[position] = false
        }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(cards.count)
        var next = 0
        for i in cards.indices {
            ranges.append(next..<next + counts[i])
            counts[i] = next
            next += ranges[i].count
        }
        guard let first = found.first?.review else { return ([], ranges) }
        var log = [AnkiReview](repeating: first, count: found.count)
        for (card, review) in found {
            log[counts[Int(card)]] = review
            counts[Int(card)] += 1
        }
        return (log, ranges)
    }

    private static func notACollection(_ detail: String) -> PackageProblem {
        PackageProblem("is not an Anki collection (\(detail))")
    }
}

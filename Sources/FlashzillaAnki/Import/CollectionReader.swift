import Foundation
import GRDB

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
            return try queue.read { db in try read(db) }
        } catch let problem as PackageProblem {
            throw problem
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw notACollection("not an SQLite database")
        } catch {
            throw PackageProblem("is not a readable Anki collection (\(error))")
        }
    }

    private static func read(_ db: Database) throws -> AnkiCollection {
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
        }
        // A card in a filtered deck keeps its home deck in odid.
        let cards = try Row.fetchCursor(db, sql: "SELECT id, nid, ord, CASE WHEN odid != 0 THEN odid ELSE did END FROM cards ORDER BY nid, ord")
        while let row = try cards.next() {
            collection.cards[row[1], default: []].append(CollectionCard(id: row[0], ordinal: row[2], deckID: row[3]))
        }
        // Answers only: ease 0 rows are reschedulings, type 4 and up manual or cleared ones.
        let reviews = try Row.fetchCursor(db, sql: "SELECT cid, id, ease, time FROM revlog WHERE ease BETWEEN 1 AND 4 AND type < 4 ORDER BY cid, id")
        while let row = try reviews.next() {
            let id: Int64 = row[1]
            let review = AnkiReview(time: Date(timeIntervalSince1970: Double(id) / 1000), ease: row[2], milliseconds: max(0, row[3]))
            collection.reviews[row[0], default: []].append(review)
        }
        let notes = try Row.fetchCursor(db, sql: "SELECT id, guid, mid, flds, tags FROM notes ORDER BY id")
        while let row = try notes.next() {
            let fields: String = row[3]
            let tags: String = row[4]
            collection.notes.append(CollectionNote(
                id: row[0], guid: row[1], notetypeID: row[2],
                fields: fields.utf8.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(Substring($0)) },
                tags: tags.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)))
        }
        return collection
    }

    private static func notACollection(_ detail: String) -> PackageProblem {
        PackageProblem("is not an Anki collection (\(detail))")
    }
}

import Foundation
import GRDB
import Testing
import ZIPFoundation
@testable import FlashzillaAnki

/// The reader walks the notes and the cards in note order side by side, and the review log
/// in its own order, putting each answer in place: it must find what a lookup of each
/// note's cards and each card's answers finds, also in a collection with loose ends.
@Suite struct CollectionReaderTests {
    @Test func notesFindTheirCardsAndCardsTheirAnswers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("collection.sqlite")
        let archive = try Archive(url: URL(fileURLWithPath: AnkiFixtures.path("legacy.apkg")), accessMode: .read)
        _ = try archive.extract(archive["collection.anki21"]!, to: file)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            let card: Int64 = try Int64.fetchOne(db, sql: "SELECT id FROM cards ORDER BY id LIMIT 1")!
            // A card of no note, a note with no card, answers of no card, a rescheduling
            // (ease 0) and a cleared answer (type 4), and answers logged out of card order.
            try db.execute(sql: "INSERT INTO cards SELECT 1, 999, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data FROM cards LIMIT 1")
            try db.execute(sql: "INSERT INTO notes SELECT 5, 'fz-lonely', mid, mod, usn, tags, flds, sfld, csum, flags, data FROM notes LIMIT 1")
            // Cards whose ids are out of note order (the table is read in id order): one
            // added long after to the first note, one with a small id to the last note.
            try db.execute(sql: "INSERT INTO cards SELECT 9000000000000, (SELECT MIN(id) FROM notes WHERE id > 999), did, 7, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data FROM cards LIMIT 1")
            try db.execute(sql: "INSERT INTO cards SELECT 2, (SELECT MAX(id) FROM notes), did, 9, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data FROM cards LIMIT 1")
            for (id, cid, ease, type) in [(100, 77, 3, 1), (101, card, 0, 1), (102, card, 3, 4), (50, card, 2, 1), (9_999_999_999_999, card, 1, 1)] as [(Int64, Int64, Int, Int)] {
                try db.execute(sql: "INSERT INTO revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) VALUES (?, ?, 0, ?, 1, 0, 2500, 4000, ?)",
                               arguments: [id, cid, ease, type])
            }
        }
        let (cards, answers) = try queue.read { db in
            (try Row.fetchAll(db, sql: "SELECT nid, id FROM cards ORDER BY nid, ord"),
             try Row.fetchAll(db, sql: "SELECT cid, id, ease FROM revlog WHERE ease BETWEEN 1 AND 4 AND type < 4 ORDER BY cid, id"))
        }
        try queue.close()

        let collection = try CollectionReader.read(file)
        #expect(collection.notes.count > 2)
        #expect(collection.cards.count == cards.count)
        for note in collection.notes {
            let expected = cards.filter { $0["nid"] == note.id }.map { $0["id"] as Int64 }
            #expect(collection.cards[note.cards].map(\.id) == expected, "note \(note.guid)")
        }
        #expect(collection.notes.first { $0.guid == "fz-lonely" }?.cards.isEmpty == true)
        var answered = 0
        for card in collection.cards {
            let expected = answers.filter { $0["cid"] == card.id }
            let found = collection.reviewLog[card.reviews]
            #expect(found.map(\.time) == expected.map { Date(timeIntervalSince1970: Double($0["id"] as Int64) / 1000) })
            #expect(found.map(\.ease) == expected.map { $0["ease"] as Int })
            answered += found.count
        }
        #expect(answered == 6 && answers.count == 7)  // the fixture's four, two added, one of no card
    }
}

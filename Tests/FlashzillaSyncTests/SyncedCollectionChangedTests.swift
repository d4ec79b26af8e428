import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// What a normal sync reads of the kept collection to stay as small as what changed: the
/// collection of the notes changed since a usn (the import's package), the cards to look
/// at, and Flashzilla's own notes about the last sync.
@Suite struct SyncedCollectionChangedTests {
    /// Three notes of two cards each at usn 3, one note's second card answered at usn 7,
    /// another note edited at usn 7, the third untouched.
    static func collection() throws -> (SyncedCollection, URL) {
        let (collection, folder) = try SyncedCollectionTests.collection()
        try collection.queue.write { db in
            for note in 1...3 {
                try db.execute(sql: "INSERT INTO notes VALUES (?, ?, 7, 1, ?, '', 'f\u{1F}b', '', 0, 0, '')",
                               arguments: [note, "g\(note)", note == 2 ? 7 : 3])
                for ord in 0...1 {
                    let card = note * 10 + ord
                    try db.execute(sql: "INSERT INTO cards VALUES (?, ?, 1, ?, 1, ?, 2, 2, 5, 1, 0, 0, 0, 0, 0, 0, 0, '')",
                                   arguments: [card, note, ord, note == 1 && ord == 1 ? 7 : 3])
                    try db.execute(sql: "INSERT INTO revlog VALUES (?, ?, 3, 3, 1, 0, 0, 1000, 0)", arguments: [card * 1000, card])
                }
            }
            try db.execute(sql: "INSERT INTO revlog VALUES (?, 11, 7, 3, 2, 1, 0, 1000, 1)", arguments: [11_500])
        }
        return (collection, folder)
    }

    @Test func theChangedCollectionHoldsEachChangedNoteWithAllItsCardsAndTheirWholeLogs() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("changed.anki2")
        #expect(try collection.writeChanged(fromUSN: 5, to: file) == 4)
        let changed = try DatabaseQueue(path: file.path)
        try changed.read { (db: Database) throws -> Void in
            #expect(try Int64.fetchAll(db, sql: "SELECT id FROM notes ORDER BY id") == [1, 2], "the answered card's note and the edited note")
            #expect(try Int64.fetchAll(db, sql: "SELECT id FROM cards ORDER BY id") == [10, 11, 20, 21], "every card of each")
            #expect(try Int64.fetchAll(db, sql: "SELECT id FROM revlog ORDER BY id") == [10_000, 11_000, 11_500, 20_000, 21_000],
                    "each card's whole log, older answers too (the import replays it)")
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM col") == 1, "the note types, decks and configuration")
        }
        // Written again over the last one (a sync killed before its import left it).
        #expect(try collection.writeChanged(fromUSN: 0, to: file) == 6)
    }

    @Test func pendingAndMarkedCardsAreLookedForAndLinksAreReadForTheCardsWanted() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            try db.execute(sql: "UPDATE cards SET queue = -1 WHERE id = 20")
            try db.execute(sql: "UPDATE cards SET flags = 1 WHERE id = 21")
            try db.execute(sql: "UPDATE cards SET usn = -1 WHERE id = 30")
        }
        #expect(try collection.pendingOrMarkedCardIDs() == [20, 21, 30])
        let links = try collection.cardLinks(always: [20]) { _, guid, ord in String(decoding: guid, as: UTF8.self) == "g3" && ord == 1 }
        #expect(links.map(\.id).sorted() == [20, 31])
        #expect(try collection.cardLinks(ids: [21, 99]).map(\.id) == [21], "the cards asked for alone, without a pass over the others")
        #expect(links.allSatisfy { $0.answerSeconds.isEmpty }, "answers are read for the few that need them")
        #expect(try collection.answerSeconds(ofCards: [11, 31]) == [11: [11: 2], 31: [31: 1]])
    }

    /// The marked cards come from a partial index once it is made: cards marked, unmarked,
    /// added or made pending after it (as a sync's chunks write them) are found as by a pass
    /// over every card; a card missed here would keep a mark the other side took off.
    @Test func theIndexOfMarkedCardsFindsWhatAPassOverEveryCardFinds() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in try db.execute(sql: "UPDATE cards SET queue = -1 WHERE id = 20") }
        try collection.indexMarkedCards()
        try collection.indexMarkedCards()
        let plan = try collection.queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SyncedCollection.pendingOrMarkedSQL).map { $0["detail"] as String? ?? "" }
        }
        #expect(plan.contains { $0.contains(SyncedCollection.markedCardsIndex) }, "\(plan)")
        try collection.queue.write { db in
            try db.execute(sql: "UPDATE cards SET queue = -3 WHERE id = 10")
            try db.execute(sql: "UPDATE cards SET flags = 2 WHERE id = 31")
            try db.execute(sql: "UPDATE cards SET queue = 2 WHERE id = 20")
            try db.execute(sql: "UPDATE cards SET usn = -1 WHERE id = 11")
            try db.execute(sql: "INSERT INTO cards VALUES (40, 3, 1, 2, 1, 9, 2, -1, 5, 1, 0, 0, 0, 0, 0, 0, 0, '')")
        }
        let everyCard = try collection.queue.read { db in
            Set(try Int64.fetchAll(db, sql: "SELECT id FROM cards NOT INDEXED WHERE usn = -1 OR queue < 0 OR flags <> 0"))
        }
        #expect(everyCard == [10, 11, 31, 40])
        #expect(try collection.pendingOrMarkedCardIDs() == everyCard)
    }

    @Test func theSyncStateIsKeptAndForgottenAndTheCardDigestFollowsAddedAndDeletedCards() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try collection.syncState("decks") == nil, "none before it is written")
        try collection.setSyncState(["decks": "a", "cards": "b"])
        try collection.setSyncState(["decks": nil])
        #expect(try collection.syncState("decks") == nil)
        #expect(try collection.syncState("cards") == "b")
        let before = try collection.cardSetDigest()
        try collection.queue.write { db in try db.execute(sql: "UPDATE cards SET queue = -1, usn = -1 WHERE id = 10") }
        #expect(try collection.cardSetDigest() == before, "a card changed, none added or deleted")
        try collection.queue.write { db in try db.execute(sql: "DELETE FROM cards WHERE id = 10") }
        #expect(try collection.cardSetDigest() != before)
    }
}

import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// Changes made here written into the kept collection as Anki's client writes its own, and
/// what the next sync sends of them: graves, note types, tags, notes without sort field.
@Suite struct SyncedCollectionOutgoingTests {
    static func note(_ guid: String) -> SyncedCollection.NewNote {
        SyncedCollection.NewNote(guid: guid, noteTypeID: 7, fields: "front\u{1F}back", tags: " fz ", deckID: 2, created: 1_700_000_000_000, ords: [0])
    }

    @Test func newNotesAndCardsArePendingNewAndTakeFreeIds() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [Self.note("a"), Self.note("b")]
        changes.decks = [(2, #"{"id": 2, "name": "Kitchen", "usn": -1, "mod": 1}"#)]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        try collection.queue.read { db in
            // Both made in the same millisecond: the second takes the next free one.
            #expect(try Int64.fetchAll(db, sql: "SELECT id FROM notes ORDER BY id") == [1_700_000_000_000, 1_700_000_000_001])
            #expect(try Int.fetchAll(db, sql: "SELECT DISTINCT usn FROM cards") == [-1])
            #expect(try Int.fetchAll(db, sql: "SELECT due FROM cards ORDER BY id") == [1, 2], "at the end of the new-card queue")
            #expect(try Int.fetchAll(db, sql: "SELECT DISTINCT type * 10 + queue FROM cards") == [0], "new")
            #expect(try String.fetchOne(db, sql: "SELECT tags FROM col") == #"{"fz":-1}"#)
            #expect(try SyncedCollection.legacy(.decks, in: db)["2"] != nil)
            let rows = try SyncedCollection.pendingRows("notes", in: db)
            #expect(rows.allSatisfy { ($0[7] as? String) == "" && ($0[8] as? String) == "" }, "sort field and checksum go empty")
        }
        let (first, second) = try collection.queue.write { db in
            (try SyncedCollection.takePendingTags(usn: 5, in: db), try SyncedCollection.takePendingTags(usn: 6, in: db))
        }
        #expect(first == ["fz"] && second.isEmpty, "new tags sent once")
        #expect(try collection.stamps().modified >= 1_800_000_000_000, "the collection is changed: the next sync runs")
    }

    @Test func aDeletedCardIsAGraveAndItsNoteOneWhenNoCardIsLeft() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [SyncedCollection.NewNote(guid: "r", noteTypeID: 7, fields: "a\u{1F}b", tags: "", deckID: 1, created: 100, ords: [0, 1])]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        let cards = try collection.keptNotes()["r"]?.cards ?? [:]
        #expect(cards.count == 2)
        var first = SyncedCollection.OutgoingNotes()
        first.deletedCards = [try #require(cards[0])]
        try collection.writeOutgoing(first, now: Date(timeIntervalSince1970: 1_800_000_001))
        var second = SyncedCollection.OutgoingNotes()
        second.deletedCards = [try #require(cards[1])]
        try collection.writeOutgoing(second, now: Date(timeIntervalSince1970: 1_800_000_002))
        try collection.queue.read { db in
            let graves = try SyncedCollection.pendingGraves(in: db)
            #expect(graves.cards == [cards[0]!, cards[1]!] && graves.notes.count == 1 && graves.decks.isEmpty)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM notes") == 0)
            let chunks = graves.chunks(of: 2)
            #expect(chunks.count == 2 && (chunks[0]["cards"] as? [Int64])?.count == 2 && (chunks[1]["notes"] as? [Int64])?.count == 1)
        }
    }

    @Test func theListOfSyncedCardsIsKeptWithItsTime() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try collection.syncedCards().writtenAt == nil, "none before the first")
        let keys: Set = [SyncedCardKey(guid: "a", ord: 0), SyncedCardKey(guid: "a", ord: 1)]
        try collection.recordSyncedCards(keys, now: Date(timeIntervalSince1970: 1_800_000_000))
        try collection.recordSyncedCards(keys, now: Date(timeIntervalSince1970: 1_800_000_100))
        let kept = try collection.syncedCards()
        #expect(kept.keys == keys && kept.writtenAt == Date(timeIntervalSince1970: 1_800_000_100))
        #expect(try collection.stamps().modified == 0, "the list is not a change to send")
    }

    /// The shortcut that copies the list from the collection when every card of it is
    /// listed: the same list as row by row, and only when the keys are all of them.
    @Test func aListOfEveryCardIsCopiedFromTheCollectionAndAPartIsNot() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [SyncedCollection.NewNote(guid: "r", noteTypeID: 7, fields: "a\u{1F}b", tags: "", deckID: 1, created: 100, ords: [0, 1]),
                         Self.note("s")]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        let ids = try collection.cardIDsByKey()
        let all = Set(ids.keys)
        #expect(all == [SyncedCardKey(guid: "r", ord: 0), SyncedCardKey(guid: "r", ord: 1), SyncedCardKey(guid: "s", ord: 0)])
        let now = Date(timeIntervalSince1970: 1_800_000_100)
        try collection.recordSyncedCards(all, now: now, collectionKeys: ids)
        #expect(try collection.syncedCards().keys == all && collection.syncedCards().writtenAt == now)
        let part: Set = [SyncedCardKey(guid: "r", ord: 1)]
        try collection.recordSyncedCards(part, now: now, collectionKeys: ids)
        #expect(try collection.syncedCards().keys == part, "a card not here is never listed: the next sync would delete it on the phone")
    }

    @Test func mediaNamesAreReadFromFields() {
        #expect(SyncedCollection.mediaNames(in: #"<img src="a b.png"> x [sound:c.mp3]<img src='d%20e.jpg'>"#).sorted()
                == ["a b.png", "c.mp3", "d e.jpg"])
    }
}

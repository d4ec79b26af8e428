import Foundation
import Testing
@testable import FlashzillaSync

/// The collection's cards by note GUID and number: what the list of synced cards is checked against.
@Suite struct SyncedCollectionCardKeysTests {
    @Test func everyCardIsItsNotesGUIDAndNumberAndADeletedOneIsGone() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [SyncedCollection.NewNote(guid: "r", noteTypeID: 7, fields: "a\u{1F}b", tags: "", deckID: 1, created: 100, ords: [0, 1]),
                         SyncedCollection.NewNote(guid: "s", noteTypeID: 7, fields: "c\u{1F}d", tags: "", deckID: 1, created: 200, ords: [0])]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try collection.cardKeys() == [SyncedCardKey(guid: "r", ord: 0), SyncedCardKey(guid: "r", ord: 1), SyncedCardKey(guid: "s", ord: 0)])
        var deletion = SyncedCollection.OutgoingNotes()
        deletion.deletedCards = [try #require(collection.keptNotes()["r"]?.cards[1])]
        try collection.writeOutgoing(deletion, now: Date(timeIntervalSince1970: 1_800_000_001))
        #expect(try collection.cardKeys() == [SyncedCardKey(guid: "r", ord: 0), SyncedCardKey(guid: "s", ord: 0)])
    }
}

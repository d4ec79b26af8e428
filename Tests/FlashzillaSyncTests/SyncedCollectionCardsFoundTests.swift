import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// A first sync's look-up of the collection's cards (`CardsFound`): each card's Anki id as
/// `cardIDsByKey` gives it, and whether the decks here met every key, counted once a key
/// however many cards here meet it; only then is the list of synced cards the whole collection.
@Suite struct SyncedCollectionCardsFoundTests {
    static func collection() throws -> (SyncedCollection, URL) {
        let (collection, folder) = try SyncedCollectionTests.collection()
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [SyncedCollection.NewNote(guid: "r", noteTypeID: 7, fields: "a\u{1F}b", tags: "", deckID: 1, created: 100, ords: [0, 1]),
                         SyncedCollection.NewNote(guid: "s", noteTypeID: 7, fields: "c\u{1F}d", tags: "", deckID: 1, created: 200, ords: [0]),
                         SyncedCollection.NewNote(guid: "s", noteTypeID: 7, fields: "e\u{1F}f", tags: "", deckID: 1, created: 300, ords: [0])]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        return (collection, folder)
    }

    static let r0 = SyncedCardKey(guid: "r", ord: 0), r1 = SyncedCardKey(guid: "r", ord: 1), s0 = SyncedCardKey(guid: "s", ord: 0)

    @Test func eachCardHasTheIdCardIDsByKeyGivesIt() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ids = try collection.cardIDsByKey()
        var found = try collection.cardsToFind()
        #expect(found.count == 3)
        for key in [Self.r0, Self.r1, Self.s0] { #expect(found.meet(key) == ids[key], "\(key)") }
        #expect(found.meet(Self.s0) == 0, "two notes share the GUID: no id")
        #expect(found.meet(SyncedCardKey(guid: "t", ord: 0)) == nil, "not in the collection")
    }

    @Test func theWholeCollectionIsListedOnlyWhenEveryKeyWasMet() throws {
        let (collection, folder) = try Self.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var found = try collection.cardsToFind()
        // Three cards here, two of them one key: r1 is not met.
        _ = found.meet(Self.r0)
        _ = found.meet(Self.s0)
        _ = found.meet(Self.s0)
        #expect(!found.metEvery && found.metCount == 2)
        #expect(found.list == .keys([Self.r0, Self.s0]))
        let now = Date(timeIntervalSince1970: 1_800_000_100)
        try collection.recordSyncedCards(found.list, now: now)
        #expect(try collection.syncedCards().keys == [Self.r0, Self.s0], "a card not here is never listed: the next sync would delete it on the phone")
        _ = found.meet(Self.r1)
        #expect(found.metEvery && found.list == .everyCard)
        try collection.recordSyncedCards(found.list, now: now)
        let listed = try collection.syncedCards()
        #expect(listed.keys == [Self.r0, Self.r1, Self.s0] && listed.writtenAt == now)
    }
}

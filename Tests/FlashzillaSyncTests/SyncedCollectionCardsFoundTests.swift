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

    /// The table itself: keys that differ only in number, or are a prefix of another, each
    /// found with its own id; a table sized too small grows; a key added twice has no id.
    @Test func everyKeyIsFoundWithItsOwnIdWhateverItsNeighbours() {
        var found = SyncedCollection.CardsFound(capacity: 1)
        func add(_ guid: String, _ ord: Int, _ id: Int64) {
            var guid = guid
            guid.withUTF8 { found.add($0, ord: ord, id: id) }
        }
        var expected: [SyncedCardKey: Int64] = [:]
        for n in 0..<1_000 {
            // Three numbers a GUID; some GUIDs a prefix of others ("g1", "g12").
            let guid = String(repeating: "g", count: (n / 3) % 7) + String(n / 3)
            add(guid, n % 3, Int64(n + 1))
            expected[SyncedCardKey(guid: guid, ord: n % 3)] = Int64(n + 1)
        }
        add("", 0, 5_000)
        add("twice", 0, 6_000)
        add("twice", 0, 7_000)
        expected[SyncedCardKey(guid: "", ord: 0)] = 5_000
        expected[SyncedCardKey(guid: "twice", ord: 0)] = 0
        #expect(found.count == expected.count)
        for (key, id) in expected { #expect(found.meet(key) == id, "\(key)") }
        #expect(found.meet(SyncedCardKey(guid: "1", ord: 5)) == nil && found.meet(SyncedCardKey(guid: "gg", ord: 0)) == nil)
        #expect(found.metEvery && found.list == .everyCard)
    }
}

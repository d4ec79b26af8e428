import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// The kept map from cards here to the collection's cards (`CardIDMap`): written with the
/// list of synced cards, read back only for the cards asked about, and a key two cards
/// share gets no id (the map must not pick one of them).
@Suite struct SyncedCollectionCardIDMapTests {
    @Test func theMapIsKeptWithTheListAndAnswersForTheCardsAskedOnly() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deck = UUID(), other = UUID(), first = UUID(), second = UUID(), third = UUID(), unknown = UUID()
        var map = SyncedCollection.CardIDMap(), otherMap = SyncedCollection.CardIDMap()
        map.append(first, ankiID: 1_700_000_000_001)
        map.append(second, ankiID: -5)
        otherMap.append(third, ankiID: 42)
        #expect(try collection.mappedCardIDs([deck: [first]]).isEmpty, "no map before the list is first written")
        try collection.recordSyncedCards([], now: Date(timeIntervalSince1970: 1_800_000_000), cardIDs: [deck: map, other: otherMap])
        let found = try collection.mappedCardIDs([deck: [first, second, unknown, third], other: [third, first]])
        #expect(found[deck] == [first: 1_700_000_000_001, second: -5], "each card's own id; a card of another deck or none is left out")
        #expect(found[other] == [third: 42])
        // Written again: the old entries go.
        try collection.recordSyncedCards([], now: Date(timeIntervalSince1970: 1_800_000_100), cardIDs: [other: otherMap])
        #expect(try collection.mappedCardIDs([deck: [first], other: [third]]) == [other: [third: 42]])
        // A list written without a map leaves the map as it was.
        try collection.recordSyncedCards([], now: Date(timeIntervalSince1970: 1_800_000_200))
        #expect(try collection.mappedCardIDs([other: [third]]) == [other: [third: 42]])
    }

    /// The map's scan skips most entries by a table of bits: every card asked for that the
    /// map has is still found, with its own id, among thousands (ids sharing their first bytes too).
    @Test func aFewCardsAskedOfThousandsAreEachFoundWithTheirOwnID() {
        var map = SyncedCollection.CardIDMap()
        var cards: [UUID] = (0..<5_000).map { _ in UUID() }
        // Ids alike in their first 8 bytes, differing after.
        let alike = (0..<20).map { index -> UUID in
            var bytes = UUID().uuid
            (bytes.0, bytes.1, bytes.2, bytes.3, bytes.4, bytes.5, bytes.6, bytes.7) = (1, 2, 3, 4, 5, 6, 7, 8)
            bytes.15 = UInt8(index)
            return UUID(uuid: bytes)
        }
        cards += alike
        for (index, card) in cards.enumerated() { map.append(card, ankiID: 1_000_000 + Int64(index)) }
        let asked = Set(cards.enumerated().filter { $0.offset % 97 == 3 }.map(\.element) + alike.prefix(3) + [UUID(), UUID()])
        let found = map.ankiIDs(of: asked)
        let expected = Dictionary(uniqueKeysWithValues: cards.enumerated().filter { asked.contains($0.element) }.map { ($0.element, 1_000_000 + Int64($0.offset)) })
        #expect(found == expected)
        #expect(found.count == asked.count - 2, "all but the two the map lacks")
    }

    @Test func aKeyTwoCardsShareHasNoID() throws {
        let (collection, folder) = try SyncedCollectionTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changes = SyncedCollection.OutgoingNotes()
        changes.added = [SyncedCollection.NewNote(guid: "r", noteTypeID: 7, fields: "a\u{1F}b", tags: "", deckID: 1, created: 100, ords: [0, 1]),
                         SyncedCollection.NewNote(guid: "s", noteTypeID: 7, fields: "c\u{1F}d", tags: "", deckID: 1, created: 200, ords: [0]),
                         SyncedCollection.NewNote(guid: "s", noteTypeID: 7, fields: "e\u{1F}f", tags: "", deckID: 1, created: 300, ords: [0])]
        try collection.writeOutgoing(changes, now: Date(timeIntervalSince1970: 1_800_000_000))
        let ids = try collection.cardIDsByKey()
        let cards = try collection.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT notes.guid, cards.ord, cards.id FROM cards JOIN notes ON notes.id = cards.nid")
        }
        let idOf = { (guid: String, ord: Int) -> Int64? in cards.first { $0[0] == guid && $0[1] == ord }?[2] }
        #expect(ids.count == 3)
        #expect(ids[SyncedCardKey(guid: "r", ord: 0)] == idOf("r", 0) && ids[SyncedCardKey(guid: "r", ord: 1)] == idOf("r", 1))
        #expect(ids[SyncedCardKey(guid: "r", ord: 0)] != 0)
        #expect(ids[SyncedCardKey(guid: "s", ord: 0)] == 0, "two notes share the GUID: neither card is the key's")
    }
}

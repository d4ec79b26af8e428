import Foundation
import GRDB

/// The cards that were both here and in the kept collection when the last sync ended: what
/// tells a card deleted here (in this list, still in the collection, gone here: a grave to
/// send) from one that never arrived here (an import skipped it: nothing to send), and a
/// card deleted on the other side (in this list, gone from the collection: delete it here)
/// from one made here (in neither: a new note to send). Kept in a table of Flashzilla's own
/// in the kept collection, which the protocol never sends.
extension SyncedCollection {
    static let syncedCardsTable = "flashzilla_synced_cards"

    /// The list, and when it was written (nil: never, a collection synced before it existed).
    public func syncedCards() throws(SyncError) -> (keys: Set<SyncedCardKey>, writtenAt: Date?) {
        do {
            return try queue.read { db in
                guard try db.tableExists(Self.syncedCardsTable) else { return ([], nil) }
                var keys = Set<SyncedCardKey>()
                let rows = try Row.fetchCursor(db, sql: "SELECT guid, ord FROM \(Self.syncedCardsTable) WHERE guid != ''")
                while let row = try rows.next() { keys.insert(SyncedCardKey(guid: row[0], ord: row[1])) }
                // The time is kept as the row of the empty GUID.
                let written = try Int64.fetchOne(db, sql: "SELECT ord FROM \(Self.syncedCardsTable) WHERE guid = ''")
                return (keys, written.map { Date(timeIntervalSince1970: TimeInterval($0)) })
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Replaces the list with `keys`, written at `now`. `collectionKeys`: the collection's
    /// cards as `cardIDsByKey()` read them just before; when `keys` are all of them (a first
    /// sync, or a sync after which every card is here), the list is copied from the
    /// collection in one statement, not written row by row (50,000 cards: 75 ms).
    /// `cardIDs`: the kept map from cards here to Anki's (`CardIDMap`), replaced in the same write.
    public func recordSyncedCards(_ keys: Set<SyncedCardKey>, now: Date, collectionKeys: [SyncedCardKey: Int64]? = nil,
                                  cardIDs: [UUID: CardIDMap]? = nil) throws(SyncError) {
        let every = if let collectionKeys { keys.count == collectionKeys.count && keys.allSatisfy { collectionKeys[$0] != nil } } else { false }
        try recordSyncedCards(now: now, cardIDs: cardIDs) { db in
            if every { return try Self.listEveryCard(in: db) }
            let insert = try db.makeStatement(sql: "INSERT INTO \(Self.syncedCardsTable) VALUES (?, ?)")
            for key in keys where !key.guid.isEmpty { try insert.execute(arguments: [key.guid, key.ord]) }
        }
    }

    /// What a first sync lists (`CardsFound.list`): every card of the collection, or these.
    public enum SyncedCardList: Sendable, Equatable {
        case everyCard
        case keys(Set<SyncedCardKey>)
    }

    /// Replaces the list: with every card of the collection, copied from it in one statement
    /// (a first sync whose decks here have every card of it, told without a set of their
    /// keys), or as `recordSyncedCards(_:now:collectionKeys:cardIDs:)` with `keys`.
    public func recordSyncedCards(_ list: SyncedCardList, now: Date, cardIDs: [UUID: CardIDMap]? = nil) throws(SyncError) {
        switch list {
        case .keys(let keys): try recordSyncedCards(keys, now: now, cardIDs: cardIDs)
        case .everyCard: try recordSyncedCards(now: now, cardIDs: cardIDs) { db in try Self.listEveryCard(in: db) }
        }
    }

    /// The list's write: emptied, its rows put in by `rows`, its time, and the kept map.
    private func recordSyncedCards(now: Date, cardIDs: [UUID: CardIDMap]?, rows: (Database) throws -> Void) throws(SyncError) {
        do {
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(Self.syncedCardsTable) (guid TEXT NOT NULL, ord INTEGER NOT NULL, PRIMARY KEY (guid, ord)) WITHOUT ROWID")
                try db.execute(sql: "DELETE FROM \(Self.syncedCardsTable)")
                try rows(db)
                try db.execute(sql: "INSERT INTO \(Self.syncedCardsTable) VALUES ('', ?)", arguments: [Int64(now.timeIntervalSince1970.rounded(.down))])
                if let cardIDs { try Self.writeCardIDMap(cardIDs, in: db) }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Every card of the collection into the list: the same query as `cardKeys()`; a GUID two
    /// notes share is listed once, as in a set.
    private static func listEveryCard(in db: Database) throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO \(syncedCardsTable)
              SELECT notes.guid, cards.ord FROM cards JOIN notes ON notes.id = cards.nid WHERE notes.guid != ''
            """)
    }
}

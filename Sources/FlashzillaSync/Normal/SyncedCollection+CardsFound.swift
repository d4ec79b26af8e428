import Foundation
import GRDB

extension SyncedCollection {
    /// Every card of the collection by its note's GUID and number, as `cardIDsByKey()` reads
    /// them, marking which of them the decks here have: a first sync meets each card here
    /// once and needs to know only whether it met every card of the collection (then the
    /// list of synced cards is copied from the collection, `recordSyncedCards(everyCard:)`).
    /// One table of positions instead of a dictionary of ids and a set of the cards met
    /// (50,000 cards: 4.7 MB less at the first sync's peak, and a third of the hashing).
    public struct CardsFound: Sendable {
        private var positions: [SyncedCardKey: Int32] = [:]
        /// Each card's Anki id by position; 0: a key two cards share (no id, as `cardIDsByKey`).
        private var ids: [Int64] = []
        private var met: [Bool] = []
        /// How many of the collection's keys the decks here have.
        public private(set) var metCount = 0

        /// The collection's keys, each with its position.
        public var count: Int { ids.count }

        /// Whether every key of the collection was met.
        public var metEvery: Bool { metCount == ids.count }

        /// The card's Anki id (0 for a key two cards share), marked as met; nil: not in the collection.
        public mutating func meet(_ key: SyncedCardKey) -> Int64? {
            guard let position = positions[key].map(Int.init) else { return nil }
            if !met[position] {
                met[position] = true
                metCount += 1
            }
            return ids[position]
        }

        /// The list of synced cards: every card of the collection when every key was met, else the keys met.
        public var list: SyncedCardList {
            metEvery ? .everyCard : .keys(Set(positions.lazy.filter { met[Int($0.value)] }.map(\.key)))
        }

        mutating func add(_ key: SyncedCardKey, id: Int64) {
            if let position = positions[key] {
                ids[Int(position)] = 0
                return
            }
            positions[key] = Int32(ids.count)
            ids.append(id)
            met.append(false)
        }

        mutating func reserve(_ count: Int) {
            positions.reserveCapacity(count)
            ids.reserveCapacity(count)
            met.reserveCapacity(count)
        }
    }

    /// The collection's cards (`CardsFound`), none met yet.
    public func cardsToFind() throws(SyncError) -> CardsFound {
        do {
            return try queue.read { db in
                var found = CardsFound()
                // Room made first: grown by doubling, the table would be held twice while it grows.
                found.reserve(try Int.fetchOne(db, sql: "SELECT count(*) FROM cards") ?? 0)
                let rows = try Row.fetchCursor(db, sql: "SELECT notes.guid, cards.ord, cards.id FROM cards JOIN notes ON notes.id = cards.nid")
                while let row = try rows.next() { found.add(SyncedCardKey(guid: row[0], ord: row[1]), id: row[2]) }
                return found
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

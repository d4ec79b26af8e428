import FlashzillaAnki
import Foundation
import GRDB

extension SyncedCollection {
    /// Every card of the collection by its note's GUID and number, as `cardIDsByKey()` reads
    /// them, marking which of them the decks here have: a first sync meets each card here
    /// once and needs to know only whether it met every card of the collection (then the
    /// list of synced cards is copied from the collection: `list`).
    /// An open-addressing table over the GUIDs' UTF-8 bytes (compared as SQLite compares
    /// them, not by Unicode equivalence: a GUID is the same bytes on both sides, read from
    /// the same rows), instead of a dictionary of ids and a set of the cards met: 50,000
    /// cards hashed as `String`s took 25 ms of the first sync and 4.7 MB at its peak.
    public struct CardsFound: Sendable {
        /// Every key's GUID, one after another, and where each ends.
        private var guids: [UInt8] = []
        private var ends: [Int32] = []
        private var ords: [Int] = []
        /// Each card's Anki id by position; 0: a key two cards share (no id, as `cardIDsByKey`).
        private var ids: [Int64] = []
        private var met: [Bool] = []
        /// Positions + 1 by hash (0: empty), a power of two at least twice the keys.
        private var slots: [Int32] = []
        /// How many of the collection's keys the decks here have.
        public private(set) var metCount = 0

        /// The collection's keys.
        public var count: Int { ids.count }

        /// Whether every key of the collection was met.
        public var metEvery: Bool { metCount == ids.count }

        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size *= 2 }
            slots = [Int32](repeating: 0, count: size)
            guids.reserveCapacity(capacity * 10)
            ends.reserveCapacity(capacity)
            ords.reserveCapacity(capacity)
            ids.reserveCapacity(capacity)
            met.reserveCapacity(capacity)
        }

        /// The card's Anki id (0 for a key two cards share), marked as met; nil: not in the collection.
        public mutating func meet(_ key: SyncedCardKey) -> Int64? {
            var guid = key.guid
            let position = guid.withUTF8 { find($0, ord: key.ord).position }
            guard let position else { return nil }
            if !met[position] {
                met[position] = true
                metCount += 1
            }
            return ids[position]
        }

        /// The list of synced cards: every card of the collection when every key was met, else the keys met.
        public var list: SyncedCardList {
            guard !metEvery else { return .everyCard }
            var keys = Set<SyncedCardKey>()
            for position in ids.indices where met[position] {
                keys.insert(SyncedCardKey(guid: String(decoding: guid(at: position), as: UTF8.self), ord: ords[position]))
            }
            return .keys(keys)
        }

        mutating func add(_ guid: UnsafeBufferPointer<UInt8>, ord: Int, id: Int64) {
            // Grown by doubling if the count asked first was short (the cards changed meanwhile).
            if 2 * (ids.count + 1) > slots.count { rehash(size: slots.count * 2) }
            let (position, slot) = find(guid, ord: ord)
            if let position {
                ids[position] = 0
                return
            }
            guids.append(contentsOf: guid)
            ends.append(Int32(guids.count))
            ords.append(ord)
            ids.append(id)
            met.append(false)
            slots[slot] = Int32(ids.count)
        }

        private func guid(at position: Int) -> ArraySlice<UInt8> {
            guids[start(of: position)..<Int(ends[position])]
        }

        private func start(of position: Int) -> Int { position == 0 ? 0 : Int(ends[position - 1]) }

        /// The key's position, or nil and the empty slot where it would go.
        private func find(_ guid: UnsafeBufferPointer<UInt8>, ord: Int) -> (position: Int?, slot: Int) {
            let mask = slots.count - 1
            var slot = Self.hash(guid, ord: ord) & mask
            return guids.withUnsafeBufferPointer { all in
                while slots[slot] != 0 {
                    let position = Int(slots[slot]) - 1, start = start(of: position)
                    if ords[position] == ord, Int(ends[position]) - start == guid.count,
                       guid.isEmpty || memcmp(all.baseAddress! + start, guid.baseAddress!, guid.count) == 0 {
                        return (position, slot)
                    }
                    slot = (slot + 1) & mask
                }
                return (nil, slot)
            }
        }

        private mutating func rehash(size: Int) {
            slots = [Int32](repeating: 0, count: size)
            let mask = size - 1
            for position in ids.indices {
                var slot = guid(at: position).withUnsafeBufferPointer { Self.hash($0, ord: ords[position]) } & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(position + 1)
            }
        }

        /// FNV-1a over the bytes and the number: keys are not chosen against us (a GUID's
        /// worst case is a longer probe, never a wrong answer).
        private static func hash(_ guid: UnsafeBufferPointer<UInt8>, ord: Int) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in guid { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ UInt64(truncatingIfNeeded: ord)) &* 0x100_0000_01b3
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }

    /// The collection's cards (`CardsFound`), none met yet.
    public func cardsToFind() throws(SyncError) -> CardsFound {
        do {
            return try queue.read { db in
                var found = CardsFound(capacity: try Int.fetchOne(db, sql: "SELECT count(*) FROM cards") ?? 0)
                try CollectionRows.forEach(db, sql: "SELECT notes.guid, cards.ord, cards.id FROM cards JOIN notes ON notes.id = cards.nid") { row in
                    // Through a String, as the import read it (bytes not UTF-8 repaired alike).
                    var guid = row.string(0)
                    guid.withUTF8 { found.add($0, ord: row.int(1), id: row.int64(2)) }
                }
                return found
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

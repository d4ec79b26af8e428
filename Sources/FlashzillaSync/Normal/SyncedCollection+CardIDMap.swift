import Foundation
import GRDB

/// The kept map from cards here to the collection's cards: each deck's cards (their ids here)
/// with the Anki card of their note GUID and number, written with the list of synced cards
/// (the pass that writes the list meets every card here anyway). A hint only: a sync that
/// reads it checks each entry against the card it names (`SyncedCardFinder`), so an entry
/// gone stale (a card deleted, moved, its note changed) costs the pass over every card,
/// never an answer sent for another card.
extension SyncedCollection {
    static let cardIDMapTable = "flashzilla_card_ids"

    /// One deck's entries: 24 bytes each, the card's id here (16) and its Anki id (8, little-endian).
    public struct CardIDMap: Sendable, Equatable {
        public private(set) var bytes: [UInt8] = []

        public init() {}

        /// Room for `cards` entries made at once (grown by doubling, a large deck's map is held twice while it grows).
        public init(reserving cards: Int) { bytes.reserveCapacity(cards * 24) }

        init(bytes: [UInt8]) { self.bytes = bytes }

        public mutating func append(_ card: UUID, ankiID: Int64) {
            withUnsafeBytes(of: card.uuid) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: ankiID.littleEndian) { bytes.append(contentsOf: $0) }
        }

        /// The Anki ids of those of `cards` the map has.
        func ankiIDs(of cards: Set<UUID>) -> [UUID: Int64] {
            // A few cards asked of tens of thousands: an entry is first tested against a table
            // of bits by 12 bits of its id's first 8 bytes, and only a hit is made a UUID and hashed.
            var table = [UInt64](repeating: 0, count: 64)
            for card in cards {
                let slot = Self.slot(withUnsafeBytes(of: card.uuid) { $0.loadUnaligned(as: UInt64.self) })
                table[slot >> 6] |= 1 << UInt64(slot & 63)
            }
            var found: [UUID: Int64] = [:]
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset + 24 <= raw.count {
                    let slot = Self.slot(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    if table[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
                        let card = UUID(uuid: raw.loadUnaligned(fromByteOffset: offset, as: uuid_t.self))
                        if cards.contains(card) { found[card] = Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: Int64.self)) }
                    }
                    offset += 24
                }
            }
            return found
        }

        /// One of 4,096 slots for an id's first 8 bytes (mixed: a made id's bytes may share a prefix).
        private static func slot(_ prefix: UInt64) -> Int {
            Int(truncatingIfNeeded: (prefix &* 0x9E37_79B9_7F4A_7C15) >> 52)
        }
    }

    /// Every card of the collection by its note's GUID and number, with its Anki id; a key two
    /// cards share (a GUID two notes share) has 0, no id: the map leaves such cards out.
    public func cardIDsByKey() throws(SyncError) -> [SyncedCardKey: Int64] {
        do {
            return try queue.read { db in
                var ids: [SyncedCardKey: Int64] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT notes.guid, cards.ord, cards.id FROM cards JOIN notes ON notes.id = cards.nid")
                while let row = try rows.next() {
                    let key = SyncedCardKey(guid: row[0], ord: row[1]), id: Int64 = row[2]
                    ids[key] = ids[key] == nil ? id : 0
                }
                return ids
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Replaces the map (inside the list's own write: `recordSyncedCards`).
    static func writeCardIDMap(_ maps: [UUID: CardIDMap], in db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(cardIDMapTable) (deck BLOB PRIMARY KEY, cards BLOB NOT NULL) WITHOUT ROWID")
        try db.execute(sql: "DELETE FROM \(cardIDMapTable)")
        let insert = try db.makeStatement(sql: "INSERT INTO \(cardIDMapTable) VALUES (?, ?)")
        for (deck, map) in maps where !map.bytes.isEmpty {
            try insert.execute(arguments: [withUnsafeBytes(of: deck.uuid) { Data($0) }, Data(map.bytes)])
        }
    }

    /// The Anki ids the kept map has for `cards` (by deck id); those it lacks are left out
    /// (all of them without a map). Unchecked: the caller checks each against its card.
    public func mappedCardIDs(_ cards: [UUID: Set<UUID>]) throws(SyncError) -> [UUID: [UUID: Int64]] {
        do {
            return try queue.read { db in
                guard try db.tableExists(Self.cardIDMapTable) else { return [:] }
                let select = try db.makeStatement(sql: "SELECT cards FROM \(Self.cardIDMapTable) WHERE deck = ?")
                var found: [UUID: [UUID: Int64]] = [:]
                for (deck, wanted) in cards where !wanted.isEmpty {
                    guard let data = try Data.fetchOne(select, arguments: [withUnsafeBytes(of: deck.uuid) { Data($0) }]) else { continue }
                    found[deck] = CardIDMap(bytes: Array(data)).ankiIDs(of: wanted)
                }
                return found
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

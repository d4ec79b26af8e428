import Foundation
import GRDB

extension SyncedCollection {
    /// A card the other side moved to another deck (Anki's Change Deck): same note, another home deck.
    public struct CardMove: Equatable, Sendable {
        public var card: Int64
        public var guid: String
        public var ordinal: Int
        /// The Anki decks it was in and is in (ids), and their names now (nil: no such deck now).
        public var fromDeck: Int64, toDeck: Int64
        public var fromName: String?, toName: String
    }

    /// The cards of `placements` (`placementsBefore().cards`) whose note stayed and whose home
    /// deck changed. A card that was in a filtered deck is left out (its home deck then is not
    /// known), and one put in a filtered deck counts by its home deck.
    public func cardMoves(placements: [Int64: CardPlacement?]) throws(SyncError) -> [CardMove] {
        let placed = placements.compactMapValues { $0 }
        guard !placed.isEmpty else { return [] }
        do {
            return try queue.read { db in
                var names: [Int64: String] = [:], filtered: Set<Int64> = []
                for case let (_, deck as [String: Any]) in try Self.legacy(.decks, in: db) {
                    guard let id = SyncJSON.integer(deck["id"]) else { continue }
                    names[id] = deck["name"] as? String
                    if SyncJSON.integer(deck["dyn"]) ?? 0 != 0 { filtered.insert(id) }
                }
                var moves: [CardMove] = []
                let ids = placed.keys.sorted().map(String.init).joined(separator: ",")
                let rows = try Row.fetchCursor(db, sql: """
                    SELECT cards.id, cards.nid, CASE WHEN cards.odid != 0 THEN cards.odid ELSE cards.did END, notes.guid, cards.ord
                    FROM cards JOIN notes ON notes.id = cards.nid WHERE cards.id IN (\(ids)) ORDER BY cards.id
                    """)
                while let row = try rows.next() {
                    let id: Int64 = row[0], note: Int64 = row[1], deck: Int64 = row[2]
                    guard let was = placed[id], was.note == note, was.deck != deck, !filtered.contains(was.deck),
                          let name = names[deck] else { continue }
                    moves.append(CardMove(card: id, guid: row[3], ordinal: row[4], fromDeck: was.deck, toDeck: deck,
                                          fromName: names[was.deck], toName: name))
                }
                return moves
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

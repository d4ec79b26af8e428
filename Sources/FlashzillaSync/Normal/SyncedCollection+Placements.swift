import Foundation
import GRDB

/// Where each card the server sends was before the normal sync (its note and deck, or that
/// it is new here): a change set whose cards all stay where they were, of notes and note
/// types and decks that did not change, only brings answers and states, and can be merged
/// without reading the decks (`SyncAnswersImport`). Noted by temporary triggers on this
/// connection, in the sync's own transaction: nothing is written to the file.
extension SyncedCollection {
    /// A card's note and deck before the sync; nil for a card new here.
    public struct CardPlacement: Equatable, Sendable {
        public var note: Int64
        public var deck: Int64
    }

    /// Starts noting where the cards the server replaces or adds were (call before `NormalSync.run`).
    /// `keepingDecksBeforeAs`: also keeps the decks (`col.decks`) as they were before the
    /// sync first changes them in the sync state under that key, in the sync's own
    /// transaction (no commit of their own, and only when they change), unless the key
    /// holds decks already (kept by a sync that did not finish: the changes since are all
    /// still to apply). `stopKeepingDecks()` ends it.
    public func watchCardPlacements(keepingDecksBeforeAs key: String? = nil) throws(SyncError) {
        do {
            if let key {
                let literal = "'" + key.replacingOccurrences(of: "'", with: "''") + "'"
                try queue.inDatabase { db in
                    try db.execute(sql: """
                        CREATE TABLE IF NOT EXISTS \(Self.syncStateTable) (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                        CREATE TEMP TRIGGER IF NOT EXISTS flashzilla_decks_kept BEFORE UPDATE OF decks ON main.col BEGIN
                          INSERT INTO \(Self.syncStateTable) (key, value) SELECT \(literal), old.decks
                          WHERE NOT EXISTS (SELECT 1 FROM main.\(Self.syncStateTable) WHERE key = \(literal));
                        END;
                        """)
                }
            }
            try queue.inDatabase { db in
                // (A trigger's INSERT takes the outer statement's conflict clause, the
                // sync's OR REPLACE: the first row of a card is kept by NOT IN instead.)
                try db.execute(sql: """
                    CREATE TEMP TABLE IF NOT EXISTS flashzilla_placed_before (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER);
                    DELETE FROM flashzilla_placed_before;
                    CREATE TEMP TRIGGER IF NOT EXISTS flashzilla_card_inserted BEFORE INSERT ON main.cards BEGIN
                      INSERT INTO flashzilla_placed_before
                      SELECT new.id, (SELECT nid FROM main.cards WHERE id = new.id), (SELECT did FROM main.cards WHERE id = new.id)
                      WHERE new.id NOT IN (SELECT id FROM flashzilla_placed_before);
                    END;
                    CREATE TEMP TABLE IF NOT EXISTS flashzilla_decks_before (decks TEXT NOT NULL);
                    DELETE FROM flashzilla_decks_before;
                    CREATE TEMP TRIGGER IF NOT EXISTS flashzilla_decks_changed BEFORE UPDATE OF decks ON main.col BEGIN
                      INSERT INTO flashzilla_decks_before SELECT old.decks WHERE NOT EXISTS (SELECT 1 FROM flashzilla_decks_before);
                    END;
                    CREATE TEMP TRIGGER IF NOT EXISTS flashzilla_card_moved BEFORE UPDATE OF nid, did ON main.cards BEGIN
                      INSERT INTO flashzilla_placed_before SELECT old.id, old.nid, old.did
                      WHERE old.id NOT IN (SELECT id FROM flashzilla_placed_before);
                    END;
                    """)
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Stops keeping the decks before the sync (`watchCardPlacements(keepingDecksBeforeAs:)`):
    /// a later change of the decks on this connection is not the sync's.
    public func stopKeepingDecks() throws(SyncError) {
        do {
            try queue.inDatabase { db in try db.execute(sql: "DROP TRIGGER IF EXISTS temp.flashzilla_decks_kept") }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// The cards the sync added or replaced since `watchCardPlacements()`, with where they
    /// were (nil: new here). A card not in it was not sent by the server.
    /// `decks`: the decks (`col.decks`, JSON) before the sync, nil if the sync left them alone.
    public func placementsBefore() throws(SyncError) -> (cards: [Int64: CardPlacement?], decks: String?) {
        do {
            return try queue.inDatabase { db in
                let decks = try String.fetchOne(db, sql: "SELECT decks FROM temp.flashzilla_decks_before")
                var placed: [Int64: CardPlacement?] = [:]
                let rows = try Row.fetchCursor(db, sql: "SELECT id, nid, did FROM temp.flashzilla_placed_before")
                while let row = try rows.next() {
                    let note: Int64? = row[1], deck: Int64? = row[2]
                    // (updateValue: a subscript set to nil would drop the card new here.)
                    placed.updateValue(note.flatMap { note in deck.map { CardPlacement(note: note, deck: $0) } }, forKey: row[0])
                }
                return (placed, decks)
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// Whether every card the sync added or replaced (`placementsBefore()`) was here before
    /// it: with no card deleted either, the collection has the cards it had, by id (its
    /// `cardSetDigest()` is as before, without a pass over every card to find so).
    public static func noCardCame(_ before: (cards: [Int64: CardPlacement?], decks: String?)) -> Bool {
        before.cards.values.allSatisfy { $0 != nil }
    }

    /// Why the change set at `file` (`writeChanged(fromUSN:to:)`'s) is not answers only:
    /// a note or note type changed at or above `usn` (or pending), a deck was renamed, or a
    /// card the server sent is new here or moved to another note or deck (`before`); nil
    /// when it is answers, states and marks only, every card where the decks had it after
    /// the last sync. (Every answer changes its deck's counts for the day: a deck's usn says nothing.)
    public static func notAnswersOnly(changeSetAt file: URL, fromUSN usn: Int,
                                      before: (cards: [Int64: CardPlacement?], decks: String?)) throws(SyncError) -> String? {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let changed = try DatabaseQueue(path: file.path, configuration: configuration)
            defer { try? changed.close() }
            return try changed.read { db -> String? in
                let since = "usn >= \(usn) OR usn = -1"
                if let note = try Int64.fetchOne(db, sql: "SELECT id FROM notes WHERE \(since) LIMIT 1") { return "note \(note) changed" }
                let rows = try Row.fetchCursor(db, sql: "SELECT id, nid, did FROM cards")
                while let row = try rows.next() {
                    let id: Int64 = row[0]
                    guard let was = before.cards[id] else { continue }
                    guard let was, was == CardPlacement(note: row[1], deck: row[2]) else { return "card \(id) is new or moved" }
                }
                guard let col = try Row.fetchOne(db, sql: "SELECT models, decks FROM col") else { return "no collection row" }
                for (id, object) in try objects(col[0]) {
                    guard let usnOf = object["usn"] as? Int else { return "note type \(id) has no usn" }
                    if usnOf >= usn || usnOf == -1 { return "note type \(id) changed" }
                }
                if let decksBefore = before.decks {
                    let was = try objects(decksBefore)
                    for (id, deck) in try objects(col[1]) where was[id] != nil && was[id]?["name"] as? String != deck["name"] as? String {
                        return "deck \(id) renamed"
                    }
                }
                return nil
            }
        } catch {
            throw .localCollection("\(file.path): \(error)")
        }
    }

    /// Anki's JSON of note types or decks, by id.
    private static func objects(_ text: String) throws -> [String: [String: Any]] {
        guard let objects = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]] else {
            throw SyncError.localCollection("note types or decks that are not JSON objects")
        }
        return objects
    }
}

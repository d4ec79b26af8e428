import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// What tells a normal sync's change set of answers alone (merged without the decks) from
/// one that changes what the decks hold: where the cards the server sent were, and whether
/// a note, note type or deck name changed.
@Suite struct SyncedCollectionPlacementsTests {
    /// Why the change set after `sync` (run as the server's rows are taken, at usn 8) is not
    /// answers only; nil when it is. Before it: the changed-set tests' collection (deck 1,
    /// note type 7, at usn 3 or 7).
    static func verdict(_ sync: (Database) throws -> Void) throws -> String? {
        let (collection, folder) = try SyncedCollectionChangedTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Phone", "usn": 3}}', models = '{"7": {"usn": 3}}'"#)
        }
        try collection.watchCardPlacements()
        try collection.queue.write { db in try sync(db) }
        let file = folder.appendingPathComponent("changed.anki2")
        try collection.writeChanged(fromUSN: 8, to: file)
        return try SyncedCollection.notAnswersOnly(changeSetAt: file, fromUSN: 8, before: collection.placementsBefore())
    }

    /// Card 31 as the server sends it: note 3, ordinal 1, in `deck`, answered at usn 8.
    static func replaceCard31(_ db: Database, deck: Int = 1, note: Int = 3) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO cards VALUES (31, ?, ?, 1, 2, 8, 2, 2, 9, 4, 0, 0, 0, 0, 0, 0, 0, '')", arguments: [note, deck])
        try db.execute(sql: "INSERT INTO revlog VALUES (31900, 31, 8, 3, 4, 1, 0, 1000, 1)")
    }

    @Test func answersAndTheDayCountsOfTheirDeckAreAnswersOnly() throws {
        #expect(try Self.verdict { db in
            try Self.replaceCard31(db)
            // Every answer on the phone changes its deck's counts for the day.
            try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Phone", "usn": 8, "revToday": [1, 1]}}'"#)
            try db.execute(sql: "UPDATE cards SET queue = -1, usn = 8 WHERE id = 30")
        } == nil)
    }

    @Test func aCardMovedOrNewOrANoteOrNoteTypeChangedOrADeckRenamedIsNot() throws {
        #expect(try Self.verdict { db in try Self.replaceCard31(db, deck: 2) } == "card 31 is new or moved")
        #expect(try Self.verdict { db in try Self.replaceCard31(db, note: 1) } == "card 31 is new or moved")
        #expect(try Self.verdict { db in
            try db.execute(sql: "INSERT INTO cards VALUES (32, 3, 1, 2, 2, 8, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, '')")
        } == "card 32 is new or moved")
        #expect(try Self.verdict { db in
            try Self.replaceCard31(db)
            try db.execute(sql: "UPDATE notes SET flds = 'edited', usn = 8 WHERE id = 3")
        } == "note 3 changed")
        #expect(try Self.verdict { db in
            try Self.replaceCard31(db)
            try db.execute(sql: #"UPDATE col SET models = '{"7": {"usn": 8}}'"#)
        } == "note type 7 changed")
        #expect(try Self.verdict { db in
            try Self.replaceCard31(db)
            try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Phone::Verbs", "usn": 8}}'"#)
        } == "deck 1 renamed")
        // A card moved twice in one sync is judged by where it was before the first.
        #expect(try Self.verdict { db in
            try Self.replaceCard31(db, deck: 2)
            try db.execute(sql: "UPDATE cards SET did = 1 WHERE id = 31")
        } == nil)
        #expect(try Self.verdict { db in
            try db.execute(sql: "UPDATE cards SET did = 2, usn = 8 WHERE id = 30")
            try db.execute(sql: "INSERT OR REPLACE INTO cards VALUES (30, 3, 2, 0, 2, 8, 2, 2, 9, 4, 0, 0, 0, 0, 0, 0, 0, '')")
        } == "card 30 is new or moved")
    }

    /// The card set's digest after a sync that only replaced cards already here is the one
    /// before (so the pass over every card that finds it is skipped); a sync that brought a
    /// card new here or took one away changes it, and `noCardCame` says no.
    @Test func noCardCameOnlyWhenEveryCardSentWasHereAndTheDigestStands() throws {
        func digests(_ sync: (Database) throws -> Void) throws -> (noCardCame: Bool, same: Bool) {
            let (collection, folder) = try SyncedCollectionChangedTests.collection()
            defer { try? FileManager.default.removeItem(at: folder) }
            let before = try collection.cardSetDigest()
            try collection.watchCardPlacements()
            try collection.queue.write { db in try sync(db) }
            return (SyncedCollection.noCardCame(try collection.placementsBefore()), try collection.cardSetDigest() == before)
        }
        #expect(try digests { db in try Self.replaceCard31(db) } == (true, true))
        #expect(try digests { db in try Self.replaceCard31(db, deck: 2, note: 1) } == (true, true))
        #expect(try digests { db in
            try db.execute(sql: "INSERT INTO cards VALUES (32, 3, 1, 2, 2, 8, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, '')")
        } == (false, false))
        #expect(try digests { db in
            try Self.replaceCard31(db)
            try db.execute(sql: "INSERT OR REPLACE INTO cards VALUES (32, 3, 1, 2, 2, 8, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, '')")
        } == (false, false))
    }

    /// The decks before the exchange are kept by the exchange's own transaction, as they were
    /// before its first change of them: not when it rolls back, not over decks a sync that
    /// did not finish kept, and not once the sync stops keeping them.
    @Test func theDecksBeforeTheExchangeAreKeptByItsOwnTransaction() throws {
        let (collection, folder) = try SyncedCollectionChangedTests.collection()
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = "decksBefore"
        let before = #"{"1": {"name": "Phone", "usn": 3}}"#
        try collection.queue.write { db in try db.execute(sql: "UPDATE col SET decks = ?", arguments: [before]) }
        try collection.watchCardPlacements(keepingDecksBeforeAs: key)
        struct Failed: Error {}
        #expect(throws: Failed.self) {
            try collection.queue.write { db in
                try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Gone", "usn": 8}}'"#)
                throw Failed()
            }
        }
        #expect(try collection.syncState(key) == nil, "rolled back with the exchange")
        try collection.queue.write { db in
            try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Phone::Verbs", "usn": 8}}'"#)
            try db.execute(sql: #"UPDATE col SET decks = '{"1": {"name": "Verbs", "usn": 8}}'"#)
        }
        #expect(try collection.syncState(key) == before, "the decks before the first change")
        try collection.queue.write { db in try db.execute(sql: #"UPDATE col SET decks = '{"2": {"name": "Other", "usn": 9}}'"#) }
        #expect(try collection.syncState(key) == before, "decks kept already are not replaced")
        try collection.stopKeepingDecks()
        try collection.setSyncState([key: nil])
        try collection.queue.write { db in try db.execute(sql: #"UPDATE col SET decks = '{"3": {"name": "Later", "usn": 9}}'"#) }
        #expect(try collection.syncState(key) == nil, "a change after the sync is not kept")
    }
}

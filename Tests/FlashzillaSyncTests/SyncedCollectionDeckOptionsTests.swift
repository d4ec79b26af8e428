import FlashzillaAnki
import FlashzillaCore
import Foundation
import GRDB
import Testing
@testable import FlashzillaSync

/// Deck options edited here written into the kept collection's legacy `dconf`: only the
/// options edited, into a preset of the deck's own, and the values compared next time.
@Suite struct SyncedCollectionDeckOptionsTests {
    static var preset: [String: Any] { [
        "id": 1, "name": "Default", "mod": 0, "usn": 0, "desiredRetention": 0.9, "newGatherPriority": 0,
        "new": ["perDay": 20, "delays": [1.0, 10.0], "bury": false], "rev": ["perDay": 200, "maxIvl": 36_500, "bury": false],
        "lapse": ["delays": [3.0], "leechFails": 8, "leechAction": 1],
    ] }

    static func collectionWithTwoDecksSharingDefault() throws -> (SyncedCollection, URL) {
        let (collection, folder) = try SyncedCollectionTests.collection()
        try collection.queue.write { db in
            try SyncedCollection.setLegacy(.decks, [
                "1": ["id": 1, "name": "Default", "conf": 1, "dyn": 0, "usn": 0, "mod": 0],
                "2": ["id": 2, "name": "Phone", "conf": 1, "dyn": 0, "usn": 0, "mod": 0, "newLimit": 4],
            ], in: db)
            try SyncedCollection.setLegacy(.dconf, ["1": Self.preset], in: db)
        }
        return (collection, folder)
    }

    @Test func onlyTheOptionsEditedGoIntoAPresetOfTheDecksOwn() throws {
        let (collection, folder) = try Self.collectionWithTwoDecksSharingDefault()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = SharedDeckOptions.defaults
        var now = before
        now.newCardsPerDay = 9
        now.review.maximumInterval = 365
        now.review.buryReviews = true
        try collection.writeDeckOptions([2: (now, before)], current: [2: now], now: Date(timeIntervalSince1970: 1_800_000_000))
        try collection.queue.read { db in
            let decks = try SyncedCollection.legacy(.decks, in: db), options = try SyncedCollection.legacy(.dconf, in: db)
            let phone = try #require(decks["2"] as? [String: Any])
            let own = try #require(SyncJSON.integer(phone["conf"]))
            #expect(own != 1 && SyncJSON.integer(phone["usn"]) == -1 && SyncJSON.integer(phone["newLimit"]) == 9, "\(phone)")
            let conf = try #require(options[String(own)] as? [String: Any])
            let anki = AnkiDeckOptionValues(legacyConf: conf)
            #expect(anki.newPerDay == 9 && anki.maximumInterval == 365 && anki.buryReviews, "\(conf)")
            #expect(anki.relearnSteps == [3] && anki.learnSteps == [1, 10] && !anki.buryNew, "the phone's other options stay: \(conf)")
            #expect(SyncJSON.integer(conf["usn"]) == -1)
            #expect(AnkiDeckOptionValues(legacyConf: try #require(options["1"] as? [String: Any])).newPerDay == 20, "Default's stay")
        }
        #expect(try collection.syncedDeckOptions() == [2: now])
    }

    /// The first version's table (limits and retention in columns) is read as none, and replaced.
    @Test func aTableOfTheFirstVersionCountsAsNone() throws {
        let (collection, folder) = try Self.collectionWithTwoDecksSharingDefault()
        defer { try? FileManager.default.removeItem(at: folder) }
        try collection.queue.write { db in
            try db.execute(sql: "CREATE TABLE \(SyncedCollection.sentDeckOptionsTable) (deck INTEGER PRIMARY KEY, new INTEGER NOT NULL, rev INTEGER NOT NULL, retention REAL)")
            try db.execute(sql: "INSERT INTO \(SyncedCollection.sentDeckOptionsTable) VALUES (2, 5, 50, NULL)")
        }
        #expect(try collection.syncedDeckOptions().isEmpty)
        try collection.writeDeckOptions([:], current: [2: .defaults], now: Date())
        #expect(try collection.syncedDeckOptions() == [2: .defaults])
    }
}

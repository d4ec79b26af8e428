import FlashzillaProgress
import Foundation
import Testing

/// Issue 32, speed: a sync sending answers finds their cards' Anki ids in the kept map
/// (`flashzilla_card_ids`) instead of a pass over every card. The map is a hint: an entry
/// that names another card (stale) must never carry an answer to that card.
@Suite(.serialized) struct SyncCardIDMapEndToEndTests {
    /// Each deck's map with its Anki ids in reverse order: each card here names another real
    /// card of the collection, far from it in the deck (not a neighbour answered with it).
    /// Returns how many entries there were.
    static func rotateMap(in collection: URL) throws -> Int {
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            total = 0
            for deck, blob in db.execute("SELECT deck, cards FROM flashzilla_card_ids").fetchall():
                entries = [blob[i:i + 24] for i in range(0, len(blob), 24)]
                ids = [e[16:] for e in entries]
                rotated = b"".join(e[:16] + ids[len(ids) - 1 - i] for i, e in enumerate(entries))
                db.execute("UPDATE flashzilla_card_ids SET cards = ? WHERE deck = ?", (rotated, deck))
                total += len(entries)
            db.commit()
            print(total)
            """
        let run = try AnkiLibrary.python(["-c", script, collection.path])
        try #require(run.status == 0, "\(run.stderr)")
        return Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// The questions of the cards answered here after review `after`.
    static func answeredHere(_ fz: FlashzillaBinary, after: Int64) throws -> Set<String> {
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        let ids = try progress.cardsAnswered(since: .distantFuture, orAfterReview: after).values.reduce(Set<UUID>()) { $0.union($1) }
        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require(try SyncEndToEndTests.document(show.stdout)["cards"] as? [[String: Any]], "\(show.stdout)")
        return Set(cards.filter { ($0["id"] as? String).flatMap(UUID.init(uuidString:)).map(ids.contains) == true }.compactMap { $0["prompt"] as? String })
    }

    @Test(AnkiSyncServer.required)
    func answersGoToTheirOwnCardsWhateverTheKeptMapSays() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let kept = fz.home.appendingPathComponent("sync/collection.anki2")
        let phoneBefore = try #require(server.uploaded)
        let lastID = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).lastReviewID()

        let review = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\n\ngood\n\nagain\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let answered = try Self.answeredHere(fz, after: lastID)
        try #require(answered.count == 3, "\(answered)")
        // The first sync kept a map of every card; now each entry names another card.
        #expect(try Self.rotateMap(in: kept) >= 26, "the first sync keeps the map")

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let sent = try #require(try SyncEndToEndTests.document(sync.stdout)["sent"] as? [String: Any], "\(sync.stdout)")
        #expect(sent["answers"] as? Int == 3 && sent["cards"] as? Int == 3, "\(sent)")

        let phone = try server.phoneAnswers(0)
        #expect(phone.revlog == phoneBefore.revlog + 3)
        let before = Dictionary(phoneBefore.cards.map { ($0.question, $0.answers ?? 0) }) { first, _ in first }
        let gained = Set(phone.cards.filter { ($0.answers ?? 0) > (before[$0.question] ?? 0) }.map(\.question))
        #expect(gained == answered, "the answers are on the cards answered here, not those the stale map names")
    }
}

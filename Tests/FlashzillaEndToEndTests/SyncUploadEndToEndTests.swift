import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 32's full upload: a home's decks go up whole (to an empty server without asking, as
/// Anki's client does; over a server's collection only with `--full upload`, which saves that
/// collection first), a new device (the real Anki backend) gets them with their answers, and
/// later syncs are normal ones with nothing doubled.
@Suite(.serialized) struct SyncUploadEndToEndTests {
    static let kitchen = [("spoon", "cuchara"), ("fork", "tenedor"), ("knife", "cuchillo")]

    /// A home with the Kitchen deck of three cards, the first tagged.
    static func kitchenHome() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        var commands = [["new-deck", "Kitchen"]]
        for (index, (prompt, answer)) in kitchen.enumerated() {
            commands.append(["add", "Kitchen", "--prompt", prompt, "--answer", answer] + (index == 0 ? ["--tag", "utensil"] : []))
        }
        for arguments in commands {
            let run = try fz.run(arguments)
            try #require(run.status == 0, "\(arguments): \(run.stderr)")
        }
        return fz
    }

    /// A server with the phone's collection and the Kitchen home, logged in by a first sync
    /// that stops (both sides have a collection: only a full sync can go on); its result.
    /// The caller stops the one and cleans up the other.
    static func kitchenHomeBesideThePhone() throws -> (AnkiSyncServer, FlashzillaBinary, refused: FlashzillaBinary.Result) {
        try SyncEndToEndTests.homeBesideThePhone(kitchenHome) { fz, server in try login(fz, server) }
    }

    static func login(_ fz: FlashzillaBinary, _ server: AnkiSyncServer, _ extra: [String] = []) throws -> FlashzillaBinary.Result {
        try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user, "--json"] + extra,
                   input: AnkiSyncServer.password + "\n", timeout: .seconds(120))
    }

    @Test(AnkiSyncServer.required)
    func decksMadeHereGoUpToAnEmptyServerAndANewDeviceGetsThemWithTheirAnswers() throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        let fz = try Self.kitchenHome()
        defer { fz.cleanUp() }
        let review = try fz.run(["review", "Kitchen", "--screen-reader"], input: "\ngood\n\nagain\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")

        let first = try Self.login(fz, server)
        try #require(first.status == 0, "\(first.stderr)")
        let report = try SyncEndToEndTests.document(first.stdout)
        #expect(report["kind"] as? String == "fullUpload" && report["cards"] as? Int == 3 && report["answers"] as? Int == 2, "\(first.stdout)")
        #expect(report["backup"] is NSNull, "an empty server has nothing to save: \(report)")

        // The uploaded file is the kept collection: nothing to do next.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(again.stdout)["kind"] as? String == "none", "\(again.stdout) \(again.stderr)")

        let phone = try server.phoneReceives()
        let cards = phone.cards.filter { $0.deck == "Kitchen" }
        #expect(phone.cards.count == 3 && cards.count == 3, "\(phone.cards)")
        for (prompt, answer) in Self.kitchen {
            #expect(cards.first { $0.question == prompt }?.answer == answer, "\(prompt): \(cards)")
        }
        #expect(cards.first { $0.question == "spoon" }?.tags == ["utensil"])
        #expect(phone.revlog == 2, "the two answers given here")
        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let here = try #require(rows.first { $0["name"] as? String == "Kitchen" }, "\(due.stdout)")
        let anki = try #require(phone.deckDue?["Kitchen"], "\(String(describing: phone.deckDue))")
        #expect([here["new"] as? Int, here["learning"] as? Int, here["review"] as? Int] == [anki.new, anki.learning, anki.review],
                "\(here) against Anki's \(anki)")

        // The new device answers a card; it arrives here as an answer, not as new cards.
        let answered = try server.phoneAnswers(1)
        #expect(answered.revlog == 3)
        let next = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(next.status == 0, "\(next.stderr)")
        let received = try #require(try SyncEndToEndTests.document(next.stdout)["received"] as? [String: Any], "\(next.stdout)")
        #expect(received["answers"] as? Int == 1, "\(received)")
        let show = try fz.run(["show", "Kitchen", "--json"])
        let shown = try #require(try SyncEndToEndTests.document(show.stdout)["cards"] as? [[String: Any]], "\(show.stdout)")
        #expect(shown.compactMap { $0["prompt"] as? String }.sorted() == ["fork", "knife", "spoon"], "no copies: \(shown)")
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 3)
        let last = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try SyncEndToEndTests.document(last.stdout)["kind"] as? String == "none", "\(last.stdout)")
    }

    @Test(AnkiSyncServer.required)
    func overAServersCollectionOnlyFullUploadReplacesItAndSavesItFirst() throws {
        let (server, fz, refused) = try Self.kitchenHomeBesideThePhone()
        defer { server.stop(); fz.cleanUp() }
        #expect(refused.status == 1 && refused.stderr.contains("--full download") && refused.stderr.contains("--full upload"), "\(refused.stderr)")
        let upload = try fz.run(["sync", "--full", "upload", "--json"], timeout: .seconds(120))
        try #require(upload.status == 0, "\(upload.stderr)")
        let report = try SyncEndToEndTests.document(upload.stdout)
        #expect(report["kind"] as? String == "fullUpload" && report["cards"] as? Int == 3, "\(upload.stdout)")
        let backup = try #require(report["backup"] as? String, "\(report)")
        let saved = try #require(FileManager.default.contents(atPath: backup), "the server's collection was saved")
        #expect(saved.starts(with: Data("SQLite format 3".utf8)))
        #expect(backup.hasPrefix(fz.home.appendingPathComponent("backups").path))

        // The phone, whose collection the server no longer has, downloads the new one.
        let phone = try server.phoneReceives()
        #expect(Set(phone.cards.map(\.question)) == ["spoon", "fork", "knife"], "\(phone.cards.map(\.question))")
        #expect(phone.revlog == 0)
    }
}

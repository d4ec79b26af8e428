import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 32, first part: `flashzilla sync` against Anki's own sync server, with Anki's own
/// backend as the phone that uploaded the collection (scripts/sync-phone.py).
@Suite(.serialized) struct SyncEndToEndTests {
    static func document(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(AnkiSyncServer.required)
    func anEmptyHomeDownloadsThePhonesCollectionWithItsHistory() throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        let phone = try server.phoneUploads()
        #expect(phone.cards.count == 26 && phone.revlog == 5, "the phone's collection")
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }

        let sync = try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user, "--json"],
                              input: AnkiSyncServer.password + "\n", timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let report = try Self.document(sync.stdout)
        #expect(report["kind"] as? String == "fullDownload")
        #expect(report["cards"] as? Int == phone.cards.count)
        #expect(report["answers"] as? Int == phone.revlog, "the phone's answers are in the review history")

        // Every card the phone's Anki lists is a card here, by its text, in its deck.
        let listing = try fz.run(["list", "--json"])
        try #require(listing.status == 0, "\(listing.stderr)")
        let decks = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        let phoneDeck = try #require(decks.first { $0["name"] as? String == "Phone" }, "\(listing.stdout)")
        let file = try #require(phoneDeck["file"] as? String)
        let deck = try DeckStore(homeDirectory: fz.home).load(fileURL: URL(fileURLWithPath: file), now: Date()).deck
        let texts = try AnkiRealPackagesEndToEndTests.normalised(deck.cards.flatMap { [$0.prompt, $0.answer] })
        var ours = deck.cards.indices.map { [texts[2 * $0], texts[2 * $0 + 1], deck.cards[$0].tags.sorted().joined(separator: " ")] }
        for card in phone.cards {
            let row = [card.question, card.answer, card.tags.joined(separator: " ")]
            if let at = ours.firstIndex(of: row) { ours.remove(at: at) } else { Issue.record("no card for the phone's \(row)") }
        }
        #expect(ours.isEmpty, "cards the phone does not have: \(ours)")

        // Review has them as Anki does: the new cards today's limit still allows (20 less the
        // 5 the phone introduced) and the reviews. (Learning differs: Anki counts the learning
        // cards due within its 20 minutes' look-ahead; the schedule's import is issue 32's next part.)
        let due = try fz.run(["due", "--json"])
        try #require(due.status == 0, "\(due.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let phoneDue = try #require(rows.first { $0["name"] as? String == "Phone" }, "\(due.stdout)")
        #expect(phoneDue["new"] as? Int == phone.due.new, "\(phoneDue)")
        #expect(phoneDue["review"] as? Int == phone.due.review, "\(phoneDue)")

        // Only the host key is kept, readable by its owner alone; never the password.
        let login = fz.home.appendingPathComponent("sync-login.json")
        let attributes = try FileManager.default.attributesOfItem(atPath: login.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let kept = try String(contentsOf: login, encoding: .utf8)
        #expect(!kept.contains(AnkiSyncServer.password) && kept.contains("hostKey"))
    }

    /// Logs in to `server` (the password on standard input) and syncs for the first time.
    static func firstSync(_ fz: FlashzillaBinary, _ server: AnkiSyncServer) throws -> FlashzillaBinary.Result {
        let first = try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user],
                               input: AnkiSyncServer.password + "\n", timeout: .seconds(120))
        try #require(first.status == 0, "\(first.stderr)")
        return first
    }

    /// A server with the phone's collection and a home synced with it for the first time;
    /// the caller stops the one and cleans up the other.
    static func homeAfterFirstSync() throws -> (AnkiSyncServer, FlashzillaBinary, FlashzillaBinary.Result) {
        try homeBesideThePhone(FlashzillaBinary.withTemporaryHome, firstSync: firstSync)
    }

    /// A server with the phone's collection, the home `makeHome` makes, and what `firstSync`
    /// gave; anything that fails on the way stops the server and cleans up the home.
    static func homeBesideThePhone(_ makeHome: () throws -> FlashzillaBinary,
                                   firstSync: (FlashzillaBinary, AnkiSyncServer) throws -> FlashzillaBinary.Result)
        throws -> (AnkiSyncServer, FlashzillaBinary, FlashzillaBinary.Result) {
        let server = try AnkiSyncServer()
        do {
            _ = try server.phoneUploads()
            let fz = try makeHome()
            do {
                return (server, fz, try firstSync(fz, server))
            } catch {
                fz.cleanUp()
                throw error
            }
        } catch {
            server.stop()
            throw error
        }
    }

    @Test(AnkiSyncServer.required)
    func laterSyncsUseTheKeptKeyAndAFullDownloadBacksUpWhatItReplaces() throws {
        let (server, fz, first) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        #expect(first.stdout.contains("Downloaded the collection from \(server.url.absoluteString)"), "\(first.stdout)")

        // No password this time (standard input is closed): the kept key logs in, and with
        // nothing new on either side nothing is written.
        let before = ImportExportEndToEndTests.snapshot(fz)
        let again = try fz.run(["sync"], timeout: .seconds(120))
        #expect(again.status == 0 && again.stdout.contains("nothing new on either side"), "\(again.stdout) \(again.stderr)")
        // (Each run's standard input is a file of the test's own in the home; SQLite files
        // change bytes on being opened, so the history is compared by its answers.)
        let home = { (path: String) in !path.hasPrefix("stdin-") }
        let decks = { (path: String) in home(path) && path != "progress.sqlite" && path != "sync" && !path.hasPrefix("sync/") }
        #expect(ImportExportEndToEndTests.snapshot(fz).filter { decks($0.key) } == before.filter { decks($0.key) })
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 5)

        // Without the collection kept from the last sync, decks here and the server's cannot
        // be matched: a download must be asked for by name, and nothing changes without it.
        try FileManager.default.removeItem(at: fz.home.appendingPathComponent("sync"))
        let refused = try fz.run(["sync"], timeout: .seconds(120))
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("Error: \(server.url.absoluteString): ") && refused.stderr.contains("--full download"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(ImportExportEndToEndTests.snapshot(fz).filter { decks($0.key) } == before.filter { decks($0.key) })

        // Ten older backups there already: the oldest goes, the newest ten stay.
        let backupsFolder = fz.home.appendingPathComponent("backups")
        for day in 10...19 {
            try FileManager.default.createDirectory(at: backupsFolder.appendingPathComponent("sync-200001\(day)-000000"), withIntermediateDirectories: true)
        }
        let replaced = try fz.run(["sync", "--full", "download"], timeout: .seconds(120))
        try #require(replaced.status == 0, "\(replaced.stderr)")
        let backups = try FileManager.default.contentsOfDirectory(atPath: backupsFolder.path).sorted()
        #expect(backups.count == 10 && !backups.contains("sync-20000110-000000") && backups.contains("sync-20000111-000000"), "\(backups)")
        let newest = try #require(backups.last)
        #expect(!newest.hasPrefix("sync-2000"), "\(backups)")
        let backedUp = backupsFolder.appendingPathComponent(newest)
        #expect(FileManager.default.fileExists(atPath: backedUp.appendingPathComponent("progress.sqlite").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: backedUp.appendingPathComponent("decks").path).contains { $0.hasSuffix(".json") })
        let listing = try fz.run(["list"])
        #expect(listing.stdout.contains("Phone"), "\(listing.stdout)")

        let logout = try fz.run(["sync", "--logout"])
        #expect(logout.status == 0 && logout.stdout.contains("Logged out of \(server.url.absoluteString)"), "\(logout.stdout)")
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("sync-login.json").path))
        let notLoggedIn = try fz.run(["sync"], timeout: .seconds(60))
        #expect(notLoggedIn.status == 1 && notLoggedIn.stderr.contains("not logged in"), "\(notLoggedIn.stderr)")
    }

    /// A normal sync: answers given on the phone after the first sync arrive here with the
    /// cards' new states, and Review counts what Anki counts.
    @Test(AnkiSyncServer.required)
    func answersGivenOnThePhoneArriveByANormalSync() throws {
        let (server, fz, _) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        let phone = try server.phoneAnswers(3)
        #expect(phone.revlog == 8)
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let report = try Self.document(sync.stdout)
        #expect(report["kind"] as? String == "normal", "\(sync.stdout)")
        let received = try #require(report["received"] as? [String: Any])
        #expect(received["answers"] as? Int == 3 && received["cards"] as? Int == 3, "\(received)")

        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let phoneDue = try #require(rows.first { $0["name"] as? String == "Phone" }, "\(due.stdout)")
        #expect(phoneDue["new"] as? Int == phone.due.new, "\(phoneDue) against Anki's \(phone.due)")
        #expect(phoneDue["learning"] as? Int == phone.due.learning, "\(phoneDue) against Anki's \(phone.due)")
        #expect(phoneDue["review"] as? Int == phone.due.review, "\(phoneDue) against Anki's \(phone.due)")
        let answers = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount()
        #expect(answers == 8, "the phone's 5 answers and its 3 later ones")

        // Once more: nothing new.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try Self.document(again.stdout)["kind"] as? String == "none", "\(again.stdout)")
    }

    /// The other way: answers given here (Review by voice, three in the same second) go to
    /// the server, and the phone, syncing, has them with the cards' new schedules.
    @Test(AnkiSyncServer.required)
    func answersGivenHereReachThePhone() throws {
        let (server, fz, _) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        let started = Int64(Date().timeIntervalSince1970.rounded(.down)) * 1000
        let review = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\n\ngood\n\nagain\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let ended = Int64(Date().timeIntervalSince1970.rounded(.up)) * 1000
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let sent = try #require(try Self.document(sync.stdout)["sent"] as? [String: Any], "\(sync.stdout)")
        #expect(sent["answers"] as? Int == 3 && sent["cards"] as? Int == 3, "\(sent)")

        let phone = try server.phoneAnswers(0)
        #expect(phone.revlog == 8, "the phone's 5 answers and the 3 given here")
        // With their ratings (Good, Good, Again) and their times (the log's ids, in ms). Answers
        // here are timed to the second, so theirs may sort before the phone's from the same second:
        // they are told apart by the ids the phone had before.
        let before = Set(try #require(server.uploaded?.answers).map(\.id))
        let given = try #require(phone.answers).filter { !before.contains($0.id) }
        #expect(given.map(\.ease) == [3, 3, 1], "\(given.map(\.ease))")
        #expect(given.allSatisfy { (started...ended).contains($0.id) }, "\(given.map(\.id)) not within \(started)...\(ended)")
        let due = try fz.run(["due", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        let phoneDue = try #require(rows.first { $0["name"] as? String == "Phone" }, "\(due.stdout)")
        #expect([phoneDue["new"] as? Int, phoneDue["learning"] as? Int, phoneDue["review"] as? Int]
                == [phone.due.new, phone.due.learning, phone.due.review], "\(phoneDue) against Anki's \(phone.due)")

        // Sent once: the next sync has nothing to send.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let sentAgain = try #require(try Self.document(again.stdout)["sent"] as? [String: Any], "\(again.stdout)")
        #expect(sentAgain["answers"] as? Int == 0, "\(again.stdout)")
    }

    /// Suspending, burying and flagging go both ways: marks made here (Review by voice)
    /// reach the phone, and marks the phone takes off are taken off here, with nothing
    /// sent back and forth after.
    @Test(AnkiSyncServer.required)
    func suspensionsBurialsAndFlagsGoBothWays() throws {
        let (server, fz, _) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }

        // The first card shown: flagged red, then suspended; the next one buried.
        let review = try fz.run(["review", "Phone", "--screen-reader"], input: "flag red\nsuspend\nbury\nq\n", timeout: .seconds(60))
        try #require(review.status == 0, "\(review.stderr)")
        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let sent = try #require(try Self.document(sync.stdout)["sent"] as? [String: Any], "\(sync.stdout)")
        #expect(sent["answers"] as? Int == 0 && sent["cards"] as? Int == 2, "\(sent)")

        let phone = try server.phoneAnswers(0)
        #expect(phone.cards.filter { $0.queue == -1 }.count == 2, "the phone's suspended card and ours: \(phone.cards.map(\.queue))")
        #expect(phone.cards.filter { $0.queue == -2 || $0.queue == -3 }.count == 1, "\(phone.cards.map(\.queue))")
        let flagged = phone.cards.filter { $0.flag != 0 }
        #expect(flagged.count == 1 && flagged.first?.flag == 1 && flagged.first?.queue == -1, "\(flagged)")

        // The phone takes the suspensions and the flag off and flags another card green.
        let unmarked = try server.phoneUnmarks()
        #expect(unmarked.cards.filter { $0.queue == -1 }.isEmpty && unmarked.cards.filter { $0.flag != 0 }.count == 1)
        let back = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(back.status == 0, "\(back.stderr)")
        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require((try Self.document(show.stdout))["cards"] as? [[String: Any]], "\(show.stdout)")
        #expect(cards.filter { $0["suspended"] as? Bool == true }.isEmpty, "\(show.stdout)")
        let flaggedHere = cards.filter { !($0["flag"] is NSNull) }
        #expect(flaggedHere.count == 1 && flaggedHere.first?["flag"] as? String == "green"
                && flaggedHere.first?["prompt"] as? String == "phone question 20", "\(flaggedHere)")
        #expect(cards.filter { $0["buried"] as? Bool == true }.count == 1, "the bury made here stays")

        // In step: nothing goes either way.
        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        #expect(try Self.document(again.stdout)["kind"] as? String == "none", "\(again.stdout)")
    }

    /// Media sync: a picture and a sound added on the phone come down with their note, and
    /// the card shows the picture's file in its deck's media folder; the next sync fetches
    /// nothing again.
    @Test(AnkiSyncServer.required)
    func picturesAndSoundsMadeOnThePhoneArrive() throws {
        let (server, fz, _) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let phone = try server.phoneAddsAPicture()
        #expect(phone.media?.count == 2)

        let sync = try fz.run(["sync", "--json"], timeout: .seconds(120))
        try #require(sync.status == 0, "\(sync.stderr)")
        let report = try Self.document(sync.stdout)
        #expect((report["media"] as? [String: Any])?["received"] as? Int == 2, "\(sync.stdout)")
        #expect((report["received"] as? [String: Any])?["notes"] as? Int == 1, "\(sync.stdout)")

        let show = try fz.run(["show", "Phone", "--json"])
        let cards = try #require((try Self.document(show.stdout))["cards"] as? [[String: Any]], "\(show.stdout)")
        let card = try #require(cards.first { ($0["prompt"] as? String)?.contains("gato.png") == true }, "\(show.stdout)")
        #expect(card["prompt"] as? String == "[image: gato.png] gato", "\(card)")
        #expect((card["answer"] as? String)?.contains("[sound: gato.mp3]") == true, "\(card)")
        // The files in the deck's media folder, byte for byte the phone's.
        let media = fz.home.appendingPathComponent("media")
        let found = FileManager.default.enumerator(atPath: media.path)?.compactMap { $0 as? String } ?? []
        for name in ["gato.png", "gato.mp3"] {
            let path = try #require(found.first { $0.hasSuffix("/" + name) }, "\(name) not in \(found)")
            let phoneFile = server.folder.appendingPathComponent("phone/collection.media/\(name)")
            #expect(FileManager.default.contentsEqual(atPath: media.appendingPathComponent(path).path, andPath: phoneFile.path), "\(name)")
        }

        let again = try fz.run(["sync", "--json"], timeout: .seconds(120))
        let media2 = try #require((try Self.document(again.stdout))["media"] as? [String: Any], "\(again.stdout)")
        #expect(media2["received"] as? Int == 0, "\(again.stdout)")
    }

    /// `kill -9` at each step of a sync (the sync's test hook, `FLASHZILLA_TEST_KILL_SYNC_AT`),
    /// with answers on both sides each time: the next sync completes it, and both sides end
    /// with every answer once.
    @Test(AnkiSyncServer.required)
    func aSyncKilledAtAnyStepIsCompletedByTheNextWithNothingDoubledOrLost() throws {
        let (server, fz, _) = try Self.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        let progress = fz.home.appendingPathComponent("progress.sqlite")
        var answers = 5
        for step in ["outgoing-written", "before-finish", "kept-committed", "imported"] {
            _ = try server.phoneAnswers(1)
            let review = try fz.run(["review", "Phone", "--screen-reader"], input: "\ngood\nq\n", timeout: .seconds(60))
            try #require(review.status == 0, "\(review.stderr)")
            answers += 2
            let killed = try fz.run(["sync"], environment: ["FLASHZILLA_TEST_KILL_SYNC_AT": step], timeout: .seconds(120))
            #expect(killed.status != 0, "\(step): not killed")
            let next = try fz.run(["sync", "--json"], timeout: .seconds(120))
            try #require(next.status == 0, "\(step): \(next.stderr)")
            let counted = try ProgressStore(fileURL: progress).reviewCount()
            #expect(counted == answers, "\(step): \(counted) answers here, \(answers) given: \(next.stdout)")
        }
        let phone = try server.phoneAnswers(0)
        #expect(phone.revlog == answers)
        // Nothing doubled either way: no answer to send or take.
        let last = try Self.document(try fz.run(["sync", "--json"], timeout: .seconds(120)).stdout)
        #expect((last["sent"] as? [String: Any])?["answers"] as? Int == 0 && (last["received"] as? [String: Any])?["answers"] as? Int == 0,
                "\(last)")
        #expect(try ProgressStore(fileURL: progress).reviewCount() == answers)
    }

    @Test func whatIsNotDoneYetOrNoServerAddressIsABadArgument() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let sideways = try fz.run(["sync", "--full", "sideways"])
        #expect(sideways.status == 64 && sideways.stderr.contains("download") && sideways.stderr.contains("upload"), "\(sideways.stderr)")
        let ftp = try fz.run(["sync", "--server", "ftp://example.org/"])
        #expect(ftp.status == 64 && ftp.stderr.contains("http:// or https://"), "\(ftp.stderr)")
        #expect(ImportExportEndToEndTests.snapshot(fz).isEmpty)
    }

    @Test(AnkiSyncServer.required)
    func aWrongPasswordIsOneLineAndLeavesTheHomeAlone() throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let before = ImportExportEndToEndTests.snapshot(fz)
        let result = try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user],
                                input: "not the password\n", timeout: .seconds(60))
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(server.url.absoluteString): wrong user name or password\n", "\(result.stderr)")
        // Only the test's own file of standard input is new.
        #expect(ImportExportEndToEndTests.snapshot(fz).keys.filter { !$0.hasPrefix("stdin-") } == before.keys.filter { !$0.hasPrefix("stdin-") })
    }

    @Test(AnkiSyncServer.required)
    func aStoppedServerIsOneLineAndLeavesTheHomeAlone() throws {
        let server = try AnkiSyncServer()
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let login = try fz.run(["sync", "--server", server.url.absoluteString, "--user", AnkiSyncServer.user],
                               input: AnkiSyncServer.password + "\n", timeout: .seconds(60))
        // Logged in; the server's collection is empty, which is said, and nothing is written but the login.
        #expect(login.status == 1 && login.stderr.contains("has no cards"), "\(login.stderr)")
        server.stop()
        let before = ImportExportEndToEndTests.snapshot(fz)
        let result = try fz.run(["sync"], timeout: .seconds(60))
        #expect(result.status == 1)
        #expect(result.stderr == "Error: \(server.url.absoluteString): cannot reach the server (connection refused)\n", "\(result.stderr)")
        #expect(ImportExportEndToEndTests.snapshot(fz) == before)
    }
}

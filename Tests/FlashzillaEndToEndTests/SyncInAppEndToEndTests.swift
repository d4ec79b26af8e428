import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// The chooser's `y` (Anki's key) and the screen reader's `sync`: the same sync as
/// `flashzilla sync`, its outcome in the status line, "Synced … ago" on the title line.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct SyncInAppEndToEndTests {
    static func chooser(_ fz: FlashzillaBinary) throws -> Tmux {
        try Tmux(width: 100, height: 24, command: "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)'",
                 environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
    }

    @Test(AnkiSyncServer.required)
    func yInTheChooserSyncsAndSaysWhatCameAndWhen() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneAnswers(3)

        let tmux = try Self.chooser(fz)
        let opened = try tmux.waitForSettled(text: "Phone")
        #expect(opened.contains("Synced just now") || opened.contains("min ago"), "\(opened)")
        try tmux.sendKeys("y")
        let synced = try tmux.waitFor(text: "received 3 answers", timeout: .seconds(60))
        #expect(synced.contains("Synced with \(server.url.absoluteString)"), "\(synced)")
        #expect(synced.contains("Synced just now"), "\(synced)")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 8)
    }

    /// Both sides have a collection: `y` asks download, upload or cancel; `u` uploads the
    /// decks here (the server's collection saved first) and a new device then has them.
    @Test(AnkiSyncServer.required)
    func aFullSyncIsAskedAndUploadReplacesTheServersCollection() throws {
        // Logging in keeps the key even though this first sync stops at the question.
        let (server, fz, login) = try SyncUploadEndToEndTests.kitchenHomeBesideThePhone()
        defer { server.stop(); fz.cleanUp() }
        #expect(login.status == 1 && login.stderr.contains("--full upload"), "\(login.stderr)")

        let tmux = try Self.chooser(fz)
        try tmux.waitForSettled(text: "Kitchen")
        try tmux.sendKeys("y")
        let asked = try tmux.waitFor(text: "[d] Download   [u] Upload   [Esc] Cancel", timeout: .seconds(60))
        #expect(asked.contains("Full sync"), "\(asked)")
        try tmux.sendKeys("u")
        let uploaded = try tmux.waitFor(text: "Uploaded this computer's decks", timeout: .seconds(60))
        #expect(uploaded.contains("Synced just now"), "\(uploaded)")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }

        let phone = try server.phoneReceives()
        #expect(Set(phone.cards.map(\.question)) == ["spoon", "fork", "knife"], "\(phone.cards.map(\.question))")
        let backups = try FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("backups").path)
        #expect(backups.contains { $0.hasSuffix("-server") }, "\(backups)")
    }

    /// No login kept: `y` asks for it in the app; the key is kept (0600, no password) and the
    /// first sync brings the phone's deck.
    @Test(AnkiSyncServer.required)
    func yWithNoLoginAsksForItAndSyncs() throws {
        let server = try AnkiSyncServer()
        defer { server.stop() }
        _ = try server.phoneUploads()
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }

        let tmux = try Self.chooser(fz)
        try tmux.waitForSettled(text: "choose a deck")
        try tmux.sendKeys("y")
        try tmux.waitForSettled(text: "log in to a sync server")
        // The form starts on the user; the server's field (AnkiWeb's address) is above it.
        try tmux.sendKeys("BTab")
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral(server.url.absoluteString)
        try tmux.sendKeys("Tab")
        try tmux.sendLiteral(AnkiSyncServer.user)
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral(AnkiSyncServer.password)
        let typed = try tmux.waitForSettled(text: "•••")
        #expect(!typed.contains(AnkiSyncServer.password), "\(typed)")
        try tmux.sendKeys("Enter")
        // The first run made the sample decks: the server's collection replaces them if asked to.
        try tmux.waitFor(text: "[d] Download   [u] Upload   [Esc] Cancel", timeout: .seconds(60))
        try tmux.sendKeys("d")
        let synced = try tmux.waitFor(text: "Downloaded the collection", timeout: .seconds(60))
        #expect(synced.contains("Phone"), "\(synced)")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        let login = fz.home.appendingPathComponent("sync-login.json")
        let text = try String(contentsOf: login, encoding: .utf8)
        #expect(text.contains(AnkiSyncServer.user) && !text.contains(AnkiSyncServer.password), "\(text)")
        let mode = try FileManager.default.attributesOfItem(atPath: login.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// The other answer: `d` replaces the decks here with the server's (moved to backups first).
    @Test(AnkiSyncServer.required)
    func downloadReplacesTheDecksHereAfterABackup() throws {
        let (server, fz, _) = try SyncUploadEndToEndTests.kitchenHomeBesideThePhone()
        defer { server.stop(); fz.cleanUp() }

        let tmux = try Self.chooser(fz)
        try tmux.waitForSettled(text: "Kitchen")
        try tmux.sendKeys("y")
        try tmux.waitFor(text: "[d] Download   [u] Upload   [Esc] Cancel", timeout: .seconds(60))
        try tmux.sendKeys("d")
        let downloaded = try tmux.waitFor(text: "Downloaded the collection", timeout: .seconds(60))
        let settled = try tmux.waitForSettled(text: "Phone")
        #expect(!settled.contains("Kitchen"), "replaced: \(downloaded)\n\(settled)")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        let backups = try FileManager.default.contentsOfDirectory(atPath: fz.home.appendingPathComponent("backups").path)
        let backup = try #require(backups.first { $0.hasPrefix("sync-") && !$0.hasSuffix("-server") }, "\(backups)")
        let kept = fz.home.appendingPathComponent("backups").appendingPathComponent(backup).appendingPathComponent("decks/kitchen.json")
        #expect(FileManager.default.fileExists(atPath: kept.path), "the Kitchen deck is in the backup")
    }

    /// The setting "Sync on open and quit": the app syncs as it opens on the deck list (the
    /// phone's answers arrive) and as it quits (the answer given here goes to the phone).
    @Test(AnkiSyncServer.required)
    func withTheSettingOnTheAppSyncsAsItOpensAndAsItQuits() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        try Data(#"{"syncOnOpenAndQuit": true}"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        _ = try server.phoneAnswers(2)

        let tmux = try Self.chooser(fz)
        let opened = try tmux.waitFor(text: "received 2 answers", timeout: .seconds(60))
        #expect(opened.contains("Phone"), "\(opened)")
        // One answer here: Review, show the answer, Good, back, quit.
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Space/Enter show")
        try tmux.sendKeys("Space")
        try tmux.sendKeys("3")
        try tmux.sendKeys("q")
        try tmux.waitForSettled(text: "choose a deck")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(60), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        #expect(try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite")).reviewCount() == 8)
        let phone = try server.phoneAnswers(0)
        #expect(phone.revlog == 8, "the answer given here was sent on quitting")
    }

    /// By voice: `sync` on the deck list, and the outcome is said.
    @Test(AnkiSyncServer.required)
    func theScreenReaderSaysSyncAndHearsWhatHappened() throws {
        let (server, fz, _) = try SyncEndToEndTests.homeAfterFirstSync()
        defer { server.stop(); fz.cleanUp() }
        _ = try server.phoneAnswers(2)
        let spoken = try fz.run(["--screen-reader"], input: "sync\nquit\n", timeout: .seconds(120))
        #expect(spoken.status == 0, "\(spoken.stderr)")
        #expect(spoken.stdout.contains("Synced with \(server.url.absoluteString): received 2 answers"), "\(spoken.stdout)")
    }

    /// Never logged in: `y` opens the login form; Esc goes back, and nothing changes.
    @Test func yWithoutALoginAsksForOneAndEscChangesNothing() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.chooser(fz)
        let opened = try tmux.waitForSettled(text: "Tmux Test")
        #expect(!opened.contains("Synced"))
        try tmux.sendKeys("y")
        let form = try tmux.waitForSettled(text: "log in to a sync server")
        #expect(form.contains("https://sync.ankiweb.net/") && form.contains("Password"), "\(form)")
        try tmux.sendKeys("Escape")
        try tmux.waitForSettled(text: "Tmux Test")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("sync").path))
    }
}

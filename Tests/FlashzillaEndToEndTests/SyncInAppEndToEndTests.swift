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

    /// Never logged in: `y` says how to log in, and nothing changes.
    @Test func yWithoutALoginSaysHowToLogIn() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.chooser(fz)
        let opened = try tmux.waitForSettled(text: "Tmux Test")
        #expect(!opened.contains("Synced"))
        try tmux.sendKeys("y")
        let said = try tmux.waitFor(text: "Not logged in to a sync server")
        #expect(said.contains("flashzilla sync --server URL --user NAME"), "\(said)")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: .seconds(5), "the app to quit") { _ in (try? tmux.paneIsDead()) == true }
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("sync").path))
    }
}

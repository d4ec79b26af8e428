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

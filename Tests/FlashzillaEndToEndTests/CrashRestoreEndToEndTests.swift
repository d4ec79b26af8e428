import Foundation
import Testing

/// A crash while the full screen is on (a Swift trap, a stack overflow: issue 31's template
/// crashed the import) gives the shell its terminal back, as quitting does: the normal
/// screen, no mouse reports, the cursor shown, the line settings restored. The process
/// still ends by the crash's signal. The app crashes through its test hook
/// (`FLASHZILLA_TEST_HOOK_CRASH`, see CrashTestHook.swift) on its first key.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux (apt-get install tmux)"))
struct CrashRestoreEndToEndTests {
    /// `backtrace`: Swift's backtracer (`SWIFT_BACKTRACE`) on, handed the signal after the
    /// terminal is given back (not interactive: it would wait 30 s for a key under its
    /// backtrace); or off, when the signal's default action ends the app.
    @Test(arguments: [("trap", "interactive=no"), ("stack-overflow", "interactive=no"), ("stack-overflow", "enable=no")])
    func aCrashInTheFullScreenGivesTheTerminalBack(crash: String, backtrace: String) throws {
        let signals = crash == "trap" ? [SIGILL, SIGTRAP] : [SIGSEGV]
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let status = fz.home.appendingPathComponent("status")
        let settings = fz.home.appendingPathComponent("stty")
        let app = StudyEndToEndTests.command(fz, "study tmux-test --no-animation")
        let command = "\(app); echo \\$? > '\(status.path)'; stty -a > '\(settings.path)'; exec sleep 60"
        let tmux = try Tmux(width: 80, height: 24, command: "sh -c \"\(command)\"",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                                          "FLASHZILLA_TEST_HOOK_CRASH": crash, "SWIFT_BACKTRACE": backtrace])
        try tmux.waitFor(text: "Question one")
        // What the crash must undo.
        #expect(try tmux.paneFormat("alternate_on") == "1")
        #expect(try tmux.paneFormat("mouse_any_flag") == "1")

        try tmux.sendKeys("x")
        let exit = try Tmux.waitForExitStatus(in: status, timeout: .seconds(20))
        #expect(signals.map { 128 + $0 }.contains(exit), "exit status \(exit)")
        // The shell then reads the line settings, and waits (a dead pane shows no cursor).
        let stty = try Self.waitForText(in: settings)
        // The shell's screen (with the backtrace on it), not the app's.
        #expect(!(try tmux.capture()).contains("Question one"))
        #expect(try tmux.paneFormat("alternate_on") == "0")
        #expect(try tmux.paneFormat("mouse_any_flag") == "0")
        #expect(try tmux.paneFormat("cursor_flag") == "1")
        #expect(try tmux.paneFormat("keypad_cursor_flag") == "0")
        let words = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
        #expect(words.isSuperset(of: ["icanon", "echo", "isig", "icrnl"]), "\(stty)")
    }

    static func waitForText(in file: URL, timeout: Duration = .seconds(5)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("timed out waiting for \(file.path)")
    }
}

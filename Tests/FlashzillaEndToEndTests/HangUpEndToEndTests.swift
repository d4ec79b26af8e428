import Foundation
import Testing

/// A terminal that goes away must end the app even when no SIGHUP reaches it: reads on a
/// hung-up terminal fail at once, and a loop that took that for "no key yet" would spin
/// at full speed forever. strace provides the missing signal: it dies with the terminal
/// and takes the SIGHUP meant for its tracee along.
@Suite(.serialized, .enabled(if: Tmux.isAvailable && Strace.isAvailable, "needs tmux and strace (apt-get install tmux strace)"))
struct HangUpEndToEndTests {
    @Test func aTerminalGoneWithoutASIGHUPEndsTheApp() throws {
        let fz = try StudyEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let command = "strace -f -o /dev/null " + StudyEndToEndTests.command(fz, "study tmux-test --no-animation")
        let tmux = try Tmux(width: 80, height: 24, command: command,
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitFor(text: "Question one")
        let tracer = try #require(try tmux.pid())
        let app = try #require(try StudyEndToEndTests.childPid(of: tracer))
        try tmux.killServer()
        let deadline = ContinuousClock.now + .seconds(5)
        while Self.isRunning(app), ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let running = Self.isRunning(app)
        if running { kill(app, SIGKILL) }
        #expect(!running, "the app was still running 5 s after its terminal went away")
    }

    /// Alive and not a zombie (one that exited but whose parent has not reaped it yet).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return !status.contains("State:\tZ")
    }
}

enum Strace {
    static var isAvailable: Bool {
        ["/usr/bin/strace", "/bin/strace"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

import Foundation

/// A tmux server of our own (private socket), one fixed-size window running a command.
/// Assertions poll the pane until text appears, never after a fixed sleep.
final class Tmux {
    let socket = "fz-\(UUID().uuidString.prefix(8))"

    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init(width: Int, height: Int, command: String, environment: [String: String] = [:]) throws {
        var args = ["new-session", "-d", "-x", String(width), "-y", String(height)]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { args += ["-e", "\(key)=\(value)"] }
        args.append(command)
        // The server forks from this call and would keep a pipe open forever: no capture.
        try tmux(args, capture: false)
        // Keep the pane after the program exits so we can see the shell's last screen.
        try tmux(["set-option", "-g", "remain-on-exit", "on"])
        // Without a client attached, only a manual size lets resize-window take effect.
        try tmux(["set-option", "-g", "window-size", "manual"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    /// Ends the server now, closing the pane's terminal under its program.
    func killServer() throws { try tmux(["kill-server"]) }

    func sendKeys(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }
    func sendLiteral(_ text: String) throws { try tmux(["send-keys", "-t", "0", "-l", text]) }
    func resize(width: Int, height: Int) throws { try tmux(["resize-window", "-t", "0", "-x", String(width), "-y", String(height)]) }

    func capture() throws -> String { try tmux(["capture-pane", "-p", "-t", "0"]) }
    /// The screen with its attributes as SGR escape sequences (colours included).
    func captureWithAttributes() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "0"]) }

    /// Whether the program in the pane has exited (remain-on-exit keeps the pane).
    func paneIsDead() throws -> Bool { try tmux(["display-message", "-p", "-t", "0", "#{pane_dead}"]).hasPrefix("1") }
    func exitStatus() throws -> Int32? { Int32(try tmux(["display-message", "-p", "-t", "0", "#{pane_dead_status}"]).trimmingCharacters(in: .whitespacesAndNewlines)) }
    /// `command` run by a shell that then writes its exit status to `statusFile`:
    /// tmux cannot always tell a pane's exit status (when the terminal closes before
    /// the process is reaped, it records none), so tests read it from the file.
    static func recordingExitStatus(_ command: String, to statusFile: URL) -> String {
        let inner = "\(command); echo $? > '\(statusFile.path)'"
        return "sh -c \"\(inner.replacingOccurrences(of: "\"", with: "\\\""))\""
    }

    /// Waits for the status file of `recordingExitStatus` and returns the status.
    static func waitForExitStatus(in statusFile: URL, timeout: Duration = .seconds(5)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("timed out waiting for the exit status in \(statusFile.path)")
    }

    /// The signal that ended the pane's program, if one did.
    func deathSignal() throws -> Int32? { Int32(try tmux(["display-message", "-p", "-t", "0", "#{pane_dead_signal}"]).trimmingCharacters(in: .whitespacesAndNewlines)) }

    /// One of the pane's format variables (`alternate_on`, `mouse_any_flag`, …), as tmux shows it.
    func paneFormat(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func pid() throws -> Int32? { Int32(try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) }

    /// Polls the screen until `predicate` holds or `timeout` passes; returns the last screen.
    @discardableResult
    func waitFor(timeout: Duration = .seconds(10), _ what: String = "", _ predicate: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = try capture()
        while !predicate(screen) {
            if ContinuousClock.now > deadline { throw TmuxError("timed out waiting for \(what); screen:\n\(screen)") }
            Thread.sleep(forTimeInterval: 0.02)
            screen = try capture()
        }
        return screen
    }

    /// Like `waitFor`, but the screen must also be the same in two captures 50 ms apart:
    /// tmux can show a frame half drawn over the last one (a new header above old rows),
    /// and a half-drawn frame does not stay.
    @discardableResult
    func waitForSettled(timeout: Duration = .seconds(10), _ what: String = "", _ predicate: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let screen = try waitFor(timeout: max(.zero, deadline - ContinuousClock.now), what, predicate)
            Thread.sleep(forTimeInterval: 0.05)
            if try capture() == screen { return screen }
        }
    }

    /// `waitForSettled` for a screen showing `text`, for tests that then look at the rest
    /// of the same frame.
    @discardableResult
    func waitForSettled(text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitForSettled(timeout: timeout, "\"\(text)\"") { $0.contains(text) }
    }

    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(10)) throws -> String {
        try waitFor(timeout: timeout, "\"\(text)\"") { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ args: [String], capture: Bool = true) throws -> String {
        let result = try Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + args)
        guard result.status == 0 else { throw TmuxError("tmux \(args.joined(separator: " ")) failed with \(result.status)") }
        return result.output
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child started with posix_spawn whose standard input is a pipe we write to, and
/// whose standard output goes to a file we can read while it runs (started like `Spawn`,
/// with clean signals).
final class SpawnWithInput {
    let pid: pid_t
    private var input: Int32
    private let outPath: String

    init(_ argv: [String]) throws {
        outPath = FileManager.default.temporaryDirectory.appendingPathComponent("fz-reader-\(UUID().uuidString)").path
        var ends: [Int32] = [0, 0]
        // Close-on-exec, so a child spawned at the same time by another test cannot hold
        // our pipe open (the dup2 onto 0 clears the flag for this child's own copy).
        // (Glibc does not offer pipe2 to Swift; the window before fcntl is tiny.)
        guard pipe(&ends) == 0 else { throw TmuxError("cannot make a pipe: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = Spawn.spawnWithCleanSignals(&pid, argv, &actions)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            throw TmuxError("cannot run \(argv[0]): error \(spawned)")
        }
        self.pid = pid
        input = ends[1]
        // A child that quits before reading everything must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit {
        if input >= 0 { close(input) }
        unlink(outPath)
    }

    /// Writes to the child's standard input (all of it; the child drains the pipe).
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, input >= 0 {
            let written = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Closes standard input: the child sees the end of input.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// What the child has written so far.
    var output: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

    /// Polls the output until `text` appears or `seconds` pass.
    func waitForOutput(containing text: String, seconds: Double = 10) throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !output.contains(text) {
            if ContinuousClock.now > deadline { throw TmuxError("timed out waiting for \(text); output:\n\(output)") }
            usleep(20_000)
        }
    }

    /// Closes standard input if still open, waits for the exit; the status and output.
    func finish() -> Spawn.Result {
        closeInput()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        return Spawn.Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
    }

    /// Runs `argv` with `input` as its whole standard input.
    static func run(_ argv: [String], input: String) throws -> Spawn.Result {
        let child = try SpawnWithInput(argv)
        child.write(input)
        return child.finish()
    }
}

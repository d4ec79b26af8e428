import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `flashzilla` executable (SwiftPM builds it before the tests because
/// this target depends on it) against a throw-away home directory.
struct FlashzillaBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The bytes as written, for checks that must not go through a decoder.
        var stdoutBytes = Data()
        var stderrBytes = Data()
        /// It was still running when `run`'s timeout passed, and was killed.
        var timedOut = false
    }

    /// Next to the test bundle in the build folder; `FLASHZILLA_BINARY` overrides.
    static let url: URL = {
        if let explicit = ProcessInfo.processInfo.environment["FLASHZILLA_BINARY"] { return URL(fileURLWithPath: explicit) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The bundle may be a directory (…/Foo.xctest/Contents/MacOS) on some platforms.
        while !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("flashzilla").path), dir.pathComponents.count > 1 {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("flashzilla")
    }()

    let home: URL

    /// A fresh, empty home directory, removed when `cleanUp()` is called.
    static func withTemporaryHome() throws -> FlashzillaBinary {
        let home = runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return FlashzillaBinary(home: home)
    }

    /// Every home of this test run lives in one folder, removed when the run ends: an app
    /// still exiting after its test cleaned up (a tmux pane killed last) cannot leave a
    /// folder behind in the system's temporary directory.
    static let runFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-e2e-\(getpid())")
        atexit { try? FileManager.default.removeItem(atPath: FlashzillaBinary.runFolderPath) }
        return folder
    }()

    /// `runFolder`'s path, computed without touching the lazy property (for `atexit`).
    nonisolated static var runFolderPath: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-e2e-\(getpid())").path
    }

    /// A fresh home with the sample decks, made as a user's first run makes them (the
    /// app's first start; read-only commands never create a home).
    static func withSampleDecks() throws -> FlashzillaBinary {
        let fz = try withTemporaryHome()
        let first = try fz.run(["--screen-reader"])
        guard first.status == 0, FileManager.default.fileExists(atPath: fz.decksDirectory.path) else {
            throw TmuxError("the first run did not create the sample decks: \(first.stderr)")
        }
        return fz
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }

    var decksDirectory: URL { home.appendingPathComponent("decks") }

    /// Runs `flashzilla ARGS --home HOME` with stdin closed, or reading `input` (from a file,
    /// so a large input and a large output cannot wait on each other). `timeout`: killed
    /// (SIGKILL) if still running then, and `timedOut` says so: a run that may hang fails
    /// instead of stopping the suite. `prefix`: a command that runs it (`setpriv …`).
    @discardableResult
    func run(_ arguments: [String], useHomeOption: Bool = true, environment extra: [String: String] = [:], input: String? = nil,
             timeout: Duration? = nil, prefix: [String] = []) throws -> Result {
        let process = Process()
        let argv = prefix + [Self.url.path] + arguments + (useHomeOption ? ["--home", home.path] : [])
        process.executableURL = URL(fileURLWithPath: argv[0])
        process.arguments = Array(argv.dropFirst())
        var env = ProcessInfo.processInfo.environment
        env["FLASHZILLA_HOME"] = nil
        env.merge(extra) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inputURL = home.appendingPathComponent("stdin-\(UUID().uuidString)")
            try Data(input.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let killer = timeout.map { Killer(pid: process.processIdentifier, after: $0) }
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      stdoutBytes: stdout, stderrBytes: stderr, timedOut: killer?.cancel() ?? false)
    }
}

/// Kills a process that is still running after a while (a run that would hang forever).
private final class Killer: Sendable {
    private let state = Mutex<(done: Bool, killed: Bool)>((false, false))

    init(pid: pid_t, after timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            state.withLock { state in
                // Not once the run is over: its pid may soon be another process's.
                guard !state.done else { return }
                state.killed = kill(pid, SIGKILL) == 0
            }
        }
    }

    /// No kill from now on; whether it was killed.
    func cancel() -> Bool {
        state.withLock { state in
            state.done = true
            return state.killed
        }
    }
}

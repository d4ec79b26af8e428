import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// posix_spawn + waitpid, output through a temporary file. Foundation's `Process`
/// never returned from `waitUntilExit` for tmux, whose server forks off the client.
enum Spawn {
    struct Result { let status: Int32; let output: String }

    static func run(_ argv: [String]) throws -> Result {
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("fz-spawn-\(UUID().uuidString)").path
        defer { unlink(outPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = spawnWithCleanSignals(&pid, argv, &actions)
        guard spawned == 0 else { throw TmuxError("cannot run \(argv[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let exited = (status & 0x7f) == 0
        return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
    }

    /// posix_spawnp with no signal blocked and default handlers in the child. Test threads
    /// block signals; a child must not inherit that deaf mask (tmux and the app under
    /// test would never see SIGINT, SIGTERM or SIGWINCH). Returns posix_spawnp's result.
    static func spawnWithCleanSignals(_ pid: inout pid_t, _ argv: [String], _ actions: inout posix_spawn_file_actions_t) -> Int32 {
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return posix_spawnp(&pid, argv[0], &actions, &attributes, &cArgs, environ)
    }
}

import Foundation

/// A program started in the background for the app (a sound player, the picture viewer):
/// in a process group of its own (so it can be stopped with everything it started, and the
/// terminal's keys never reach it), reading and writing `/dev/null` (its output must not
/// reach the screen), and reaped by a thread of its own the moment it ends, so it never
/// stays a zombie and the UI never waits for it.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private let lock = NSLock()
    private var ended = false

    /// Starts `command` (a full path, then its arguments); nil when it cannot be started.
    init?(_ command: [String]) {
        guard let program = command.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        OwnProcessGroup.apply(to: &attributes)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, program, &actions, &attributes, &argv, environ) == 0 else { return nil }
        pid = child
        let reaped = self, started = child
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(started, &status, 0) == -1, errno == EINTR {}
            reaped.markEnded()
        }
    }

    private func markEnded() {
        lock.lock()
        ended = true
        lock.unlock()
    }

    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    /// Ends the program and whatever it started. The check and the signal are under the
    /// lock the reaper takes, so a group whose leader was reaped (its id free for reuse) is
    /// never signalled.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return }
        kill(-pid, SIGTERM)
    }
}

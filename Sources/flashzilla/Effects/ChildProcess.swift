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
        guard let child = OwnProcessGroup.spawn(command) else { return nil }
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

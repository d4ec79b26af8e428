import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on a folder itself, held around a read-check-write of the
/// files in it, so two Flashzillas cannot both pass a save's conflict check and then
/// rename over each other. Locking the folder (not a lock file) leaves nothing behind to
/// go stale or to clean up, and also covers creating and removing files in it. The kernel
/// drops the lock when its holder dies, even by `kill -9`.
///
/// The wait is bounded: a holder that keeps it past `timeout` is reported, never waited
/// for forever. Programs that do not lock (a text editor) are still caught by the
/// conflict check, which runs under the lock.
enum FolderLock {
    /// Runs `body` holding the lock on `folder`. `path` is the file being written, for the
    /// error message.
    static func withLock<T>(on folder: String, for path: String, timeout: Duration,
                            _ body: () throws(DeckSaveError) -> T) throws(DeckSaveError) -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: path, message: "cannot lock \(folder): \(POSIXFile.lastError)") }
        defer { close(fd) }  // closing the last descriptor releases the lock
        try acquire(fd, folder: folder, for: path, timeout: timeout)
        return try body()
    }

    /// Tries without blocking, again and again, until `timeout` has passed.
    private static func acquire(_ fd: Int32, folder: String, for path: String, timeout: Duration) throws(DeckSaveError) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pause = Duration.milliseconds(2)
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return }
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .io(path: path, message: "cannot lock \(folder): \(POSIXFile.lastError)")
            }
            guard clock.now < deadline else { throw .locked(path: path, folder: folder, timeout: timeout) }
            Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
            pause = min(pause * 2, .milliseconds(50))
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a finished file in place so that the target is, even after a crash, either the old
/// file or the whole new one: flushed to disk, renamed over the target (in the same
/// folder, so the rename is atomic), and the folder's entry flushed too.
package enum AtomicFileReplacement {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func replace(_ target: String, with finished: String) throws(Failure) {
        let fd = open(finished, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: "cannot open the new file: \(lastError)") }
        let synced = fsync(fd) == 0
        let syncError = lastError
        close(fd)
        guard synced else { throw Failure(description: "cannot flush to disk: \(syncError)") }
        guard rename(finished, target) == 0 else { throw Failure(description: lastError) }
        flushFolder(of: target)
    }

    /// Flushes the entry of `path` in its folder to disk (a file made or renamed there must
    /// outlast a crash); best effort, as a folder that cannot be opened has nothing to flush.
    package static func flushFolder(of path: String) {
        let folder = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

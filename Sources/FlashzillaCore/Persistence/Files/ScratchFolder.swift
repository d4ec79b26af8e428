import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of this process's own in the temporary folder (`$TMPDIR/flashzilla-KIND-UUID`:
/// an Anki package unpacked, a history built), with a file inside, `.owner`, locked
/// (`flock`) for as long as the folder is in use. A process killed meanwhile leaves the
/// folder with its lock free, and the next start removes it (`removeAbandoned`). A lock
/// rather than a pid in the name: a pid is reused, a lock goes with its process.
package final class ScratchFolder: Sendable {
    package enum Kind: String, CaseIterable, Sendable {
        case apkg, history
    }

    package let url: URL
    /// The owner file's descriptor, holding the lock; -1 once removed.
    private let lock: Mutex<Int32>

    package init(_ kind: Kind, in parent: URL = FileManager.default.temporaryDirectory) throws(POSIXFile.Failure) {
        url = parent.appendingPathComponent("flashzilla-\(kind.rawValue)-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw POSIXFile.Failure(message: "cannot make a temporary folder: \(FileErrorText.describe(error))")
        }
        // Locked under another name, then renamed: an `.owner` file is locked from the
        // moment it is there, so one whose lock is free has lost its owner.
        let pending = url.appendingPathComponent(".owner-pending").path
        let fd = open(pending, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0, flock(fd, LOCK_EX) == 0, rename(pending, url.appendingPathComponent(Self.ownerName).path) == 0 else {
            let reason = POSIXFile.lastError
            if fd >= 0 { close(fd) }
            try? FileManager.default.removeItem(at: url)
            throw POSIXFile.Failure(message: "cannot lock a temporary folder: \(reason)")
        }
        lock = Mutex(fd)
    }

    /// Removes the folder, then lets its lock go (once; later calls do nothing).
    package func remove() {
        lock.withLock { fd in
            guard fd >= 0 else { return }
            try? FileManager.default.removeItem(at: url)
            close(fd)
            fd = -1
        }
    }

    /// A folder never removed (its owner forgot) is left for the next start.
    deinit {
        lock.withLock { fd in if fd >= 0 { close(fd) } }
    }

    static let ownerName = ".owner"

    /// Removes the folders in `parent` that a dead process left: their owner file's lock is
    /// free, or (an older Flashzilla's, or one killed while making it) they have none and
    /// were last changed more than `unownedAge` ago. A live process's folder is never taken.
    package static func removeAbandoned(in parent: URL = FileManager.default.temporaryDirectory, now: Date = Date(),
                                       unownedAge: TimeInterval = 3600) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        let prefixes = Kind.allCases.map { "flashzilla-\($0.rawValue)-" }
        for name in names where prefixes.contains(where: name.hasPrefix) {
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            let fd = open(folder.appendingPathComponent(ownerName).path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            if fd < 0 {
                guard errno == ENOENT, let status = POSIXFile.status(folder.path), status.isDirectory,
                      now.timeIntervalSince1970 - TimeInterval(status.seconds) > unownedAge else { continue }
                try? FileManager.default.removeItem(at: folder)
                continue
            }
            // Held while removing: the folder is ours until it is gone.
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { try? FileManager.default.removeItem(at: folder) }
            close(fd)
        }
    }
}

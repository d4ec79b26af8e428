import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the store needs and Foundation does not offer: fstat with
/// nanosecond times, fsync of a file and of a directory, and a rename that will not
/// replace (via link).
package enum POSIXFile {
    package struct Failure: Error {
        package let message: String
        /// The `errno` it came with (EXDEV: another file system).
        package var code: Int32 = errno
    }

    struct Status {
        let size: Int64
        let seconds: Int64
        let nanoseconds: Int64
        let device: UInt64
        let inode: UInt64
        let mode: mode_t

        init(_ s: stat) {
            size = Int64(s.st_size)
            #if canImport(Darwin)
            seconds = Int64(s.st_mtimespec.tv_sec)
            nanoseconds = Int64(s.st_mtimespec.tv_nsec)
            #else
            seconds = Int64(s.st_mtim.tv_sec)
            nanoseconds = Int64(s.st_mtim.tv_nsec)
            #endif
            device = UInt64(s.st_dev)
            inode = UInt64(s.st_ino)
            mode = s.st_mode
        }

        var isRegularFile: Bool { mode & S_IFMT == S_IFREG }
        var isDirectory: Bool { mode & S_IFMT == S_IFDIR }
        var permissions: mode_t { mode & 0o7777 }
        /// No write permission for the owner (0444, 0400): made read-only on purpose.
        var isWriteProtected: Bool { mode & S_IWUSR == 0 }

        func fingerprint(contentHash: UInt64) -> FileFingerprint {
            FileFingerprint(size: size, modificationSeconds: seconds, modificationNanoseconds: nanoseconds,
                            device: device, inode: inode, contentHash: contentHash)
        }
    }

    static var lastError: String { String(cString: strerror(errno)) }

    /// Status of the file at `path` (following symlinks); nil with errno set if there is none.
    static func status(_ path: String) -> Status? {
        var s = stat()
        return stat(path, &s) == 0 ? Status(s) : nil
    }

    /// Whether `path` itself is a symbolic link (not followed).
    static func isSymbolicLink(_ path: String) -> Bool {
        var s = stat()
        return lstat(path, &s) == 0 && s.st_mode & S_IFMT == S_IFLNK
    }

    /// Opens the regular file at `path` for reading and returns the descriptor (the
    /// caller closes it) with its status; anything else is refused before a byte is read.
    /// Opened without blocking: opening a named pipe for reading would otherwise wait
    /// until something writes to it, and every command would hang on it.
    static func openRegularFile(_ path: String, limit: Int64) throws(DeckFileError) -> (fd: Int32, status: Status) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw DeckFileError(.unreadable("cannot open: \(lastError)")) }
        do throws(DeckFileError) {
            var s = stat()
            guard fstat(fd, &s) == 0 else { throw DeckFileError(.unreadable("cannot read: \(lastError)")) }
            let status = Status(s)
            guard !status.isDirectory else { throw DeckFileError(.unreadable("is a directory")) }
            guard status.isRegularFile else { throw DeckFileError(.unreadable("not a regular file")) }
            guard status.size <= limit else { throw DeckFileError(.tooLarge(byteCount: status.size)) }
            // Blocking reads again, as for any file: Linux ignores the flag for a regular
            // file, but a network file system need not.
            let flags = fcntl(fd, F_GETFL)
            if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
            return (fd, status)
        } catch {
            close(fd)
            throw error
        }
    }

    /// Reads a whole regular file, refusing (before reading) one larger than `limit`.
    static func readWhole(_ path: String, limit: Int64) throws(DeckFileError) -> (Data, Status) {
        let (fd, before) = try openRegularFile(path, limit: limit)
        defer { close(fd) }
        var s = stat()

        // One byte more than the size stat gave, to notice a file that grew meanwhile.
        var data = Data(count: Int(before.size) + 1)
        var total = 0
        var failed: String?
        data.withUnsafeMutableBytes { buffer in
            while true {
                if total == buffer.count { return }
                let n = read(fd, buffer.baseAddress! + total, buffer.count - total)
                if n > 0 {
                    total += n
                } else if n == 0 {
                    return
                } else if errno != EINTR {
                    failed = lastError
                    return
                }
            }
        }
        if let failed { throw DeckFileError(.unreadable("cannot read: \(failed)")) }
        guard total <= before.size else { throw DeckFileError(.unreadable("the file changed while it was being read")) }
        data.count = total
        guard fstat(fd, &s) == 0 else { throw DeckFileError(.unreadable("cannot read: \(lastError)")) }
        return (data, Status(s))
    }

    /// Writes `data` to a new hidden file in `directory` and flushes it to disk. The
    /// name is unique, hidden and not `.json`, so a crash that leaves it behind leaves
    /// nothing the store would list. New files get 0666 less the umask, like any editor's.
    static func writeTemporary(_ data: Data, in directory: String, for name: String, permissions: mode_t?) throws(Failure) -> String {
        try writeTemporary(in: directory, for: name, permissions: permissions) { write in data.withUnsafeBytes(write) }
    }

    /// The same, with the contents given in pieces: `contents` calls `write` with each
    /// piece in order (so a large file need not be in memory whole).
    /// `sync: false` skips the flush to disk (for files that are only a cache).
    static func writeTemporary(in directory: String, for name: String, permissions: mode_t?, sync: Bool = true,
                               contents: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws(Failure) -> String {
        let written = try writeLockedTemporary(in: directory, for: name, permissions: permissions, sync: sync, contents: contents)
        close(written.lock)
        return written.path
    }

    /// The same, the file locked (`flock`) from the moment it is made for as long as `lock`
    /// stays open (the caller closes it once the file is renamed or removed): a deck
    /// folder's temporary file whose lock is free is a dead writer's, which the next start
    /// removes (`DeckStore.removeAbandonedTemporaries`).
    static func writeLockedTemporary(in directory: String, for name: String, permissions: mode_t?, sync: Bool = true,
                                     contents: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) throws(Failure) -> (path: String, lock: Int32) {
        // At most 100 bytes of the name, so the temporary name stays under NAME_MAX (255 bytes).
        var shortName = ""
        for character in name {
            guard shortName.utf8.count + character.utf8.count <= 100 else { break }
            shortName.append(character)
        }
        let path = "\(directory)/.\(shortName).\(UUID().uuidString).tmp"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failure(message: "cannot create a temporary file: \(lastError)") }
        // Locked before anything is written: a file with bytes in it is locked for as long
        // as its writer lives (only an empty one may not be yet).
        let lock = flock(fd, LOCK_EX) == 0 ? fcntl(fd, F_DUPFD_CLOEXEC, 0) : -1
        var failure: String?
        if lock < 0 { failure = "cannot lock a temporary file: \(lastError)" }
        if failure == nil, let permissions, fchmod(fd, permissions) != 0 { failure = "cannot set permissions: \(lastError)" }
        if failure == nil {
            var startedWriteback = 0, total = 0
            contents { buffer in
                guard failure == nil, let base = buffer.baseAddress else { return }
                defer {
                    total += buffer.count
                    // Let the disk start on what is written while the rest is still being
                    // made, so the final fsync has little left to wait for.
                    if sync && total - startedWriteback >= Self.writebackStep {
                        EarlyWriteback.start(fd, from: startedWriteback, count: total - startedWriteback)
                        startedWriteback = total
                    }
                }
                var written = 0
                while written < buffer.count {
                    let n = write(fd, base + written, buffer.count - written)
                    if n > 0 {
                        written += n
                    } else if n == 0 || errno != EINTR {
                        failure = n == 0 ? "cannot write: no progress" : "cannot write: \(lastError)"
                        return
                    }
                }
            }
        }
        if sync && failure == nil && fsync(fd) != 0 { failure = "cannot flush to disk: \(lastError)" }
        if close(fd) != 0 && failure == nil { failure = "cannot write: \(lastError)" }
        if let failure {
            unlink(path)
            if lock >= 0 { close(lock) }
            throw Failure(message: failure)
        }
        return (path, lock)
    }

    /// How much is written between two requests to start writing back to the disk.
    static let writebackStep = 4 << 20

    /// The content hash of the regular file at `path`, read a piece at a time; nil if it
    /// cannot be read or is larger than `limit`.
    static func contentHash(ofFile path: String, limit: Int64) -> UInt64? {
        guard let (fd, _) = try? openRegularFile(path, limit: limit) else { return nil }
        defer { close(fd) }
        var hash = ContentHash()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 8)
        defer { chunk.deallocate() }
        while true {
            let n = read(fd, chunk.baseAddress!, chunk.count)
            if n > 0 {
                hash.update(UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
            } else if n == 0 {
                return hash.finish()
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// Makes a rename or link durable: the directory entry itself is flushed.
    package static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    package enum LinkResult { case linked, exists }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// Looked up at run time: Swift's Glibc module does not declare it (it needs _GNU_SOURCE).
    private static let renameAt2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif

    /// Moves `source` to `target` in one step, never replacing a file there (Linux
    /// `renameat2` with RENAME_NOREPLACE). Where that is missing or unsupported, links
    /// then unlinks: a crash between the two leaves both names, never neither.
    package static func moveWithoutReplacing(_ source: String, _ target: String) throws(Failure) -> LinkResult {
        #if os(Linux)
        if let renameAt2 {
            let noReplace: UInt32 = 1  // RENAME_NOREPLACE
            if renameAt2(AT_FDCWD, source, AT_FDCWD, target, noReplace) == 0 { return .linked }
            if errno == EEXIST { return .exists }
            guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else { throw Failure(message: lastError) }
        }
        #endif
        guard try linkWithoutReplacing(source, target) == .linked else { return .exists }
        unlink(source)
        return .linked
    }

    /// Gives the file at `source` the name `target` without ever replacing a file there:
    /// `link` fails with EEXIST instead of replacing. On file systems without hard links
    /// it checks that the target is free, then renames (a small race, there only).
    /// Callers unlink `source` afterwards either way.
    static func linkWithoutReplacing(_ source: String, _ target: String) throws(Failure) -> LinkResult {
        if link(source, target) == 0 { return .linked }
        switch errno {
        case EEXIST: return .exists
        case EPERM, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS:
            var s = stat()
            if lstat(target, &s) == 0 { return .exists }
            guard errno == ENOENT else { throw Failure(message: lastError) }
            guard rename(source, target) == 0 else { throw Failure(message: lastError) }
            return .linked
        default:
            throw Failure(message: lastError)
        }
    }
}

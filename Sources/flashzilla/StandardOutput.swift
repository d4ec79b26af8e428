import Foundation

/// Standard output, buffered by us rather than by C's `stdout`, so a write that fails
/// (stdout on a full disk, `> /dev/full`) is noticed and the command can fail with it:
/// C's buffer drops such errors unless `ferror(stdout)` is asked, which Swift 6 cannot
/// reach safely. Commands run on one thread; the lock only keeps that honest.
final class StandardOutput: @unchecked Sendable {
    static let shared = StandardOutput()

    private let lock = NSLock()
    private var buffer: [UInt8] = []
    /// The first write error, kept until `finish()` reports it.
    private var failure: String?
    /// On a terminal every line goes out at once, in order with standard error.
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private static let limit = 64 * 1024

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: text.utf8)
        if isTerminal || buffer.count >= Self.limit { flushLocked() }
    }

    /// Writes what is buffered; the first write error since the start, if any.
    func finish() -> String? {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
        return failure
    }

    private func flushLocked() {
        var bytes = buffer[...]
        buffer.removeAll(keepingCapacity: true)
        while !bytes.isEmpty, failure == nil {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

import Foundation
import Synchronization

/// Standard output, buffered by us rather than by C's `stdout`, so a write that fails
/// (stdout on a full disk, `> /dev/full`) is noticed and the command can fail with it:
/// C's buffer drops such errors unless `ferror(stdout)` is asked, which Swift 6 cannot
/// reach safely. Commands run on one thread; the mutex only keeps that honest.
final class StandardOutput: Sendable {
    static let shared = StandardOutput()

    private struct State {
        var buffer: [UInt8] = []
        /// The first write error, kept until `finish()` reports it.
        var failure: String?
    }

    private let state = Mutex(State())
    /// On a terminal every line goes out at once, in order with standard error.
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private static let limit = 64 * 1024

    func write(_ text: String) {
        state.withLock { state in
            state.buffer.append(contentsOf: text.utf8)
            if isTerminal || state.buffer.count >= Self.limit { Self.flush(&state) }
        }
    }

    /// Writes what is buffered; the first write error since the start, if any.
    func finish() -> String? {
        state.withLock { state in
            Self.flush(&state)
            return state.failure
        }
    }

    private static func flush(_ state: inout State) {
        var bytes = state.buffer[...]
        state.buffer.removeAll(keepingCapacity: true)
        while !bytes.isEmpty, state.failure == nil {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                state.failure = String(cString: strerror(errno))
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

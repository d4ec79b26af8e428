#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines from standard input, waiting at most a given time for the next one, so the
/// clock can speak while the user thinks. Works the same on a terminal (canonical mode:
/// the terminal edits and echoes the line), a pipe or a file.
struct LineInput {
    enum Event: Equatable {
        case line(String)
        /// The wait ran out (or a signal cut it short): time to tick.
        case timeout
        /// Standard input is closed (Ctrl-D, or the end of a pipe or file).
        case end
    }

    private let descriptor: Int32
    /// Bytes read but not yet a whole line.
    private var buffer: [UInt8] = []
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) { self.descriptor = descriptor }

    /// The next line if one is already read or arrives within `timeout` (nil: wait as
    /// long as it takes).
    mutating func next(timeout: Duration?) -> Event {
        while true {
            if let line = takeLine() { return .line(line) }
            if ended {
                // A last line without a line break still counts.
                guard buffer.isEmpty else { return .line(takeRest()) }
                return .end
            }
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, Self.milliseconds(timeout))
            if ready == 0 || (ready < 0 && errno == EINTR) { return .timeout }
            guard ready > 0 else {
                ended = true
                continue
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            // Zero is the end of input; an error (a closed descriptor) ends it too.
            guard count > 0 else {
                ended = true
                continue
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private mutating func takeLine() -> String? {
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = Self.text(buffer[..<newline])
        buffer.removeSubrange(...newline)
        return line
    }

    private mutating func takeRest() -> String {
        defer { buffer.removeAll() }
        return Self.text(buffer[...])
    }

    /// UTF-8 (invalid bytes become U+FFFD), without the CR of a CR LF line end.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
    }

    /// poll(2)'s timeout, rounded up so a wake-up never comes before the moment asked for.
    private static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        guard seconds >= 0 else { return 0 }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }
}

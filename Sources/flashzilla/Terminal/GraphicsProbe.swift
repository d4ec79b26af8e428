import FlashzillaTUI
import Foundation

/// Asks the terminal, once at startup and before curses takes it, what it can draw
/// (`GraphicsQuery`): writes the queries, reads the replies until DA1's (which ends them)
/// or a timeout for terminals that answer nothing.
enum GraphicsProbe {
    static let timeout: Duration = .milliseconds(400)

    /// Test hook, for tests only: `FLASHZILLA_TEST_PROBE_TIMEOUT_MS=N` waits up to N ms for
    /// the replies, so a pretend terminal on a busy machine is not taken for a silent one.
    static func timeout(environment: [String: String]) -> Duration {
        environment["FLASHZILLA_TEST_PROBE_TIMEOUT_MS"].flatMap(Int.init).map { .milliseconds(min(max($0, 0), 60_000)) } ?? timeout
    }

    static func ask(environment: [String: String]) -> GraphicsQuery.Reply {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return GraphicsQuery.Reply() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return GraphicsQuery.Reply() }
        // Replies must not be echoed nor wait for a newline.
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        var request = Array(GraphicsQuery.request(termProgram: environment["TERM_PROGRAM"]).utf8)
        guard write(STDOUT_FILENO, &request, request.count) == request.count else { return GraphicsQuery.Reply() }
        var replies: [UInt8] = []
        let deadline = ContinuousClock.now + timeout(environment: environment)
        var buffer = [UInt8](repeating: 0, count: 512)
        while ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&input, 1, milliseconds) == 1 else { continue }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            replies += buffer[0..<count]
            let reply = GraphicsQuery.parse(replies)
            if reply.isComplete { return reply }
        }
        return GraphicsQuery.parse(replies)
    }
}

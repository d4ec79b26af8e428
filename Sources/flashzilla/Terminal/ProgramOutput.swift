import Foundation

/// Runs a program to the end and keeps what it writes on standard output (a picture
/// converter's sixel data): its input and errors go to `/dev/null`, it runs in a process
/// group of its own, and it is killed when it takes longer than `timeout` or writes more
/// than `limit` bytes. Nil when it cannot start, fails, or is stopped.
enum ProgramOutput {
    static func run(_ command: [String], timeout: Duration, limit: Int) -> [UInt8]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        let spawned = OwnProcessGroup.spawn(command, output: ends[1], closing: ends)
        close(ends[1])
        guard let child = spawned else { return nil }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + timeout
        var stopped = false
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero, output.count <= limit else {
                stopped = true
                break
            }
            var input = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(1, min(1000, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)))
            let ready = poll(&input, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }  // end of output
            output += buffer[0..<count]
        }
        if stopped { kill(-child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1, errno == EINTR {}
        // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, which Swift does not import).
        guard !stopped, status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return output
    }
}

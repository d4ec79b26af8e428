import Foundation

/// Runs a program to the end and keeps what it writes on standard output (a picture
/// converter's sixel data): its input and errors go to `/dev/null`, it runs in a process
/// group of its own, and it is killed when it takes longer than `timeout` or writes more
/// than `limit` bytes. Nil when it cannot start, fails, or is stopped.
enum ProgramOutput {
    static func run(_ command: [String], timeout: Duration, limit: Int) -> [UInt8]? {
        guard let program = command.first else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        OwnProcessGroup.apply(to: &attributes)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let started = posix_spawn(&child, program, &actions, &attributes, &argv, environ) == 0
        close(ends[1])
        guard started else { return nil }

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

import Foundation

/// A pretend kitty: the real binary on a pseudo-terminal whose other end answers the
/// graphics query as kitty does (`OK`, then DA1) and keeps everything the program writes,
/// escapes included, which tmux would swallow. `reply` makes it another terminal (a sixel one).
final class KittyTerminal {
    static let kittyReply = "\u{1b}_Gi=7315;OK\u{1b}\\\u{1b}[?62;22c"
    /// A sixel terminal with cells of 10×20 pixels (xterm -ti vt340 answers so).
    static let sixelReply = "\u{1b}[6;20;10t\u{1b}[?63;1;2;4;6;9;15;22c"

    let master: Int32
    let pid: pid_t
    let reply: String
    private(set) var output: [UInt8] = []
    private var answered = false

    init(arguments: [String], environment: [String: String], reply: String = KittyTerminal.kittyReply) throws {
        self.reply = reply
        // Linux's pseudo-terminals by hand (glibc hides posix_openpt and ptsname from Swift):
        // unlock the other end (TIOCSPTLCK) and ask its number (TIOCGPTN).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            throw TmuxError("no pseudo-terminal")
        }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, slave, O_RDWR, 0) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID: the pty becomes its terminal
        let argv: [UnsafeMutablePointer<CChar>?] = ([FlashzillaBinary.url.path] + arguments).map { strdup($0) } + [nil]
        // The replies may come late on a busy machine: the probe waits for them (it ends at DA1's).
        let environment = environment.merging(["FLASHZILLA_TEST_PROBE_TIMEOUT_MS": "10000"]) { old, _ in old }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, FlashzillaBinary.url.path, &actions, &attributes, argv, envp) == 0 else {
            close(master)
            throw TmuxError("cannot start the binary on a pseudo-terminal")
        }
        pid = child
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads until `predicate` holds on everything written so far, answering the query once.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(10), _ predicate: ([UInt8]) -> Bool) throws -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !predicate(output) {
            if ContinuousClock.now > deadline { throw TmuxError("timed out waiting for \(what)") }
            var input = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&input, 1, 50) == 1 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { throw TmuxError("the program ended before \(what)") }
            output += buffer[0..<count]
            if !answered, String(decoding: output, as: UTF8.self).contains("\u{1b}[c") {
                answered = true
                send(reply)
            }
        }
        return output
    }

    func text() -> String { String(decoding: output, as: UTF8.self) }
}

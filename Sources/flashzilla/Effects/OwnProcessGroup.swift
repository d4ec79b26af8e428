import Foundation

/// Starts a program the app runs in the background (a sound player, the picture viewer, a
/// picture converter): in a process group of its own (stopped with everything it started;
/// the terminal's keys never reach it), with the signals as a new program expects them
/// (the app blocks and catches some), reading `/dev/null` and writing errors there.
enum OwnProcessGroup {
    /// Spawns `command` (a full path, then its arguments); its output goes to `output`
    /// (nil: `/dev/null`), and `closing` are closed in the child. Nil when it cannot start.
    static func spawn(_ command: [String], output: Int32? = nil, closing: [Int32] = []) -> pid_t? {
        guard let program = command.first else { return nil }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, program, &actions, &attributes, &argv, environ) == 0 else { return nil }
        return child
    }
}

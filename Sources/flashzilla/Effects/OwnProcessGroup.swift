import Foundation

/// The spawn attributes of a program the app starts in the background: a process group of
/// its own (stopped with everything it started; the terminal's keys never reach it), and
/// the signals as a new program expects them (the app blocks and catches some).
enum OwnProcessGroup {
    static func apply(to attributes: inout posix_spawnattr_t) {
        var defaults = sigset_t()
        sigfillset(&defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    }
}

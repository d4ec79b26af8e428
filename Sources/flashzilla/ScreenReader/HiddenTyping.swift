import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The line front end lets the learner's terminal echo what they type; in a password
/// field that echo is turned off (the line break still shows), as `PasswordPrompt` does
/// for `flashzilla sync`. While it is off, a quit signal is caught rather than ending the
/// process at once, so the echo comes back before the run ends, and a crash gives it back too.
final class HiddenTyping {
    /// The terminal's settings before the echo went off; nil while it is on.
    private var saved: termios?

    /// Turns the echo off (`hidden`) or back on; nothing when standard input is no terminal.
    func hide(_ hidden: Bool) {
        if hidden {
            guard saved == nil, isatty(STDIN_FILENO) == 1 else { return }
            var settings = termios()
            guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
            fz_crash_restore_save_settings()
            fz_crash_restore_arm("", 0)
            fz_install_quit_handlers()
            saved = settings
            settings.c_lflag &= ~tcflag_t(ECHO)
            settings.c_lflag |= tcflag_t(ECHONL)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        } else if var settings = saved {
            saved = nil
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
            fz_crash_restore_disarm()
            // Ctrl-C ends the line front end at once again, as it does outside a password field.
            for quit in [SIGINT, SIGTERM, SIGHUP] { _ = signal(quit, SIG_DFL) }
        }
    }

    /// The quit signal (SIGINT, SIGTERM, SIGHUP) that came while the echo was off; 0: none.
    func takeQuitSignal() -> Int32 {
        saved == nil ? 0 : fz_take_quit_signal()
    }
}

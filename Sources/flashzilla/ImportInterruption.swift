import CTerminalSignals
import Synchronization

/// Ctrl-C (or SIGTERM, SIGHUP) during `flashzilla import`: recorded by a handler rather
/// than ending the process, so the import stops where it can leave nothing behind — after
/// reading, before anything is written, or at its commit, which is undone — instead of
/// between two deck files. (Killed between them, a later import would find those decks and
/// never add the history of their cards.)
final class ImportInterruption: Sendable {
    /// Thrown where the import stops.
    struct Stopped: Error, CustomStringConvertible {
        var description: String { "interrupted" }
    }

    private let signal = Mutex<Int32>(0)

    /// Installs the handlers; until then a quit signal ends the process as usual.
    init() {
        fz_install_quit_handlers()
    }

    /// Whether a quit signal has come (it stays so once it has).
    var happened: Bool {
        signal.withLock { seen in
            if seen == 0 { seen = fz_take_quit_signal() }
            return seen != 0
        }
    }

    /// Throws `Stopped` if a quit signal has come.
    func stopIfAsked() throws {
        if happened { throw Stopped() }
    }
}

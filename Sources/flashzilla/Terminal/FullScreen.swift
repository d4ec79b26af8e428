import CTerminalSignals
import FlashzillaTUI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The full-screen front end: ncurses draws each frame, the card's picture goes over it
/// (on terminals that said they can draw one), and keys come back decoded. Signals that
/// end or stop the process are noticed here, between reads.
final class FullScreen: FrontEnd {
    private var terminal: NcursesTerminal
    private let pictures: PictureLayer
    private var decoder = InputDecoder()

    init(theme: Theme, mediaFolder: URL) {
        terminal = NcursesTerminal(theme: theme)
        pictures = PictureLayer(mediaFolder: mediaFolder)
    }

    /// Takes the terminal. Call `stop()` on every way out.
    func start() {
        fz_install_signal_handlers()
        // Before curses takes the terminal: its replies must not reach the key reader.
        let environment = ProcessInfo.processInfo.environment
        pictures.configure(GraphicsProbe.ask(environment: environment), searchPath: environment["PATH"] ?? "")
        terminal.start()
    }

    func stop() {
        pictures.remove()
        terminal.stop()
    }

    var size: Size { terminal.size }

    func present(_ model: AppModel, in context: ScreenContext) {
        terminal.draw(model.view(in: context), cursor: model.cursor(in: context))
        pictures.show(model.picturePlacement(in: context))
    }

    func show(_ model: AppModel, in context: ScreenContext) {
        terminal.draw(model.view(in: context), cursor: nil)
    }

    func read(for model: AppModel, in context: ScreenContext, wait: Duration) -> FrontEndInput {
        // A terminal that went away without a SIGHUP reaching us counts as one.
        let signal = terminal.hasHungUp ? SIGHUP : fz_take_quit_signal()
        // Killed politely (TERM, HUP, INT): pending edits are written first.
        if signal != 0 { return .ended(status: 128 + signal) }
        if fz_take_suspend_request() != 0 { return .suspendRequested }
        let events = terminal.nextEvents(decoder: &decoder, tick: wait)
        if events.contains(where: { if case .key = $0 { true } else { false } }) { CrashTestHook.crashIfAsked() }
        return .messages(events.map(AppMessage.input))
    }

    func use(_ theme: Theme) { terminal.use(theme) }

    func suspend(_ whileAway: () -> Void) {
        pictures.remove()
        terminal.suspend(whileAway)
    }
}

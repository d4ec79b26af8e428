import FlashzillaCore
import FlashzillaTUI
import Foundation

/// The screen reader's front end: says what changed in the screen's description
/// (`AppModel.describe`) as lines on standard output, and turns each typed line into the
/// screen's own keys. The app, its screens, the effect performer and the loop are the
/// full screen's own.
final class SpokenLines: FrontEnd {
    /// Screens lay themselves out as on an ordinary terminal; only their words are used.
    let size = Size(width: 80, height: 24)
    private var changes = SpokenChanges()
    private var input = LineInput()
    private let hiddenTyping = HiddenTyping()
    /// After a line that pressed keys, every line of the screen is said again if none
    /// changed, so the learner still hears where they are.
    private var repeatsAll = false

    func present(_ model: AppModel, in context: ScreenContext) {
        say(model, in: context, repeatAll: repeatsAll)
        repeatsAll = false
    }

    func show(_ model: AppModel, in context: ScreenContext) { say(model, in: context) }

    private func say(_ model: AppModel, in context: ScreenContext, repeatAll: Bool = false) {
        // Said at once, not buffered: a speech program on the other end of a pipe reads
        // each line as the user waits for it.
        for line in changes.lines(model.describe(in: context), repeatAll: repeatAll) { Console.say(line) }
    }

    func read(for model: AppModel, in context: ScreenContext, wait: Duration) -> FrontEndInput {
        // A quit signal caught in a password field, or in what its Enter did (the login).
        if let quit = quitWhileHidden() { return quit }
        hiddenTyping.hide(model.isTypingSecret)
        let event = input.next(timeout: wait)
        if let quit = quitWhileHidden() { return quit }
        switch event {
        case .timeout:
            return .messages([])
        case .end:
            return .ended(status: 0)  // as on a hang-up: what is pending is written
        case .line(let line):
            if !model.isTypingText, let mode = LineReading.hintMode(in: line) {
                Console.say(mode == .always ? "Hints on: each screen says what can be said there." : "Hints off: say help for a screen's commands.")
                return .messages([.process(.hintsAsked(mode))])
            }
            if let said = model.missingRow(forLine: line) {
                Console.say(said)
                return .messages([])
            }
            var events = model.events(forLine: line, in: context)
            if events.isEmpty {
                let named = model.deckNamed(byLine: line)
                events = named.events
                for sentence in named.said { Console.say(sentence) }
                if events.isEmpty && named.said.isEmpty { Console.say("Not a command here; help says them.") }
            }
            repeatsAll = !events.isEmpty
            // A line is one whole act: what it changed is written before what is said next.
            return .messages(events.map(AppMessage.input) + [.process(.lineEnded)])
        }
    }

    private func quitWhileHidden() -> FrontEndInput? {
        let signal = hiddenTyping.takeQuitSignal()
        guard signal != 0 else { return nil }
        finish()
        return .ended(status: 128 + signal)
    }

    /// Gives the terminal its echo back (the run may end in a password field).
    func finish() { hiddenTyping.hide(false) }

    func use(_ theme: Theme) {}
    func suspend(_ whileAway: () -> Void) { whileAway() }
}

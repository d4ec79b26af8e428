import CTerminalSignals
import FlashzillaCore
import FlashzillaTUI
import Foundation

/// The run loop: key → message → pure update → view → grid → terminal.
/// It owns the clock, the signals and the file reads the screens ask for.
struct InteractiveSession {
    let context: AppContext
    private let origin = ContinuousClock.now
    /// Even when nothing is animating we wake this often, so a signal that arrives
    /// while ncurses retries its read is still noticed promptly.
    private static let longestBlock: Duration = .milliseconds(500)

    init(context: AppContext) { self.context = context }

    func now() -> Moment { Moment(ContinuousClock.now - origin) }

    /// Runs the app until the user quits. Returns the exit status (0, or 128+signal).
    func run(display: DisplayOptions, openingDeck: LoadedDeck? = nil) -> Int32 {
        // `study DECK` never shows the chooser, so it need not read every other deck.
        let initialListings = openingDeck == nil ? listings() : []
        var model = AppModel(listings: initialListings, studyOptions: display.studyOptions, quitsWhenStudyEnds: openingDeck != nil)
        var terminal = NcursesTerminal(theme: display.theme)
        fz_install_signal_handlers()
        terminal.start()
        defer { terminal.stop() }
        if let openingDeck {
            model.open(openingDeck.deck, fileName: openingDeck.fileURL.lastPathComponent, revision: openingDeck.fingerprint, seed: .random(in: 0...UInt64.max), now: now(), size: terminal.size)
        }
        var decoder = InputDecoder()
        while true {
            let signal = fz_take_quit_signal()
            if signal != 0 { return 128 + signal }
            if fz_take_suspend_request() != 0 { suspend(&model, terminal: &terminal) }

            let size = terminal.size
            var moment = now()
            model.notify(.ticked, now: moment, size: size)
            terminal.draw(model.view(size: size, now: moment), cursor: model.cursor(size: size, now: moment))
            let wait = min(model.nextWakeUp(now: moment) ?? Self.longestBlock, Self.longestBlock)
            for event in terminal.nextEvents(decoder: &decoder, tick: wait) {
                moment = now()
                for effect in model.handle(event, now: moment, size: terminal.size) {
                    switch effect {
                    case .quit:
                        return 0
                    case .suspend:
                        suspend(&model, terminal: &terminal)
                    case .loadDeck(let fileName):
                        open(fileName, into: &model, size: terminal.size)
                    }
                }
            }
        }
    }

    private func listings() -> [DeckListing] {
        context.store.loadAll(now: context.now).map { entry in
            switch entry {
            case .loaded(let loaded): DeckListing(deck: loaded.deck, fileName: loaded.fileURL.lastPathComponent)
            case .broken(let url, let error): .broken(fileName: url.lastPathComponent, problem: String(describing: error))
            }
        }
    }

    private func open(_ fileName: String, into model: inout AppModel, size: Size) {
        let url = context.store.decksDirectory.appendingPathComponent(fileName)
        do {
            let loaded = try context.store.load(fileURL: url, now: context.now)
            model.open(loaded.deck, fileName: fileName, revision: loaded.fingerprint, seed: .random(in: 0...UInt64.max), now: now(), size: size)
        } catch {
            model.failedToOpen(fileName, reason: String(describing: error))
            model.reloadListings(listings(), size: size)
        }
    }

    /// Stops the process with the terminal restored; time away does not count.
    private func suspend(_ model: inout AppModel, terminal: inout NcursesTerminal) {
        model.notify(.suspended, now: now(), size: terminal.size)
        terminal.suspend { fz_suspend_self() }
        model.notify(.resumedFromSuspend, now: now(), size: terminal.size)
    }
}

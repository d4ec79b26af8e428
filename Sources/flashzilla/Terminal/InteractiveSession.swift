import CTerminalSignals
import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// The run loop: key → message → pure update → view → grid → terminal.
/// It owns the clock, the signals and the file reads and writes the screens ask for; what
/// to do with their results is the model's business (`AppModel.receive`).
struct InteractiveSession {
    let context: AppContext
    private let origin = ContinuousClock.now
    /// Even when nothing is animating we wake this often, so a signal that arrives
    /// while ncurses retries its read is still noticed promptly.
    private static let longestBlock: Duration = .milliseconds(500)
    let lookups = DefinitionLookups(environment: ProcessInfo.processInfo.environment)
    let baselines = EditBaselines()
    /// A card's sounds and pictures, played and opened by programs found on `PATH`.
    let media: MediaPlayback
    /// The card's picture over the full screen's frame (`run` asks the terminal first).
    let pictures: PictureLayer

    /// Fixed deals for tests (`--seed`); random otherwise.
    private let seed: UInt64?
    /// Where Review answers go; nil when no screen of this run can review.
    let progress: ProgressAccess

    init(context: AppContext, seed: UInt64? = nil, progress: ProgressStore? = nil) {
        self.context = context
        self.seed = seed
        self.progress = ProgressAccess(fileURL: context.progressURL, store: progress)
        media = MediaPlayback(mediaFolder: context.home.appendingPathComponent("media", isDirectory: true),
                              environment: ProcessInfo.processInfo.environment)
        pictures = PictureLayer(mediaFolder: context.home.appendingPathComponent("media", isDirectory: true))
    }

    func now() -> Moment { Moment(ContinuousClock.now - origin) }

    /// Both clocks and the terminal's size, read now.
    func screenContext(_ terminal: some FrontEnd) -> ScreenContext {
        ScreenContext(moment: now(), date: context.now, size: terminal.size)
    }

    /// When the decks were last synced, for the chooser's title line (nil when logged out).
    func lastSynced() -> Date? {
        guard (try? SyncLoginFile(home: context.home).read()) != nil else { return nil }
        return SyncRunner.lastSynced(home: context.home)
    }

    /// The seed of a new deal.
    func dealSeed() -> UInt64 { seed ?? .random(in: 0...UInt64.max) }

    /// Runs the app until the user quits. Returns the exit status (0; 130 for Ctrl-C; or
    /// 128+signal). `review`: open Review on `openingDeck` with what the progress store held for it;
    /// `family`: open Review on a parent and its children instead.
    func run(display: DisplayOptions, openingDeck: LoadedDeck? = nil, purpose: DeckPurpose = .study,
             review: ReviewStart? = nil, family: FamilyReviewStart? = nil) -> Int32 {
        let opens = openingDeck != nil || family != nil
        var folder = DeckFolderWatch()
        _ = folder.changed(in: context.store)  // before reading: a change meanwhile is seen
        // `study DECK` never shows the chooser, so it need not read every other deck.
        let initialListings = opens ? [] : listings()
        let stored = context.settingsStore.load()
        var model = AppModel(listings: initialListings, settings: stored.settings, overrides: display.overrides,
                             settingsProblem: stored.problem?.description, quitsWhenStudyEnds: opens,
                             lastSynced: opens ? nil : lastSynced())
        var terminal = NcursesTerminal(theme: .named(model.effectiveSettings.theme))
        // The setting "Sync on open and quit", for the app opened on the deck list with a login.
        let syncsOnOpenAndQuit = openingDeck == nil && model.effectiveSettings.syncOnOpenAndQuit && model.chooser.lastSynced != nil
        var quitSyncProblem: String?
        // Said once the terminal is given back (defers run last to first).
        defer { if let quitSyncProblem { Console.error("not synced on quitting: \(quitSyncProblem)") } }
        fz_install_signal_handlers()
        // Before curses takes the terminal: its replies must not reach the key reader.
        let environment = ProcessInfo.processInfo.environment
        pictures.configure(GraphicsProbe.ask(environment: environment), searchPath: environment["PATH"] ?? "")
        terminal.start()
        defer {
            media.stop()
            pictures.remove()
            terminal.stop()
        }
        if syncsOnOpenAndQuit { _ = drain([.sync], on: &model, terminal: terminal) }
        if let openingDeck {
            _ = drain(model.receive(opening(openingDeck, purpose: purpose, review: review), in: screenContext(terminal)),
                      on: &model, terminal: terminal)
        } else if let family {
            _ = drain(model.receive(.familyReviewLoaded(family), in: screenContext(terminal)), on: &model, terminal: terminal)
        }
        var decoder = InputDecoder()
        while true {
            // A terminal that went away without a SIGHUP reaching us counts as one.
            let signal = terminal.hasHungUp ? SIGHUP : fz_take_quit_signal()
            if signal != 0 {
                // Killed politely (TERM, HUP, INT): write pending edits first.
                _ = drain(model.receive(.terminating, in: screenContext(terminal)), on: &model, terminal: terminal)
                return 128 + signal
            }
            if fz_take_suspend_request() != 0 { suspend(&model, terminal: terminal) }
            for answer in lookups.takeFinished() {
                let arrived = AppResponse.definitionArrived(request: answer.request, result: answer.result)
                _ = drain(model.receive(arrived, in: screenContext(terminal)), on: &model, terminal: terminal)
            }
            // On the chooser the loop wakes at least every `longestBlock`: a file changed
            // by another program shows within half a second, and on coming back to it.
            if model.route == .chooser, folder.changed(in: context.store) {
                _ = drain(model.receive(.listingsRead(listings()), in: screenContext(terminal)), on: &model, terminal: terminal)
            }
            // The turn's one moment: clocks move on (card edits due are written), then the frame.
            let turn = screenContext(terminal)
            _ = drain(model.receive(.ticked, in: turn), on: &model, terminal: terminal)
            terminal.draw(model.view(in: turn), cursor: model.cursor(in: turn))
            pictures.show(model.picturePlacement(in: turn))
            let wait = min(model.nextWakeUp(in: turn) ?? Self.longestBlock, Self.longestBlock)
            for event in terminal.nextEvents(decoder: &decoder, tick: wait) {
                if case .key = event { CrashTestHook.crashIfAsked() }
                if drain(model.handle(event, in: screenContext(terminal)), on: &model, terminal: terminal) {
                    // Ctrl-C quits as an interrupt does (128 + SIGINT), so scripts can tell; it
                    // does not wait for a sync either.
                    if event == .key(.ctrl("c")) { return 128 + SIGINT }
                    if syncsOnOpenAndQuit { quitSyncProblem = syncOnQuit(&model, terminal: terminal) }
                    return 0
                }
            }
        }
    }

    /// The answer that opens `deck` as the run starts (`study DECK`, `review DECK`…).
    func opening(_ deck: LoadedDeck, purpose: DeckPurpose, review: ReviewStart?) -> AppResponse {
        let fileName = deck.fileURL.lastPathComponent
        if let review {
            return .reviewLoaded(deck.deck, fileName: fileName, states: review.states,
                                 introducedToday: review.introducedToday, reviewedToday: review.reviewedToday, marks: review.marks,
                                 extended: review.extended)
        }
        return .deckLoaded(deck.deck, fileName: fileName, revision: deck.fingerprint,
                           isReadOnly: deck.isReadOnly, purpose: purpose, seed: dealSeed())
    }

    /// Performs `effects` and whatever their answers ask for next (a save asks for the deck
    /// list to be read again), in order. True when one of them is `.quit`.
    func drain(_ effects: [AppEffect], on model: inout AppModel, terminal: some FrontEnd) -> Bool {
        var pending = effects
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            if effect == .quit { return true }
            pending += perform(effect, on: &model, terminal: terminal)
        }
        return false
    }

    /// The sync on quitting, its steps on the screen; why it failed, if it did.
    func syncOnQuit(_ model: inout AppModel, terminal: some FrontEnd) -> String? {
        if case .failure(let failure) = runSync(on: &model, terminal: terminal) { return failure.message }
        return nil
    }

    /// Stops the process with the terminal restored; time away does not count.
    func suspend(_ model: inout AppModel, terminal: some FrontEnd) {
        // A stopped process may never be continued: the model's pending edits are written first.
        _ = drain(model.receive(.suspending, in: screenContext(terminal)), on: &model, terminal: terminal)
        // The player is in a group of its own: Ctrl-Z does not stop it, so this does.
        media.stop()
        pictures.remove()
        terminal.suspend { fz_suspend_self() }
        _ = drain(model.receive(.resumed, in: screenContext(terminal)), on: &model, terminal: terminal)
    }
}

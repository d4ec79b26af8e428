import CTerminalSignals
import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// The run loop, the same for both front ends: read → `AppModel.handle` → perform the
/// effects (their answers handled in turn) → present. It owns the clock; the performer
/// owns the files; the front end owns the terminal or the lines.
struct InteractiveSession {
    let context: AppContext
    let performer: EffectPerformer
    private let origin = ContinuousClock.now
    /// Even when nothing is animating the loop wakes this often: a signal that arrives
    /// while ncurses retries its read is noticed, and the deck list follows changes on disk.
    private static let longestBlock: Duration = .milliseconds(500)

    init(context: AppContext, seed: UInt64? = nil, progress: ProgressStore? = nil) {
        self.context = context
        performer = EffectPerformer(context: context, seed: seed, progress: progress)
    }

    /// How the run begins: on the deck list, or on a deck opened from the command line.
    struct Opening {
        var deck: LoadedDeck?
        var purpose: DeckPurpose = .study
        /// Open Review on `deck` with what the progress store held for it.
        var review: ReviewStart?
        /// Open Review on a parent and its children instead.
        var family: FamilyReviewStart?
        /// Open the Quiz or Match (`purpose`) on a parent's deck files instead.
        var familyPlay: (name: String, fileNames: [String])?

        var opensADeck: Bool { deck != nil || family != nil || familyPlay != nil }
    }

    /// Runs the app full screen until the user quits. Returns the exit status (0; 130 for
    /// Ctrl-C; or 128+signal).
    func run(display: DisplayOptions, openingDeck: LoadedDeck? = nil, purpose: DeckPurpose = .study,
             review: ReviewStart? = nil, family: FamilyReviewStart? = nil,
             familyPlay: (name: String, fileNames: [String])? = nil) -> Int32 {
        let opening = Opening(deck: openingDeck, purpose: purpose, review: review, family: family, familyPlay: familyPlay)
        var model = makeModel(display.overrides, opening: opening)
        let screen = FullScreen(theme: .named(model.effectiveSettings.theme),
                                mediaFolder: context.home.appendingPathComponent("media", isDirectory: true))
        var quitSyncProblem: String?
        // Said once the terminal is given back (defers run last to first).
        defer { if let quitSyncProblem { Console.error("not synced on quitting: \(quitSyncProblem)") } }
        screen.start()
        defer {
            performer.media.stop()
            screen.stop()
        }
        return loop(&model, frontEnd: screen, opening: opening) { quitSyncProblem = $0 }
    }

    /// Runs the app on lines (the screen reader) until the user quits or input ends.
    /// The first line says where the user starts, the last that the app has ended.
    func runLines(display: DisplayOptions, openingDeck: LoadedDeck? = nil, purpose: DeckPurpose = .study,
                  review: ReviewStart? = nil, family: FamilyReviewStart? = nil,
             familyPlay: (name: String, fileNames: [String])? = nil) -> Int32 {
        let opening = Opening(deck: openingDeck, purpose: purpose, review: review, family: family, familyPlay: familyPlay)
        if !opening.opensADeck { Console.say("Welcome to Flashzilla. The deck list; say help for its commands.") }
        var overrides = display.overrides
        overrides.byVoice = true
        var model = makeModel(overrides, opening: opening)
        let lines = SpokenLines()
        let status = loop(&model, frontEnd: lines, opening: opening) { problem in
            Console.say("Not synced on quitting: \(problem)")
        }
        lines.finish()
        performer.media.stop()
        Console.say("Goodbye.")
        return status
    }

    private func makeModel(_ overrides: SettingsOverrides, opening: Opening) -> AppModel {
        let stored = context.settingsStore.load()
        // `study DECK` never shows the chooser, so it need not read every other deck.
        let opens = opening.opensADeck
        return AppModel(listings: opens ? [] : performer.listings(), settings: stored.settings, overrides: overrides,
                        settingsProblem: stored.problem?.description, quitsWhenStudyEnds: opens,
                        lastSynced: opens ? nil : performer.lastSynced())
    }

    /// Both clocks and the front end's size, read now.
    private func screenContext(_ frontEnd: some FrontEnd) -> ScreenContext {
        ScreenContext(moment: Moment(ContinuousClock.now - origin), date: context.now, size: frontEnd.size)
    }

    private func loop(_ model: inout AppModel, frontEnd: some FrontEnd, opening: Opening,
                      quitSyncFailed: (String) -> Void) -> Int32 {
        // The setting "Sync on open and quit", for the app opened on the deck list with a login.
        let syncs = !opening.opensADeck && model.effectiveSettings.syncOnOpenAndQuit && model.chooser.lastSynced != nil
        if syncs { _ = drain([.sync()], on: &model, frontEnd: frontEnd) }
        if let first = openingAnswer(opening), drain(model.handle(.answer(first), in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd) {
            return 0
        }
        while true {
            for news in performer.news(watchingDecks: model.route == .chooser)
            where drain(model.handle(news, in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd) {
                return 0
            }
            // The turn's one moment: clocks move on (card edits due are written), then the frame.
            let turn = screenContext(frontEnd)
            if drain(model.handle(.process(.ticked), in: turn), on: &model, frontEnd: frontEnd) { return 0 }
            frontEnd.present(model, in: turn)
            let wait = min(model.nextWakeUp(in: turn) ?? Self.longestBlock, Self.longestBlock)
            switch frontEnd.read(for: model, in: turn, wait: wait) {
            case .messages(let messages):
                for message in messages where drain(model.handle(message, in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd) {
                    // Ctrl-C quits as an interrupt does (128 + SIGINT), so scripts can tell; it
                    // does not wait for a sync either.
                    if case .input(.key(.ctrl("c"))) = message { return 128 + SIGINT }
                    if syncs, case .failure(let failure) = syncOnQuit(&model, frontEnd: frontEnd) { quitSyncFailed(failure.message) }
                    return 0
                }
            case .suspendRequested:
                suspend(&model, frontEnd: frontEnd)
            case .ended(let status):
                _ = drain(model.handle(.process(.terminating), in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd)
                return status
            }
        }
    }

    /// The answer that opens the deck the run starts on (`study DECK`, `review DECK`…).
    private func openingAnswer(_ opening: Opening) -> AppResponse? {
        if let family = opening.family { return .familyReviewLoaded(family) }
        if let play = opening.familyPlay { return performer.loadFamily(play.name, fileNames: play.fileNames, purpose: opening.purpose) }
        guard let deck = opening.deck else { return nil }
        let fileName = deck.fileURL.lastPathComponent
        if let review = opening.review {
            return .reviewLoaded(deck.deck, fileName: fileName, states: review.states,
                                 introducedToday: review.introducedToday, reviewedToday: review.reviewedToday, marks: review.marks,
                                 extended: review.extended)
        }
        return .deckLoaded(deck.deck, fileName: fileName, revision: deck.fingerprint,
                           isReadOnly: deck.isReadOnly, purpose: opening.purpose, seed: performer.dealSeed())
    }

    /// Performs `effects` and whatever their answers ask for next (a save asks for the deck
    /// list to be read again), in order. True when one of them is `.quit`.
    private func drain(_ effects: [AppEffect], on model: inout AppModel, frontEnd: some FrontEnd) -> Bool {
        var pending = effects
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            switch effect {
            case .quit:
                return true
            case .suspend:
                suspend(&model, frontEnd: frontEnd)
                continue
            case .runImport, .sync:
                // "Importing…" / "Syncing…" is on show while the files are read and written.
                frontEnd.show(model, in: screenContext(frontEnd))
            default:
                break
            }
            let answers = performer.perform(effect) { step in
                // Only a status line changes: nothing follows from a step.
                _ = model.handle(step, in: screenContext(frontEnd))
                frontEnd.show(model, in: screenContext(frontEnd))
            }
            if case .saveSettings = effect { frontEnd.use(.named(model.effectiveSettings.theme)) }
            for answer in answers { pending += model.handle(answer, in: screenContext(frontEnd)) }
        }
        return false
    }

    /// The sync on quitting, its steps on show.
    private func syncOnQuit(_ model: inout AppModel, frontEnd: some FrontEnd) -> Result<String, EffectPerformer.SyncFailure> {
        frontEnd.show(model, in: screenContext(frontEnd))
        return performer.runSync { step in
            _ = model.handle(step, in: screenContext(frontEnd))
            frontEnd.show(model, in: screenContext(frontEnd))
        }
    }

    /// Stops the process with the terminal restored; time away does not count.
    private func suspend(_ model: inout AppModel, frontEnd: some FrontEnd) {
        // A stopped process may never be continued: the model's pending edits are written first.
        _ = drain(model.handle(.process(.suspending), in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd)
        // The player is in a group of its own: Ctrl-Z does not stop it, so this does.
        performer.media.stop()
        frontEnd.suspend { fz_suspend_self() }
        _ = drain(model.handle(.process(.resumed), in: screenContext(frontEnd)), on: &model, frontEnd: frontEnd)
    }
}

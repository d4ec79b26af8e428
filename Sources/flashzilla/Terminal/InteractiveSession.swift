import CTerminalSignals
import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// The run loop: key → message → pure update → view → grid → terminal.
/// It owns the clock, the signals and the file reads and writes the screens ask for.
struct InteractiveSession {
    let context: AppContext
    private let origin = ContinuousClock.now
    /// Even when nothing is animating we wake this often, so a signal that arrives
    /// while ncurses retries its read is still noticed promptly.
    private static let longestBlock: Duration = .milliseconds(500)
    private let lookups = DefinitionLookups(environment: ProcessInfo.processInfo.environment)
    private let baselines = EditBaselines()

    /// Fixed deals for tests (`--seed`); random otherwise.
    private let seed: UInt64?
    /// Where Review answers go; nil when no screen of this run can review.
    private let progress: ProgressAccess

    init(context: AppContext, seed: UInt64? = nil, progress: ProgressStore? = nil) {
        self.context = context
        self.seed = seed
        self.progress = ProgressAccess(fileURL: context.progressURL, store: progress)
    }

    func now() -> Moment { Moment(ContinuousClock.now - origin) }

    /// Runs the app until the user quits. Returns the exit status (0; 130 for Ctrl-C; or
    /// 128+signal). `review`: open Review on `openingDeck` with what the progress store held for it.
    func run(display: DisplayOptions, openingDeck: LoadedDeck? = nil, purpose: DeckPurpose = .study,
             review: ReviewStart? = nil) -> Int32 {
        var folder = DeckFolderWatch()
        _ = folder.changed(in: context.store)  // before reading: a change meanwhile is seen
        // `study DECK` never shows the chooser, so it need not read every other deck.
        let initialListings = openingDeck == nil ? listings() : []
        let stored = context.settingsStore.load()
        var model = AppModel(listings: initialListings, settings: stored.settings, overrides: display.overrides,
                             settingsProblem: stored.problem?.description, quitsWhenStudyEnds: openingDeck != nil)
        var terminal = NcursesTerminal(theme: .named(model.effectiveSettings.theme))
        fz_install_signal_handlers()
        terminal.start()
        defer { terminal.stop() }
        if let openingDeck, let review {
            model.openReview(openingDeck.deck, fileName: openingDeck.fileURL.lastPathComponent, states: review.states,
                             introducedToday: review.introducedToday, reviewedToday: review.reviewedToday,
                             now: now(), date: context.now)
        } else if let openingDeck {
            if Self.edits(purpose) {
                baselines.record(openingDeck.deck, fileName: openingDeck.fileURL.lastPathComponent, revision: openingDeck.fingerprint)
            }
            model.noteReadOnly(fileName: openingDeck.fileURL.lastPathComponent, openingDeck.isReadOnly)
            model.open(openingDeck.deck, fileName: openingDeck.fileURL.lastPathComponent, revision: openingDeck.fingerprint,
                       purpose: purpose, seed: seed ?? .random(in: 0...UInt64.max), now: now(), size: terminal.size)
        }
        var decoder = InputDecoder()
        while true {
            // A terminal that went away without a SIGHUP reaching us counts as one.
            let signal = terminal.hasHungUp ? SIGHUP : fz_take_quit_signal()
            if signal != 0 {
                // Killed politely (TERM, HUP, INT): write pending edits first.
                for effect in model.flushSaves(now: now()) { _ = perform(effect, on: &model, terminal: terminal) }
                return 128 + signal
            }
            if fz_take_suspend_request() != 0 { suspend(&model, terminal: terminal) }
            var due = model.dueSaves(now: now())
            while !due.isEmpty { due += perform(due.removeFirst(), on: &model, terminal: terminal) }

            for answer in lookups.takeFinished() {
                model.definitionArrived(request: answer.request, result: answer.result)
            }
            let size = terminal.size
            // On the chooser the loop wakes at least every `longestBlock`: a file changed
            // by another program shows within half a second, and on coming back to it.
            if model.route == .chooser, folder.changed(in: context.store) { model.reloadListings(listings(), size: size) }
            var moment = now()
            model.notify(.ticked, now: moment, size: size)
            terminal.draw(model.view(size: size, now: moment), cursor: model.cursor(size: size, now: moment))
            let wait = min(model.nextWakeUp(now: moment) ?? Self.longestBlock, Self.longestBlock)
            for event in terminal.nextEvents(decoder: &decoder, tick: wait) {
                moment = now()
                var pending = model.handle(event, now: moment, size: terminal.size, date: context.now)
                // Answers to effects may ask for more (a save asks for a reload), so drain.
                while !pending.isEmpty {
                    let effect = pending.removeFirst()
                    // Ctrl-C quits as an interrupt does (128 + SIGINT), so scripts can tell.
                    if effect == .quit { return event == .key(.ctrl("c")) ? 128 + SIGINT : 0 }
                    pending += perform(effect, on: &model, terminal: terminal)
                }
            }
        }
    }

    /// Does what the model asked and hands it the answer; returns any follow-up effects.
    private func perform(_ effect: AppEffect, on model: inout AppModel, terminal: NcursesTerminal) -> [AppEffect] {
        let size = terminal.size
        switch effect {
        case .quit:
            return []
        case .suspend:
            suspend(&model, terminal: terminal)
            return []
        case .loadDeck(let fileName, let purpose):
            open(fileName, purpose: purpose, into: &model, size: size)
            return []
        case .openReview(let fileName):
            openReview(fileName, into: &model, size: size)
            return []
        case .openStatistics(let fileName):
            openStatistics(fileName, into: &model)
            return []
        case .reloadListings:
            model.reloadListings(listings(), size: size)
            return []
        case .completePath, .previewImport, .runImport:
            return performImport(effect, on: &model, terminal: terminal)
        case .createDeck(let deck):
            do {
                let created = try context.store.createUniquelyNamed(deck, now: context.now)
                baselines.record(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint)
                return model.deckSaved(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint)
            } catch {
                model.saveFailed(error.description)
                return []
            }
        case .saveDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: false, into: &model, size: size)
        case .saveRenamedDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: true, into: &model, size: size)
        case .trashDeck(let fileName):
            do {
                let moved = try context.store.moveToTrash(fileURL: deckURL(fileName))
                return model.deckTrashed(fileName: fileName, movedTo: moved.path)
            } catch {
                model.saveFailed(error.description)
                return [.reloadListings]
            }
        case .define(let word, let request):
            lookups.start(word: word, request: request)
            return []
        case .recordMatch(let fileName, let result):
            // Read the file afresh, so edits made meanwhile are kept, then add the result.
            do {
                var loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
                let base = DeckBaseline(loaded.deck)
                guard loaded.deck.recordMatch(result).isAnyBest else { return [] }
                try context.store.save(&loaded, mergingFrom: base, now: context.now)
                model.matchRecorded(fileName: fileName, revision: loaded.fingerprint)
            } catch let error as DeckSaveError {
                model.saveFailed("best score not saved: \(error.description)")
            } catch {
                model.saveFailed("best score not saved: \(error)")
            }
            return []
        case .recordReview(let answer) where answer.mode == .quiz:
            quizLogged(progress.logQuiz { (store) throws(ProgressError) in _ = try store.record(answer) }, on: &model)
            return []
        case .recordReview(let answer):
            // Synchronously, before the next card is drawn: a kill right after loses nothing.
            do {
                try requireProgress().record(answer)
            } catch {
                model.saveFailed(error.description)
            }
            return []
        case .undoQuizAnswer(let deckID, let cardID):
            quizLogged(progress.logQuiz { (store) throws(ProgressError) in _ = try store.undoLastQuizAnswer(deckID: deckID, cardID: cardID) }, on: &model)
            return []
        case .undoReview(let deckID, let cardID, let restoring):
            do {
                try requireProgress().undoLastReview(deckID: deckID, cardID: cardID, restoring: restoring)
            } catch {
                model.saveFailed(error.description)
            }
            return []
        case .saveSettings(let settings):
            terminal.use(.named(model.effectiveSettings.theme))
            do {
                try context.settingsStore.save(settings)
            } catch {
                model.saveFailed(error.description)
            }
            return []
        }
    }

    /// Whether a deck opened for `purpose` may be saved (by `.saveDeck`), so its baseline is kept.
    /// Match writes its records through `.recordMatch`, which reads the file afresh.
    private static func edits(_ purpose: DeckPurpose) -> Bool {
        purpose == .editCards || purpose == .editDeck || purpose == .browse
    }

    /// The game goes on without its log; the problem is said on the chooser.
    private func quizLogged(_ problem: ProgressError?, on model: inout AppModel) {
        if let problem { model.saveFailed("Quiz answers not logged: \(problem.description)") }
    }

    private func requireProgress() throws(ProgressError) -> ProgressStore {
        try progress.open()
    }

    /// Writes the deck over its file (merged with a change made on disk meanwhile, when the
    /// editor's starting point is known); `renamed`: then moves the file to fit the new name.
    private func save(_ deck: Deck, fileName: String, revision: FileFingerprint?, renamed: Bool,
                      into model: inout AppModel, size: Size) -> [AppEffect] {
        var loaded = LoadedDeck(deck: deck, fileURL: deckURL(fileName), fingerprint: revision)
        let merged: DeckMergeResult?
        do {
            if let base = baselines.base(fileName: fileName, revision: revision) {
                merged = try context.store.save(&loaded, mergingFrom: base, now: context.now)
            } else {
                try context.store.save(&loaded)
                merged = nil
            }
        } catch {
            model.saveFailed(error.description)
            return []
        }
        // The deck is saved; a file that cannot be moved keeps its name, and the user hears why.
        var moveProblem: String?
        if renamed {
            do {
                try context.store.moveFileToMatchName(&loaded)
            } catch {
                moveProblem = error.description
            }
        }
        let savedName = loaded.fileURL.lastPathComponent
        let movedFrom = savedName == fileName ? nil : fileName
        baselines.record(loaded.deck, fileName: savedName, revision: loaded.fingerprint)
        let effects = if let merged {
            model.deckMerged(merged.deck, fileName: savedName, revision: loaded.fingerprint, summary: merged.summary, size: size, movedFrom: movedFrom)
        } else {
            model.deckSaved(deck, fileName: savedName, revision: loaded.fingerprint, movedFrom: movedFrom)
        }
        if let moveProblem { model.saveFailed("saved, but the file keeps its name: \(moveProblem)") }
        return effects
    }

    private func deckURL(_ fileName: String) -> URL {
        context.store.decksDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The chooser's rows from the summary cache: only files changed since the last run
    /// are read, so 50 decks of 100,000 cards show at once.
    private func listings() -> [DeckListing] {
        let now = context.now
        let counts = progress.dueCounts(now: now)
        return context.store.summaries(now: now).map { summary in
            var listing = DeckListing(fileName: summary.fileName, name: summary.name, color: summary.color, cardCount: summary.cardCount,
                                      samplePrompts: summary.samplePrompts, timeLimit: summary.timeLimit, problem: summary.problem)
            if let counts, !summary.isBroken { listing.due = DeckDue(summary, counts: counts[summary.deckID]) }
            return listing
        }
    }

    /// Review from the chooser: the deck and what the progress file holds for it.
    private func openReview(_ fileName: String, into model: inout AppModel, size: Size) {
        do {
            let loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
            let start = try ReviewStart(deckID: loaded.deck.id, store: requireProgress(), now: context.now)
            model.openReview(loaded.deck, fileName: fileName, states: start.states, introducedToday: start.introducedToday,
                             reviewedToday: start.reviewedToday, now: now(), date: context.now)
        } catch {
            model.failedToOpen(fileName, reason: String(describing: error))
        }
    }

    /// Statistics from the summaries and the progress file, which is not created to be looked at.
    private func openStatistics(_ fileName: String?, into model: inout AppModel) {
        let now = context.now
        let summaries = context.store.summaries(now: now)
        let deck = fileName.flatMap { name in summaries.first { $0.fileName == name && !$0.isBroken } }
        let source = StatisticsSource(summaries: summaries, deckID: deck?.deckID,
                                      desiredRetention: model.effectiveSettings.scheduler.desiredRetention)
        do {
            model.openStatistics(try source.report(store: progress.existingStore(), now: now), deckName: deck?.name)
        } catch {
            model.failedToOpen(progress.fileURL.lastPathComponent, reason: String(describing: error))
        }
    }

    private func open(_ fileName: String, purpose: DeckPurpose, into model: inout AppModel, size: Size) {
        if purpose != .study, let kept = model.keptDeck(fileName: fileName),
           context.store.isUnchanged(fileURL: deckURL(fileName), since: kept.revision) {
            // The paused session's deck is the file's content: no second copy of its cards.
            if Self.edits(purpose) { baselines.record(kept.deck, fileName: fileName, revision: kept.revision) }
            model.open(kept.deck, fileName: fileName, revision: kept.revision, purpose: purpose,
                       seed: seed ?? .random(in: 0...UInt64.max), now: now(), size: size)
            return
        }
        do {
            let loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
            model.noteReadOnly(fileName: fileName, loaded.isReadOnly)
            if purpose != .study, loaded.isReadOnly {
                model.failedToOpen(fileName, reason: "written by a newer Flashzilla; it can be studied but not edited here")
                return
            }
            if Self.edits(purpose) { baselines.record(loaded.deck, fileName: fileName, revision: loaded.fingerprint) }
            model.open(loaded.deck, fileName: fileName, revision: loaded.fingerprint, purpose: purpose,
                       seed: seed ?? .random(in: 0...UInt64.max), now: now(), size: size)
        } catch {
            model.failedToOpen(fileName, reason: String(describing: error))
            model.reloadListings(listings(), size: size)
        }
    }

    /// Stops the process with the terminal restored; time away does not count.
    private func suspend(_ model: inout AppModel, terminal: NcursesTerminal) {
        // A stopped process may never be continued: write pending edits first.
        for effect in model.flushSaves(now: now()) { _ = perform(effect, on: &model, terminal: terminal) }
        model.notify(.suspended, now: now(), size: terminal.size)
        terminal.suspend { fz_suspend_self() }
        model.notify(.resumedFromSuspend, now: now(), size: terminal.size)
    }
}

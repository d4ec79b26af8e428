import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// Carries out the conversation's file effects with the deck store and words the answer.
/// Saves are the store's: atomic, and never over a file changed on disk since it was read.
struct ReaderEffects {
    let store: DeckStore
    /// The deck each save started from, so a file changed meanwhile is merged.
    let baselines = EditBaselines()
    let settingsStore: SettingsStore
    /// Where Review answers go (only `review DECK --screen-reader` has one).
    var progress: ProgressStore?
    /// Where Quiz answers are logged: opened (or created) at the first answer.
    let quizLog: ProgressAccess
    /// `HOME/progress.sqlite`, read for statistics (never created by them).
    let progressURL: URL
    /// Where `define` finds WordNet ($WNSEARCHDIR, else the system's copy).
    let wordNetDirectory: URL

    /// The answer to `output`, or nil when it is not a file effect.
    func perform(_ output: ReaderOutput, now: Date) -> ReaderInput? {
        switch output {
        case .listDecks:
            // Summaries (from the cache): no deck is held whole until it is chosen.
            return .decksListed(store.summaries(now: now))
        case .openDeck(let url):
            do {
                let loaded = try store.load(fileURL: url, now: now)
                baselines.record(loaded.deck, fileName: url.lastPathComponent, revision: loaded.fingerprint)
                return .deckOpened(loaded)
            } catch {
                return .failed(error.description)
            }
        case .save(var deck):
            do {
                try save(&deck, now: now)
                return .saved(deck)
            } catch {
                return .failed(error.description)
            }
        case .saveRenamed(var deck):
            do {
                try save(&deck, now: now)
            } catch {
                return .failed(error.description)
            }
            // The deck is saved; a file that cannot be moved keeps its name, and the user hears why.
            do {
                try store.moveFileToMatchName(&deck)
                baselines.record(deck.deck, fileName: deck.fileURL.lastPathComponent, revision: deck.fingerprint)
                return .renamed(deck, moveProblem: nil)
            } catch {
                return .renamed(deck, moveProblem: error.description)
            }
        case .create(let deck):
            do {
                let created = try store.createUniquelyNamed(deck, now: now)
                baselines.record(created.deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint)
                return .saved(created)
            } catch {
                return .failed(error.description)
            }
        case .trash(let deck):
            do {
                _ = try store.moveToTrash(deck)
                return .trashed
            } catch {
                return .failed(error.description)
            }
        case .saveSettings(let settings):
            do {
                try settingsStore.save(settings)
                return .settingsSaved
            } catch {
                return .failed(error.description)
            }
        case .recordReview(let answer) where answer.mode == .quiz:
            return logQuiz { store throws(ProgressError) in try store.record(answer) }
        case .undoQuizAnswer(let deckID, let cardID):
            return logQuiz { store throws(ProgressError) in _ = try store.undoLastQuizAnswer(deckID: deckID, cardID: cardID) }
        case .recordReview(let answer):
            // Before the next card is said: a kill right after loses nothing.
            return storeReview { store throws(ProgressError) in try store.record(answer) }
        case .recordAnswers(let kept):
            // All or none, in order: a retry never writes an answer twice.
            return storeReview { store throws(ProgressError) in try store.record(all: kept) }
        case .undoReview(let undo):
            return storeReview { store throws(ProgressError) in
                try store.undoLastReview(deckID: undo.deckID, cardID: undo.cardID, restoring: undo.restoring)
            }
        case .statistics(let deckID):
            let source = StatisticsSource(summaries: store.summaries(now: now), deckID: deckID,
                                          desiredRetention: settingsStore.load().settings.scheduler.desiredRetention)
            do {
                return .statisticsReady(try source.report(store: StatisticsSource.existingStore(at: progressURL), now: now))
            } catch {
                return .failed(error.description)
            }
        case .define(let word):
            return define(word)
        case .say, .quit, .importFile:
            return nil
        }
    }

    /// Writes the deck over its file, merged with a change made on disk since it was read
    /// (when that read is known), and records it as the next save's starting point.
    private func save(_ deck: inout LoadedDeck, now: Date) throws(DeckSaveError) {
        let fileName = deck.fileURL.lastPathComponent
        if let base = baselines.base(fileName: fileName, revision: deck.fingerprint) {
            _ = try store.save(&deck, mergingFrom: base, now: now)
        } else {
            try store.save(&deck)
        }
        baselines.record(deck.deck, fileName: fileName, revision: deck.fingerprint)
    }

    /// WordNet is opened for each lookup: `define` is typed rarely, and opening reads no definitions.
    private func define(_ word: String) -> ReaderInput {
        do throws(DefineError) {
            return .defined(try WordNet(directory: wordNetDirectory).define(word))
        } catch {
            return .failed(error.description)
        }
    }

    /// A Quiz answer logged; a problem is told once, then logging stops for the run.
    private func logQuiz(_ write: (ProgressStore) throws(ProgressError) -> Void) -> ReaderInput {
        guard let problem = quizLog.logQuiz(write) else { return .reviewStored }
        return .failed(problem.description)
    }

    private func storeReview(_ write: (ProgressStore) throws(ProgressError) -> Void) -> ReaderInput {
        guard let progress else { return .failed("no progress file is open") }
        do {
            try write(progress)
            return .reviewStored
        } catch {
            return .failed(error.description)
        }
    }
}

import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// Carries out what the app asks (`AppEffect`): deck files, the progress file, settings,
/// the dictionary, sounds and the picture viewer, import and sync. It never sees the app:
/// each answer comes back as messages for `AppModel.handle`. Both front ends use one.
final class EffectPerformer {
    let context: AppContext
    let lookups = DefinitionLookups(environment: ProcessInfo.processInfo.environment)
    /// What each deck editor started from: the store's bookkeeping, not the model's.
    let baselines = EditBaselines()
    /// A card's sounds, and its pictures opened in the system's viewer.
    let media: MediaPlayback
    /// Where Review answers go.
    let progress: ProgressAccess
    /// Fixed deals for tests (`--seed`); random otherwise.
    private let seed: UInt64?
    private var folder = DeckFolderWatch()

    init(context: AppContext, seed: UInt64? = nil, progress: ProgressStore? = nil) {
        self.context = context
        self.seed = seed
        self.progress = ProgressAccess(fileURL: context.progressURL, store: progress)
        media = MediaPlayback(mediaFolder: context.home.appendingPathComponent("media", isDirectory: true),
                              environment: ProcessInfo.processInfo.environment)
        // Before the first listing is read: a change meanwhile is then seen.
        _ = folder.changed(in: context.store)
    }

    /// The seed of a new deal.
    func dealSeed() -> UInt64 { seed ?? .random(in: 0...UInt64.max) }

    /// What arrived without waiting for: definitions looked up meanwhile and, when
    /// `watchingDecks` (the deck list on show), the deck folder changed by another program.
    func news(watchingDecks: Bool) -> [AppMessage] {
        var news = lookups.takeFinished().map { AppMessage.answer(.definitionArrived(request: $0.request, result: $0.result)) }
        if watchingDecks, folder.changed(in: context.store) { news.append(.answer(.listingsRead(listings()))) }
        return news
    }

    /// Performs `effect`; its answers, in order. A long one (an import, a sync) tells
    /// `progress` of each step as it starts.
    func perform(_ effect: AppEffect, progress report: (AppMessage) -> Void = { _ in }) -> [AppMessage] {
        func answer(_ response: AppResponse) -> [AppMessage] { [.answer(response)] }
        switch effect {
        case .quit, .suspend:
            return []  // the run loop's own: it stops or ends the process
        case .quitUnlessUnsaved:
            return answer(.quitRequested)
        case .loadDeck(let fileName, let purpose, let kept):
            return answer(load(fileName, purpose: purpose, unlessUnchangedSince: kept))
        case .recordBaseline(let deck, let fileName, let revision):
            baselines.record(deck, fileName: fileName, revision: revision)
            return []
        case .openReview(let fileName):
            return answer(readReview(fileName))
        case .openFamilyReview(let name, let fileNames):
            return answer(readFamilyReview(name, fileNames: fileNames))
        case .loadFamily(let name, let fileNames, let purpose):
            return answer(loadFamily(name, fileNames: fileNames, purpose: purpose))
        case .readTags(let fileName):
            return readTags(fileName).map(answer) ?? []
        case .extendLimits(let fileName, let extra):
            return extendLimits(fileName, by: extra).map(answer) ?? []
        case .openCustomStudy(let fileName, let study):
            return answer(readCustomStudy(fileName, study))
        case .openStatistics(let fileName, let desiredRetention):
            return answer(statistics(fileName, desiredRetention: desiredRetention))
        case .openFamilyStatistics(let name, let fileNames, let desiredRetention):
            return answer(familyStatistics(name, fileNames: fileNames, desiredRetention: desiredRetention))
        case .reloadListings:
            return answer(.listingsRead(listings()))
        case .playSounds, .stopSounds, .openImages:
            return media.perform(effect).map(answer) ?? []
        case .sync(let full):
            return answer(performSync(full: full, progress: report))
        case .syncLogIn(let server, let user, let password):
            return answer(performLogIn(server: server, user: user, password: password, progress: report))
        case .completePath, .previewImport, .runImport:
            return performImport(effect, progress: report).map(AppMessage.answer)
        case .createDeck(let deck):
            do {
                let created = try context.store.createUniquelyNamed(deck, now: context.now)
                baselines.record(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint)
                return answer(.deckSaved(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint))
            } catch {
                return answer(.saveFailed(error.description))
            }
        case .saveDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: false).map(AppMessage.answer)
        case .saveRenamedDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: true).map(AppMessage.answer)
        case .renameDecks(let renames):
            return renameDecks(renames).map(AppMessage.answer)
        case .trashDeck(let fileName):
            do {
                let moved = try context.store.moveToTrash(fileURL: deckURL(fileName))
                return answer(.deckTrashed(fileName: fileName, movedTo: moved.path))
            } catch {
                return answer(.saveFailed(error.description)) + answer(.listingsRead(listings()))
            }
        case .define(let word, let request):
            lookups.start(word: word, request: request)
            return []
        case .recordMatch(let fileName, let result):
            return recordMatch(result, fileName: fileName).map(answer) ?? []
        case .recordReview(let answered) where answered.mode == .quiz:
            return quizLogged(progress.logQuiz { (store) throws(ProgressError) in _ = try store.record(answered) }).map(answer) ?? []
        case .recordReview(let answered):
            // Synchronously, before the next card is drawn: a kill right after loses nothing.
            do {
                try progress.open().record(answered)
                return []
            } catch {
                return answer(.answersNotRecorded([answered], reason: error.description))
            }
        case .recordAnswers(let kept):
            // All or none, in order: a retry never writes an answer twice.
            do {
                try progress.open().record(all: kept)
                return answer(.answersRecorded(count: kept.count))
            } catch {
                return answer(.answersNotRecorded(kept, reason: error.description))
            }
        case .undoQuizAnswer(let deckID, let cardID):
            let undo = progress.logQuiz { (store) throws(ProgressError) in _ = try store.undoLastQuizAnswer(deckID: deckID, cardID: cardID) }
            return quizLogged(undo).map(answer) ?? []
        case .undoReview(let deckID, let cardID, let restoring):
            do {
                try progress.open().undoLastReview(deckID: deckID, cardID: cardID, restoring: restoring)
                return []
            } catch {
                return answer(.saveFailed(error.description))
            }
        case .loadCardMarks(let deckID):
            let now = context.now
            guard let store = try? progress.existingStore(),
                  let marks = try? store.marks(deckID: deckID, now: now, nextDayStart: StudyDay.nextStart(after: now, timeZone: .current))
            else { return [] }
            return answer(.cardMarksLoaded(deckID: deckID, marks))
        case .setCardMarks(let change):
            do {
                try progress.open().setMarks(change, at: context.now)
                return []
            } catch {
                return answer(.saveFailed(error.description))
            }
        case .saveSettings(let settings):
            // The front end takes the new theme from the model (the run loop tells it).
            do {
                try context.settingsStore.save(settings)
                return []
            } catch {
                return answer(.saveFailed(error.description))
            }
        }
    }

    /// The game goes on without its log; the problem is said on the chooser.
    private func quizLogged(_ problem: ProgressError?) -> AppResponse? {
        problem.map { .saveFailed("Quiz answers not logged: \($0.description)") }
    }
}

import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// Carrying out what the model asks: each effect's answer goes back to it as an
/// `AppResponse`, and whatever it asks next is returned.
extension InteractiveSession {
    func perform(_ effect: AppEffect, on model: inout AppModel, terminal: some FrontEnd) -> [AppEffect] {
        func answer(_ response: AppResponse) -> [AppEffect] { model.receive(response, in: screenContext(terminal)) }
        switch effect {
        case .quit:
            return []
        case .quitUnlessUnsaved:
            return answer(.quitRequested)
        case .suspend:
            suspend(&model, terminal: terminal)
            return []
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
        case .openStatistics(let fileName):
            return answer(statistics(fileName, settings: model.effectiveSettings))
        case .openFamilyStatistics(let name, let fileNames):
            return answer(familyStatistics(name, fileNames: fileNames, settings: model.effectiveSettings))
        case .reloadListings:
            return answer(.listingsRead(listings()))
        case .playSounds, .stopSounds, .openImages:
            return media.perform(effect).map(answer) ?? []
        case .sync:
            return performSync(on: &model, terminal: terminal)
        case .completePath, .previewImport, .runImport:
            return performImport(effect, on: &model, terminal: terminal)
        case .createDeck(let deck):
            do {
                let created = try context.store.createUniquelyNamed(deck, now: context.now)
                baselines.record(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint)
                return answer(.deckSaved(deck, fileName: created.fileURL.lastPathComponent, revision: created.fingerprint))
            } catch {
                return answer(.saveFailed(error.description))
            }
        case .saveDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: false).flatMap(answer)
        case .saveRenamedDeck(let deck, let fileName, let revision):
            return save(deck, fileName: fileName, revision: revision, renamed: true).flatMap(answer)
        case .renameDecks(let renames):
            return renameDecks(renames).flatMap(answer)
        case .trashDeck(let fileName):
            do {
                let moved = try context.store.moveToTrash(fileURL: deckURL(fileName))
                return answer(.deckTrashed(fileName: fileName, movedTo: moved.path))
            } catch {
                return answer(.saveFailed(error.description)) + [.reloadListings]
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
            terminal.use(.named(model.effectiveSettings.theme))
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

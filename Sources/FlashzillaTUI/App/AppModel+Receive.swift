import FlashzillaCore

extension AppModel {
    /// An effect's answer: returns what to do next (a save asks for the deck list to be
    /// read again, say).
    mutating func receiveOnScreen(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        switch response {
        case .deckLoaded(let deck, let fileName, let revision, let isReadOnly, let purpose, let seed):
            return deckLoaded(deck, fileName: fileName, revision: revision, isReadOnly: isReadOnly, purpose: purpose, seed: seed, in: context)
        case .deckUnchanged(let fileName, let purpose, let seed):
            return reuseKeptDeck(fileName: fileName, purpose: purpose, seed: seed, in: context)
        case .deckUnreadable(let fileName, let reason):
            failedToOpen(fileName, reason: reason, in: context)
            // The file may be gone or broken: the list shows what is there now.
            return [.reloadListings]
        case .reviewLoaded(let deck, let fileName, let states, let introducedToday, let reviewedToday, let marks, let extended):
            openReview(deck, fileName: fileName, states: states, marks: marks, introducedToday: introducedToday,
                       reviewedToday: reviewedToday, extended: extended, in: context)
            return []
        case .familyReviewLoaded(let start):
            openFamilyReview(start, in: context)
            return []
        case .tagsRead(let fileName, let tags):
            tagsRead(tags, fileName: fileName, in: context)
            return []
        case .familyLoaded(let name, let decks, let purpose, let seed):
            openFamily(name: name, decks: decks, purpose: purpose, seed: seed, in: context)
            return []
        case .customStudyLoaded(let loaded):
            customStudyLoaded(loaded, in: context)
            return []
        case .statisticsReady(let report, let deckName):
            route = .statistics(StatisticsScreen(report: report, deckName: deckName))
            return []
        case .failedToOpen(let fileName, let reason):
            failedToOpen(fileName, reason: reason, in: context)
            return []
        case .listingsRead(let listings):
            _ = chooser.update(.listingsRead(listings), in: context)
            return []
        case .deckSaved(let deck, let fileName, let revision, let movedFrom):
            return deckSaved(deck, fileName: fileName, revision: revision, movedFrom: movedFrom)
        case .deckMerged(let merged, let fileName, let revision, let summary, let movedFrom):
            return deckMerged(merged, fileName: fileName, revision: revision, summary: summary, movedFrom: movedFrom, in: context)
        case .saveFailed(let message):
            saveFailed(message, in: context)
            return []
        case .soundPlayerMissing, .imageViewerMissing, .mediaProblem:
            return []  // taken by `receive` (AppModel+Media)
        case .cardMarksLoaded(let deckID, let marks):
            // Only into the editor still on show (taken out, so its cards are not copied).
            guard case .cardEditor = route else { return [] }
            if case .cardEditor(var editor, let fileName) = takeRoute() {
                if editor.deck.id == deckID { _ = editor.update(.marksLoaded(marks), in: context) }
                route = .cardEditor(editor, fileName: fileName)
            }
            return []
        case .answersRecorded(let count):
            answersRecorded(count, in: context)
            return []
        case .answersNotRecorded(let answers, let reason):
            answersNotRecorded(answers, reason: reason, in: context)
            return []
        case .quitRequested:
            return quitRequested()
        case .deckTrashed(let fileName, let path):
            return deckTrashed(fileName: fileName, movedTo: path)
        case .matchRecorded(let fileName, let revision):
            // The study session's deck is unchanged in substance, but its file is not:
            // keep the session by following the file's new fingerprint.
            if revisions[fileName] != nil { revisions[fileName] = revision }
            return []
        case .definitionArrived(let request, let result):
            switch takeRoute() {
            case .cardEditor(var screen, let fileName):
                _ = screen.update(.definitionArrived(request: request, DefinitionAnswer(result)), in: context)
                route = .cardEditor(screen, fileName: fileName)
            case let other:
                route = other  // the editor was left meanwhile
            }
            return []
        case .pathsCompleted, .importPreviewed, .importProgressed, .importFailed, .importFinished:
            return importAnswered(response, in: context)
        case .syncProgressed, .syncFinished, .syncFailed, .syncNeedsFullChoice, .syncNeedsLogin, .syncLoginFailed:
            return syncAnswered(response, in: context)
        }
    }

    /// The process's news: clocks move on or pause, and pending edits go out before a stop.
    mutating func hear(_ news: ProcessNews, in context: ScreenContext) -> [AppEffect] {
        switch news {
        case .ticked:
            tellClocks(.ticked, in: context)
            let cards = saves.take(now: context.moment, flushing: false)
            let answers = unsavedAnswers.take(now: context.moment, flushing: false).map(AppEffect.recordAnswers)
            return [cards, answers].compactMap { $0 }
        case .suspending:
            // A stopped process may never be continued: pending edits are written first.
            let flushed = flushUnsavedWork(now: context.moment)
            tellClocks(.suspended, in: context)
            return flushed
        case .resumed:
            tellClocks(.resumedFromSuspend, in: context)
            return []
        case .hintsAsked:
            return []  // taken by the inbox
        case .terminating, .lineEnded:
            // No one to ask: the last try is all there is. (By voice, after each line: the
            // learner may close the program at any line.)
            return flushUnsavedWork(now: context.moment)
        }
    }

    /// A deck, Review or statistics could not be opened: stay on (or return to) the chooser and say why.
    mutating func failedToOpen(_ fileName: String, reason: String, in context: ScreenContext) {
        // Review's `e` on a file that cannot be read now: Review goes on, saying why.
        if case .review(var screen, let reviewFile) = route, reviewFile == fileName || screen.deckFiles.values.contains(fileName) {
            _ = screen.update(.editFailed("Cannot edit the card: \(reason)"), in: context)
            route = .review(screen, fileName: reviewFile)
            return
        }
        route = .chooser
        chooser.status = "Cannot open \(fileName): \(reason)"
    }
}

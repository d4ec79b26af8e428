import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// The deck store's and the progress file's side of the effects: reads and writes, each
/// answered as an `AppResponse`.
extension EffectPerformer {
    /// Reads the deck file, unless the model holds it as the file was at `kept` and the
    /// file is still so: then it is not read (nor held) twice.
    func load(_ fileName: String, purpose: DeckPurpose, unlessUnchangedSince kept: FileFingerprint?) -> AppResponse {
        if let kept, context.store.isUnchanged(fileURL: deckURL(fileName), since: kept) {
            return .deckUnchanged(fileName: fileName, purpose: purpose, seed: dealSeed())
        }
        do {
            let loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
            return .deckLoaded(loaded.deck, fileName: fileName, revision: loaded.fingerprint, isReadOnly: loaded.isReadOnly,
                               purpose: purpose, seed: dealSeed())
        } catch {
            return .deckUnreadable(fileName: fileName, reason: String(describing: error))
        }
    }

    /// Review from the chooser: the deck and what the progress file holds for it.
    func readReview(_ fileName: String) -> AppResponse {
        do {
            let loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
            let start = try ReviewStart(deckID: loaded.deck.id, store: progress.open(), now: context.now)
            return .reviewLoaded(loaded.deck, fileName: fileName, states: start.states, introducedToday: start.introducedToday,
                                 reviewedToday: start.reviewedToday, marks: start.marks, extended: start.extended)
        } catch {
            return .failedToOpen(fileName: fileName, reason: String(describing: error))
        }
    }

    /// Statistics from the summaries and the progress file, which is not created to be looked at.
    func statistics(_ fileName: String?, desiredRetention: Double) -> AppResponse {
        let now = context.now
        let summaries = context.store.summaries(now: now)
        let deck = fileName.flatMap { name in summaries.first { $0.fileName == name && !$0.isBroken } }
        // A parent's statistics take in the decks inside it (not a namesake's).
        let ids = deck.map { deck in
            [deck.deckID] + DeckFamily.members(of: deck.name, in: summaries).filter { DeckPath.key(of: $0.name) != DeckPath.key(of: deck.name) }.map(\.deckID)
        }
        let source = StatisticsSource(summaries: summaries, deckIDs: ids, desiredRetention: desiredRetention)
        do {
            return .statisticsReady(try source.report(store: progress.existingStore(), now: now), deckName: deck?.name)
        } catch {
            return .failedToOpen(fileName: progress.fileURL.lastPathComponent, reason: String(describing: error))
        }
    }

    /// Writes the deck over its file (merged with a change made on disk meanwhile, when the
    /// editor's starting point is known); `renamed`: then moves the file to fit the new name.
    func save(_ deck: Deck, fileName: String, revision: FileFingerprint?, renamed: Bool) -> [AppResponse] {
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
            return [.saveFailed(error.description)]
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
        let saved: AppResponse = if let merged {
            .deckMerged(merged.deck, fileName: savedName, revision: loaded.fingerprint, summary: merged.summary, movedFrom: movedFrom)
        } else {
            .deckSaved(deck, fileName: savedName, revision: loaded.fingerprint, movedFrom: movedFrom)
        }
        return [saved] + (moveProblem.map { [.saveFailed("saved, but the file keeps its name: \($0)")] } ?? [])
    }

    /// Reads the file afresh, so edits made meanwhile are kept, then adds the result;
    /// nil when it is no best score (nothing written).
    func recordMatch(_ result: MatchResult, fileName: String) -> AppResponse? {
        do {
            var loaded = try context.store.load(fileURL: deckURL(fileName), now: context.now)
            let base = DeckBaseline(loaded.deck)
            guard loaded.deck.recordMatch(result).isAnyBest else { return nil }
            try context.store.save(&loaded, mergingFrom: base, now: context.now)
            return .matchRecorded(fileName: fileName, revision: loaded.fingerprint)
        } catch let error as DeckSaveError {
            return .saveFailed("best score not saved: \(error.description)")
        } catch {
            return .saveFailed("best score not saved: \(error)")
        }
    }

    func deckURL(_ fileName: String) -> URL {
        context.store.decksDirectory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The chooser's rows from the summary cache: only files changed since the last run
    /// are read, so 50 decks of 100,000 cards show at once.
    func listings() -> [DeckListing] {
        let now = context.now
        let counts = progress.dueCounts(now: now)
        return context.store.summaries(now: now).map { summary in
            var listing = DeckListing(fileName: summary.fileName, name: summary.name, color: summary.color, cardCount: summary.cardCount,
                                      samplePrompts: summary.samplePrompts, timeLimit: summary.timeLimit, problem: summary.problem)
            if let counts, !summary.isBroken {
                listing.due = DeckDue(summary, counts: counts[summary.deckID])
                listing.dueInputs = DeckDueInputs(summary, counts: counts[summary.deckID])
            }
            return listing
        }
    }
}

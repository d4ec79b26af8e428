import FlashzillaCore
import FlashzillaTUI
import Foundation

extension EffectPerformer {
    /// The Quiz or Match on a parent: each of its deck files read, in the order asked.
    func loadFamily(_ name: String, fileNames: [String], purpose: DeckPurpose) -> AppResponse {
        var decks: [Deck] = []
        for fileName in fileNames {
            do {
                decks.append(try context.store.load(fileURL: deckURL(fileName), now: context.now).deck)
            } catch {
                return .deckUnreadable(fileName: fileName, reason: String(describing: error))
            }
        }
        return .familyLoaded(name: name, decks: decks, purpose: purpose, seed: dealSeed())
    }
}

extension EffectPerformer {
    /// Custom study's tag prompt: the deck's tags (nil when the file cannot be read).
    func readTags(_ fileName: String) -> AppResponse? {
        guard let deck = try? context.store.load(fileURL: deckURL(fileName), now: context.now).deck else { return nil }
        return .tagsRead(fileName: fileName, tags: TagCompletion.tags(of: deck))
    }
}

extension EffectPerformer {
    /// Statistics of a parent no file names: the decks in `fileNames` counted together.
    func familyStatistics(_ name: String, fileNames: [String], desiredRetention: Double) -> AppResponse {
        let summaries = context.store.summaries(now: context.now)
        let ids = fileNames.compactMap { file in summaries.first { $0.fileName == file && !$0.isBroken }?.deckID }
        let source = StatisticsSource(summaries: summaries, deckIDs: ids, desiredRetention: desiredRetention)
        do {
            return .statisticsReady(try source.report(store: progress.existingStore(), now: context.now), deckName: name)
        } catch {
            return .failedToOpen(fileName: progress.fileURL.lastPathComponent, reason: String(describing: error))
        }
    }
}

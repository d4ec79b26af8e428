import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

extension EffectPerformer {
    /// Custom study's raise of today's limits, kept in the progress file for the study day
    /// (the chooser's counts and the next Review read it there). Nil when kept.
    func extendLimits(_ fileName: String, by extra: ReviewCounts) -> AppResponse? {
        let now = context.now
        guard let summary = context.store.summaries(now: now).first(where: { $0.fileName == fileName }), !summary.isBroken else {
            return .saveFailed("today's raised limits not kept: no deck file \(fileName)")
        }
        do {
            try progress.open().extendLimits(deckID: summary.deckID, by: extra, dayStart: StudyDay.start(of: now, timeZone: .current))
            return nil
        } catch {
            return .saveFailed("today's raised limits not kept: \(error.description)")
        }
    }

    /// Custom study from the chooser: the deck, its schedules and marks, and for forgotten
    /// cards those answered Again in the days asked (today is the first of them).
    func readCustomStudy(_ fileName: String, _ study: CustomStudy) -> AppResponse {
        do {
            let now = context.now
            let loaded = try context.store.load(fileURL: deckURL(fileName), now: now)
            let store = try progress.open()
            let start = try ReviewStart(deckID: loaded.deck.id, store: store, now: now)
            let dayStart = StudyDay.start(of: now, timeZone: .current)
            var forgotten: Set<UUID> = []
            if case .forgotten(let days) = study {
                let since = Calendar.current.date(byAdding: .day, value: -(days - 1), to: dayStart) ?? dayStart
                forgotten = try store.forgottenCards(deckID: loaded.deck.id, since: since)
            }
            return .customStudyLoaded(CustomStudyStart(deck: loaded.deck, fileName: fileName, study: study, states: start.states,
                                                       marks: start.marks, forgotten: forgotten, dayStart: dayStart))
        } catch {
            return .failedToOpen(fileName: fileName, reason: String(describing: error))
        }
    }
}

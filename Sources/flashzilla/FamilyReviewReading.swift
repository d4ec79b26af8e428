import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// Review on a parent: its decks read with what the progress file holds for each, and the
/// parent's limits shared out among them as the chooser's counts share them
/// (`DeckDueInputs` of each summary, `DeckTreeQuotas` over their tree).
enum FamilyReviewReading {
    static func read(name: String, fileNames: [String], deckStore: DeckStore, progress: ProgressStore, now: Date) throws -> FamilyReviewStart {
        let summaries = deckStore.summaries(now: now)
        let dayStart = StudyDay.start(of: now, timeZone: .current)
        let chosen = fileNames.compactMap { fileName in summaries.first { $0.fileName == fileName && !$0.isBroken } }
        let counts = try progress.dueCounts(now: now, dayStart: dayStart, only: Set(chosen.map(\.deckID)))
        var found: [(summary: DeckSummary, deck: Deck, start: ReviewStart)] = []
        let states = try progress.states(deckIDs: chosen.map(\.deckID))
        for summary in chosen {
            let loaded = try deckStore.load(fileURL: summary.fileURL, now: now)
            found.append((summary, loaded.deck, try ReviewStart(deckID: loaded.deck.id, store: progress, now: now, states: states[loaded.deck.id])))
        }
        // The tree of the decks read (one root: the parent, virtual or not), parents first.
        let roots = DeckTree.build(Array(found.indices)) { found[$0].deck.name }
        var members: [ReviewFamilyMember] = [], files: [String] = []
        for root in roots {
            let order = root.allItems
            let quotas = DeckTreeQuotas.quotas(of: root) { DeckDueInputs(found[$0].summary, counts: counts[found[$0].summary.deckID]) }
            for (index, quota) in zip(order, quotas) {
                let (summary, deck, start) = found[index]
                members.append(ReviewFamilyMember(deck: deck, states: start.states, marks: start.marks, quota: quota))
                files.append(summary.fileName)
            }
        }
        return FamilyReviewStart(name: name, members: members, fileNames: files)
    }
}

extension EffectPerformer {
    /// Review on a parent from the chooser.
    func readFamilyReview(_ name: String, fileNames: [String]) -> AppResponse {
        do {
            let start = try FamilyReviewReading.read(name: name, fileNames: fileNames, deckStore: context.store, progress: progress.open(),
                                                     now: context.now)
            guard !start.members.isEmpty else { return .failedToOpen(fileName: fileNames.first ?? name, reason: "no deck to review") }
            return .familyReviewLoaded(start)
        } catch {
            return .failedToOpen(fileName: fileNames.first ?? name, reason: String(describing: error))
        }
    }
}

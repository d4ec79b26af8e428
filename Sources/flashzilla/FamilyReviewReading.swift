import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation
import Synchronization

/// Review on a parent: its decks read with what the progress file holds for each, and the
/// parent's limits shared out among them as the chooser's counts share them
/// (`DeckDueInputs` of each summary, `DeckTreeQuotas` over their tree).
enum FamilyReviewReading {
    /// `summaries`: the home's, when the caller has them already (nil: read here).
    static func read(name: String, fileNames: [String], summaries known: [DeckSummary]? = nil, deckStore: DeckStore,
                     progress: ProgressStore, now: Date) throws -> FamilyReviewStart {
        let summaries = known ?? deckStore.summaries(now: now)
        let dayStart = StudyDay.start(of: now, timeZone: .current), nextDayStart = StudyDay.nextStart(after: now, timeZone: .current)
        let chosen = fileNames.compactMap { fileName in summaries.first { $0.fileName == fileName && !$0.isBroken } }
        // The deck files load on the second core while the progress file is read (each deck's
        // id is in its summary), as ReviewOpening does for one deck.
        let loading = Mutex<[Result<LoadedDeck, any Error>]>([])
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let decks = chosen.map { summary in Result { try deckStore.load(fileURL: summary.fileURL, now: now) } }
            loading.withLock { $0 = decks }
        }
        let read = Result { () throws(ProgressError) in
            let ids = chosen.map(\.deckID)
            return (try progress.dueCounts(now: now, dayStart: dayStart, only: Set(ids)),
                    try progress.familyCards(deckIDs: ids, now: now, nextDayStart: nextDayStart))
        }
        group.wait()
        let (counts, cards) = try read.get()
        var found: [(summary: DeckSummary, deck: Deck, cards: FamilyCards)] = []
        for (summary, loaded) in zip(chosen, loading.withLock { $0 }) {
            let deck = try loaded.get().deck
            // The file changed since its summary was made (another id): read for the deck loaded.
            let own = try cards[deck.id] ?? progress.familyCards(deckIDs: [deck.id], now: now, nextDayStart: nextDayStart)[deck.id]
            found.append((summary, deck, own ?? FamilyCards(marks: DeckMarks(nextDayStart: nextDayStart))))
        }
        // The tree of the decks read (one root: the parent, virtual or not), parents first.
        let roots = DeckTree.build(Array(found.indices)) { found[$0].deck.name }
        var members: [ReviewFamilyMember] = [], files: [String] = []
        for root in roots {
            let order = root.allItems
            let quotas = DeckTreeQuotas.quotas(of: root) { DeckDueInputs(found[$0].summary, counts: counts[found[$0].summary.deckID]) }
            for (index, quota) in zip(order, quotas) {
                let (summary, deck, cards) = found[index]
                members.append(ReviewFamilyMember(deck: deck, states: cards.states, marks: cards.marks, quota: quota))
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

import FlashzillaCore
import FlashzillaImport
import Foundation

/// Anki's review history for the cards an import adds, as Flashzilla's own answers: each
/// card's answers replayed through the FSRS scheduler, so its schedule (and due date) comes
/// from the same history Anki used. Cards the import only updates or leaves alone already
/// have theirs from the first import, so importing again adds no answer twice.
public enum ImportedHistory {
    /// `deckName`: the import's `--deck`, which puts every card in the plan's one deck.
    public static func answers(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport],
                               scheduler: FSRSScheduler) -> [ReviewAnswer] {
        guard packages.contains(where: { !$0.history.isEmpty }) else { return [] }
        // Where each group's cards went: the plan's deck of that name (Anki's, in any case).
        var planned: [String: Int] = [:]
        for (i, item) in plan.decks.enumerated() { planned[item.deck.name.lowercased()] = i }
        var added: [Int: Set<UUID>] = [:]
        var given = Set<UUID>()  // a card in two packages gets one history
        var answers: [ReviewAnswer] = []
        answers.reserveCapacity(packages.reduce(0) { $0 + $1.history.values.reduce(0) { $0 + $1.count } })
        for package in packages where !package.history.isEmpty {
            for group in package.parsed.groups {
                let name = deckName ?? group.deck ?? ImportPlan.deckName(forFile: package.parsed.file)
                guard let at = deckName != nil && plan.decks.count == 1 ? 0 : planned[name.lowercased()] else { continue }
                let item = plan.decks[at]
                if added[at] == nil {
                    let existing = Set(item.existing?.deck.cards.map(\.id) ?? [])
                    added[at] = Set(item.deck.cards.lazy.map(\.id).filter { !existing.contains($0) })
                }
                for card in group.cards {
                    guard let reviews = package.history[card.key] else { continue }
                    let id = ImportedCardID.id(deck: item.deck.id, card: card, occurrence: 0)
                    guard added[at]!.contains(id), given.insert(id).inserted else { continue }
                    answers += replayed(reviews, deckID: item.deck.id, cardID: id, scheduler: scheduler)
                }
            }
        }
        return answers
    }

    static func replayed(_ reviews: [AnkiReview], deckID: UUID, cardID: UUID, scheduler: FSRSScheduler) -> [ReviewAnswer] {
        let ratings = reviews.map { FSRSReview(time: $0.time, rating: FSRSRating(rawValue: $0.ease) ?? .good) }
        let states = scheduler.replay(ratings, of: cardID)
        return reviews.indices.map { i in
            ReviewAnswer(deckID: deckID, cardID: cardID, time: reviews[i].time, rating: ratings[i].rating,
                         milliseconds: reviews[i].milliseconds, mode: .review, before: i == 0 ? nil : states[i - 1], after: states[i])
        }
    }
}

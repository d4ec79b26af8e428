import FlashzillaCore
import FlashzillaImport
import Foundation

/// Anki's review history for the cards an import adds, as Flashzilla's own answers: each
/// card's answers replayed through the FSRS scheduler, so its schedule (and due date) comes
/// from the same history Anki used. Cards the import only updates or leaves alone already
/// have theirs from the first import, so importing again adds no answer twice.
///
/// It holds Anki's reviews (a few words each) and replays them a batch of cards at a time
/// (`batches`), as the progress file takes them: a large package has hundreds of thousands
/// of answers, and all of them at once, with their schedules, would take several times the
/// memory of the package itself.
public struct ImportedHistory: Sendable {
    struct Card: Sendable {
        var deckID: UUID
        var cardID: UUID
        var reviews: ArraySlice<AnkiReview>
    }

    /// In the order the answers come: package by package, deck group by group, card by card.
    let cards: [Card]
    let scheduler: FSRSScheduler
    /// How many answers there are.
    public let count: Int

    public var isEmpty: Bool { count == 0 }
    /// How many cards have answers.
    public var cardCount: Int { cards.count }

    /// `deckName`: the import's `--deck`, which puts every card in the plan's one deck.
    public init(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport], scheduler: FSRSScheduler) {
        self.scheduler = scheduler
        guard packages.contains(where: { !$0.history.isEmpty }) else {
            (cards, count) = ([], 0)
            return
        }
        // Where each group's cards went: the plan's deck of that name (Anki's, in any case).
        var planned: [String: Int] = [:]
        for (i, item) in plan.decks.enumerated() { planned[item.deck.name.lowercased()] = i }
        var added: [Int: Set<UUID>] = [:]
        var given = Set<UUID>()  // a card in two packages gets one history
        var cards: [Card] = []
        // At most one for each card with answers (grown by doubling it would take up to twice that).
        cards.reserveCapacity(packages.reduce(0) { $0 + $1.history.count })
        var count = 0
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
                    cards.append(Card(deckID: item.deck.id, cardID: id, reviews: reviews))
                    count += reviews.count
                }
            }
        }
        (self.cards, self.count) = (cards, count)
    }

    /// The answers, replayed `cardsPerBatch` cards at a time, in order.
    public func batches(cardsPerBatch: Int = 2_000) -> some Sequence<[ReviewAnswer]> {
        stride(from: 0, to: cards.count, by: max(1, cardsPerBatch)).lazy.map { start in
            let end = min(start + max(1, cardsPerBatch), cards.count)
            var answers: [ReviewAnswer] = []
            answers.reserveCapacity(cards[start..<end].reduce(0) { $0 + $1.reviews.count })
            for card in cards[start..<end] {
                answers += Self.replayed(card.reviews, deckID: card.deckID, cardID: card.cardID, scheduler: scheduler)
            }
            return answers
        }
    }

    /// Every answer at once (a small import; tests).
    public static func answers(for plan: ImportPlan, deckName: String?, packages: [AnkiPackageImport],
                               scheduler: FSRSScheduler) -> [ReviewAnswer] {
        Array(ImportedHistory(for: plan, deckName: deckName, packages: packages, scheduler: scheduler).batches().joined())
    }

    static func replayed(_ reviews: ArraySlice<AnkiReview>, deckID: UUID, cardID: UUID, scheduler: FSRSScheduler) -> [ReviewAnswer] {
        let ratings = reviews.map { FSRSReview(time: $0.time, rating: FSRSRating(rawValue: $0.ease) ?? .good) }
        let states = scheduler.replay(ratings, of: cardID)
        // Counted from 0 (`ratings` and `states` are), not by the slice's own indices.
        return reviews.enumerated().map { i, review in
            ReviewAnswer(deckID: deckID, cardID: cardID, time: review.time, rating: ratings[i].rating,
                         milliseconds: review.milliseconds, mode: .review, before: i == 0 ? nil : states[i - 1], after: states[i])
        }
    }
}

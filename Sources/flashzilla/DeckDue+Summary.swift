import FlashzillaCore
import Foundation
import FlashzillaProgress

extension DeckDue {
    /// A summary's Review counts from the database's (`counts` nil: none recorded), under
    /// its limits as custom study raised them today.
    init(_ summary: DeckSummary, counts: DueCounts?) {
        let c = counts ?? DueCounts()
        self.init(cardCount: summary.cardCount,
                  settings: DeckSettings(newCardsPerDay: summary.newCardsPerDay + c.extended.new,
                                         reviewsPerDay: summary.reviewsPerDay + c.extended.due),
                  started: c.started, setAsideNew: c.setAsideNew, learningDue: c.learning, reviewDue: c.review, introducedToday: c.introducedToday,
                  reviewedToday: c.reviewedToday, next: c.nextDue)
    }
}

extension DeckDueInputs {
    /// A summary's Review counts before its daily limits, for a parent's sum in the deck tree.
    init(_ summary: DeckSummary, counts: DueCounts?) {
        let c = counts ?? DueCounts()
        self.init(newAvailable: max(0, summary.cardCount - c.started - c.setAsideNew), learning: c.learning, reviewDue: c.review,
                  introducedToday: c.introducedToday, reviewedToday: c.reviewedToday,
                  newCardsPerDay: summary.newCardsPerDay + c.extended.new, reviewsPerDay: summary.reviewsPerDay + c.extended.due,
                  next: c.nextDue)
    }
}

/// `flashzilla due`'s rows: every deck, and every parent of a `::` name (a virtual one too),
/// in the tree's order, a parent counted with its children as Anki's deck list counts it.
enum DueRows {
    static func rows(_ summaries: [DeckSummary], counts: [UUID: DueCounts]) -> [(name: String, due: DeckDue)] {
        let roots = DeckTree.build(summaries) { $0.name }
        let sums = DeckTreeCounts.due(of: roots) { DeckDueInputs($0, counts: counts[$0.deckID]) }
        return roots.flatMap(\.preorder).flatMap { node -> [(name: String, due: DeckDue)] in
            let total = sums[node.key] ?? DeckDue(new: 0, learning: 0, review: 0, next: nil)
            guard !node.isVirtual else { return [(node.name, total)] }
            return node.items.enumerated().map { i, summary in
                (summary.name, i == 0 && !node.children.isEmpty ? total : DeckDue(summary, counts: counts[summary.deckID]))
            }
        }
    }
}

import Foundation

/// A tree's due counts summed as Anki's v3 scheduler sums its deck list
/// (rslib/src/decks/tree.rs, `sum_counts_and_apply_limits_v3`): a node's count is its own
/// cards plus each child's count *after the child's limits*, then held to the node's own
/// limits. A node's limits are its daily limits less what was done today in it and below it
/// (Anki counts an answer against the card's deck and every parent). So `Spanish` with a
/// new-card limit of 10 shows at most 10 new, however many its children allow, and a child
/// held to 5 adds at most 5. A virtual parent (no deck file) has the default limits, as the
/// parent deck Anki makes for such a name has its default preset.
///
/// Not Anki's: learning cards are never limited (Flashzilla has no day-long learning steps
/// that Anki would count against reviews), and new cards are not also held to the reviews
/// left (Anki's "new cards ignore review limit" off), as Review's own queue does not.
public enum DeckTreeCounts {
    /// Each node's counts by its `key`; nil for a tree with a deck whose inputs are unknown
    /// (the progress file cannot be read): no sum is better than a wrong one.
    public static func due<Item>(of roots: [DeckTreeNode<Item>], inputs: (Item) -> DeckDueInputs?) -> [String: DeckDue] {
        var result: [String: DeckDue] = [:]
        for root in roots { _ = sum(root, inputs: inputs, into: &result) }
        return result
    }

    /// The node's capped counts and what was done today in its subtree (nil: unknown).
    private static func sum<Item>(_ node: DeckTreeNode<Item>, inputs: (Item) -> DeckDueInputs?,
                                  into result: inout [String: DeckDue]) -> (due: DeckDue, newToday: Int, reviewsToday: Int)? {
        var known = true
        var own = DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0)
        for (i, item) in node.items.enumerated() {
            guard let input = inputs(item) else { known = false; continue }
            if i == 0 { (own.newCardsPerDay, own.reviewsPerDay) = (input.newCardsPerDay, input.reviewsPerDay) }
            own.newAvailable += input.newAvailable
            own.learning += input.learning
            own.reviewDue += input.reviewDue
            own.introducedToday += input.introducedToday
            own.reviewedToday += input.reviewedToday
            own.next = earlier(own.next, input.next)
        }
        var newToday = own.introducedToday, reviewsToday = own.reviewedToday
        var uncapped = DeckDue(new: own.newAvailable, learning: own.learning, review: own.reviewDue, next: own.next)
        for child in node.children {
            guard let sub = sum(child, inputs: inputs, into: &result) else { known = false; continue }
            uncapped.new += sub.due.new
            uncapped.learning += sub.due.learning
            uncapped.review += sub.due.review
            uncapped.next = earlier(uncapped.next, sub.due.next)
            newToday += sub.newToday
            reviewsToday += sub.reviewsToday
        }
        guard known else { return nil }
        let capped = DeckDue(new: min(uncapped.new, max(0, own.newCardsPerDay - newToday)), learning: uncapped.learning,
                             review: min(uncapped.review, max(0, own.reviewsPerDay - reviewsToday)), next: uncapped.next)
        result[node.key] = capped
        return (capped, newToday, reviewsToday)
    }

    private static func earlier(_ a: Date?, _ b: Date?) -> Date? {
        switch (a, b) {
        case let (a?, b?): return min(a, b)
        default: return a ?? b
        }
    }
}

import Foundation

/// A parent's Review sitting shares its limits out among its decks as Anki's v3 scheduler
/// gathers them: deck by deck in the tree's order (the parent's own cards first), each deck
/// taking what is left of its own limits and of every ancestor's (a node's limits less what
/// was done today in it and below, as `DeckTreeCounts` holds them). So the shares add up to
/// the parent's count in the chooser, and each deck's share to at most its own count there.
public enum DeckTreeQuotas {
    /// Each deck's share of new cards and reviews, by its position in `root.allItems`.
    public static func quotas<Item>(of root: DeckTreeNode<Item>, inputs: (Item) -> DeckDueInputs) -> [ReviewCounts] {
        var result: [ReviewCounts] = []
        var cap = ReviewCounts(new: .max, due: .max)
        take(root, cap: &cap, inputs: inputs, into: &result)
        return result
    }

    /// What today already used in the node and below (new cards, reviews).
    private static func doneToday<Item>(_ node: DeckTreeNode<Item>, inputs: (Item) -> DeckDueInputs) -> ReviewCounts {
        var done = ReviewCounts()
        for item in node.allItems {
            let input = inputs(item)
            done.new += input.introducedToday
            done.due += input.reviewedToday
        }
        return done
    }

    /// Gives the node's decks, then its children, their shares within `cap` (what the
    /// ancestors still allow), and takes what they took off it.
    private static func take<Item>(_ node: DeckTreeNode<Item>, cap: inout ReviewCounts, inputs: (Item) -> DeckDueInputs,
                                   into result: inout [ReviewCounts]) {
        // A virtual parent has the default limits, as in DeckTreeCounts.
        let limits = node.items.first.map(inputs) ?? DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0)
        let done = doneToday(node, inputs: inputs)
        var left = ReviewCounts(new: min(cap.new, max(0, limits.newCardsPerDay - done.new)),
                                due: min(cap.due, max(0, limits.reviewsPerDay - done.due)))
        let before = left
        for item in node.items {
            let input = inputs(item)
            let share = ReviewCounts(new: min(input.newAvailable, left.new), due: min(input.reviewDue, left.due))
            left.new -= share.new
            left.due -= share.due
            result.append(share)
        }
        for child in node.children { take(child, cap: &left, inputs: inputs, into: &result) }
        cap.new -= before.new - left.new
        cap.due -= before.due - left.due
    }
}

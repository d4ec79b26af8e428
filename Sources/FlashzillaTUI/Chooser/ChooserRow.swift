import FlashzillaCore

/// One line of the chooser's deck tree: a deck file, or a virtual parent that only groups
/// decks named `Parent::…` (Anki makes such a parent; Flashzilla has no file for it).
public struct ChooserRow: Equatable, Sendable {
    /// The tree node's key (`DeckPath.key`), what a fold is remembered by.
    public var key: String
    /// The name's last part, shown indented under its parent.
    public var label: String
    public var fullName: String
    public var depth: Int
    /// The deck file on this row; nil for a virtual parent.
    public var listing: DeckListing?
    /// Decks (files) inside this row, at any depth, and the names of its own children.
    public var deckCount: Int
    public var childLabels: [String]
    public var isFolded: Bool
    /// What Review has for it, its children's counts included (Anki's deck list); nil: not known.
    public var due: DeckDue?
    /// Cards in it and its children.
    public var cardCount: Int

    public var hasChildren: Bool { !childLabels.isEmpty }
    public var isVirtual: Bool { listing == nil }
    /// The deck on this row with the tree's label, summed counts and cards, for drawing.
    var shown: DeckListing {
        guard var listing else {
            var group = DeckListing(fileName: "", name: label, color: .gray, cardCount: cardCount, samplePrompts: [], timeLimit: 0)
            group.due = due
            return group
        }
        if !listing.isBroken { listing.name = label }
        listing.cardCount = cardCount
        listing.due = due
        return listing
    }
}

/// The chooser's rows from its listings and folds.
enum ChooserTree {
    /// The tree of `listings` (a broken file by its file name), parents before children, a
    /// folded parent's children left out.
    static func rows(_ listings: [DeckListing], folded: Set<String>) -> [ChooserRow] {
        let roots = DeckTree.build(listings) { $0.isBroken ? $0.fileName : $0.name }
        guard roots.contains(where: { !$0.children.isEmpty }) else {
            // No tree: one row per deck as the flat list always was (and cheaply, for 50 decks).
            return listings.map { listing in
                ChooserRow(key: DeckPath.key(of: listing.name), label: listing.isBroken ? listing.fileName : listing.name,
                           fullName: listing.name, depth: 0, listing: listing, deckCount: 0, childLabels: [], isFolded: false,
                           due: listing.due, cardCount: listing.cardCount)
            }
        }
        let sums = DeckTreeCounts.due(of: roots, inputs: inputs)
        var rows: [ChooserRow] = []
        func add(_ node: DeckTreeNode<DeckListing>) {
            let isFolded = !node.children.isEmpty && folded.contains(node.key)
            let cards = node.allItems.reduce(0) { $0 + $1.cardCount }
            rows.append(ChooserRow(key: node.key, label: node.label, fullName: node.name, depth: node.depth, listing: node.items.first,
                                   deckCount: node.descendantDeckCount, childLabels: node.children.map(\.label), isFolded: isFolded,
                                   due: node.children.isEmpty ? node.items.first?.due : sums[node.key],
                                   cardCount: node.children.isEmpty ? node.items.first?.cardCount ?? 0 : cards))
            // Another file of the same name: its own row, beside, with its own counts.
            for other in node.items.dropFirst() {
                rows.append(ChooserRow(key: node.key, label: node.label, fullName: node.name, depth: node.depth, listing: other,
                                       deckCount: 0, childLabels: [], isFolded: false, due: other.due, cardCount: other.cardCount))
            }
            if !isFolded { node.children.forEach(add) }
        }
        roots.forEach(add)
        return rows
    }

    /// A deck's counts before its limits, for summing; a listing made with its counts only
    /// (limits already applied) adds them as they are; a broken file adds nothing.
    private static func inputs(_ listing: DeckListing) -> DeckDueInputs? {
        if listing.isBroken { return DeckDueInputs(newAvailable: 0, learning: 0, reviewDue: 0) }
        if let inputs = listing.dueInputs { return inputs }
        guard let due = listing.due else { return nil }
        return DeckDueInputs(newAvailable: due.new, learning: due.learning, reviewDue: due.review,
                             newCardsPerDay: .max, reviewsPerDay: .max, next: due.next)
    }
}

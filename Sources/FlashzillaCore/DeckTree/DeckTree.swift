/// Decks arranged by their `::` names, as Anki's deck list shows them: each part of a name is
/// a node, a node whose name no deck has is a virtual parent (it only groups its children).
public struct DeckTreeNode<Item: Sendable>: Sendable {
    /// The name's parts, spelled as the first deck that named this node spelled them.
    public var path: [String]
    /// The decks of exactly this name (usually one; none for a virtual parent; two files may
    /// hold decks of one name).
    public var items: [Item]
    public var children: [DeckTreeNode]

    public var name: String { path.joined(separator: DeckPath.separator) }
    /// The last part: what the tree shows, indented under its parent.
    public var label: String { path.last ?? "" }
    public var depth: Int { max(0, path.count - 1) }
    public var key: String { DeckPath.key(path) }
    public var isVirtual: Bool { items.isEmpty }

    /// This node's decks and all below it, parents first.
    public var allItems: [Item] { items + children.flatMap(\.allItems) }

    /// How many decks (files) are below this node, not counting its own.
    public var descendantDeckCount: Int { children.reduce(0) { $0 + $1.items.count + $1.descendantDeckCount } }

    /// Every node, parents before their children, in the tree's order.
    public var preorder: [DeckTreeNode] { [self] + children.flatMap(\.preorder) }
}

public enum DeckTree {
    /// The forest of `items` by `name`. Siblings keep the order in which their first deck came
    /// (the caller sorts), so a virtual parent stands where its first child would have. A deck
    /// whose name has no parts at all (blank) is a root of its own under its raw name.
    public static func build<Item: Sendable>(_ items: [Item], name: (Item) -> String) -> [DeckTreeNode<Item>] {
        // Built in a flat table (parent index, children indices) then assembled, so a deep
        // tree costs one dictionary look-up per part.
        var nodes: [(path: [String], items: [Item], children: [Int])] = []
        var index: [String: Int] = [:]
        var roots: [Int] = []
        for item in items {
            let raw = name(item)
            var path = DeckPath.components(raw)
            if path.isEmpty { path = [raw] }
            var parent: Int?
            for depth in 1...path.count {
                let prefix = Array(path.prefix(depth))
                let key = DeckPath.key(prefix)
                if let found = index[key] {
                    parent = found
                    continue
                }
                let new = nodes.count
                nodes.append((prefix, [], []))
                index[key] = new
                if let parent { nodes[parent].children.append(new) } else { roots.append(new) }
                parent = new
            }
            if let parent { nodes[parent].items.append(item) }
        }
        func assemble(_ i: Int) -> DeckTreeNode<Item> {
            DeckTreeNode(path: nodes[i].path, items: nodes[i].items, children: nodes[i].children.map(assemble))
        }
        return roots.map(assemble)
    }
}

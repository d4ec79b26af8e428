import Foundation

/// A deck's place in the tree, read from its name as Anki writes it: `Languages::Spanish`
/// is the deck Spanish inside Languages.
public enum DeckPath {
    public static let separator = "::"

    /// The name's parts, each trimmed; empty parts (`A::::B`, a trailing `::`) are dropped,
    /// so a name is never a child of a blank deck.
    public static func components(_ name: String) -> [String] {
        name.components(separatedBy: separator)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// How two names are told the same: parts compared without case, as Anki's deck names are.
    public static func key(_ components: [String]) -> String {
        components.map { $0.lowercased() }.joined(separator: separator)
    }

    public static func key(of name: String) -> String { key(components(name)) }

    /// Whether `name` is `ancestor` or inside it (at any depth).
    public static func isSelfOrDescendant(_ name: String, of ancestor: String) -> Bool {
        let inner = components(name), outer = components(ancestor)
        guard !outer.isEmpty, inner.count >= outer.count else { return false }
        return key(Array(inner.prefix(outer.count))) == key(outer)
    }

    /// `name` after its ancestor `old` (or itself) is renamed `new`: `Spanish::Vocab` with
    /// Spanish renamed Español is `Español::Vocab`. nil when `name` is not inside `old`.
    public static func renamed(_ name: String, from old: String, to new: String) -> String? {
        guard isSelfOrDescendant(name, of: old) else { return nil }
        let rest = components(name).dropFirst(components(old).count)
        return (components(new) + rest).joined(separator: separator)
    }
}

import FlashzillaCore
import Foundation

/// A deck and the decks inside it (`Spanish` and `Spanish::Vocab`…), what a command given a
/// parent works on, as Anki's do.
enum DeckFamily {
    /// The good decks named `name` or inside it.
    static func members(of name: String, in summaries: [DeckSummary]) -> [DeckSummary] {
        summaries.filter { !$0.isBroken && DeckPath.isSelfOrDescendant($0.name, of: name) }
    }

    static func ids(of name: String, in summaries: [DeckSummary]) -> [UUID] { members(of: name, in: summaries).map(\.deckID) }
}

extension AppContext {
    /// The deck `name` names and the decks inside it, or, when no deck has that name but some
    /// are inside it (`Lang` of `Lang::Spanish`, a parent Anki has and no file here), those.
    /// A deck named by its file brings its own children, not a namesake's.
    func deckFamily(named name: String, in summaries: [DeckSummary]) throws -> (name: String, ids: [UUID]) {
        if case .missing = store.lookUp(name, now: now) {
            let inside = DeckFamily.members(of: name, in: summaries)
            if let first = inside.first {
                // Spelled as the decks inside spell it (`Lang`, however it was typed).
                let spelled = DeckPath.components(first.name).prefix(DeckPath.components(name).count)
                return (spelled.joined(separator: DeckPath.separator), inside.map(\.deckID))
            }
        }
        let chosen = try deck(named: name).deck
        let key = DeckPath.key(of: chosen.name)
        let ids = DeckFamily.members(of: chosen.name, in: summaries).filter { DeckPath.key(of: $0.name) != key }.map(\.deckID)
        return (chosen.name, [chosen.id] + ids)
    }
}

extension AppContext {
    /// What a command given `name` works on when `name` is a parent (a deck with decks inside
    /// it, or a name only its children have): its deck files, the parent's own first. Nil for
    /// a deck alone (or no deck), which the command opens as one deck, naming any error.
    func parentFamily(named name: String, in summaries: [DeckSummary]) -> (name: String, fileNames: [String])? {
        // A deck of that name with no deck inside it is no parent: the summaries say so without
        // reading the deck, which the command then reads once (a 100,000-card deck was read twice).
        if let own = DeckStore.match(name, in: summaries),
           DeckFamily.members(of: own.name, in: summaries).allSatisfy({ $0.deckID == own.deckID }) { return nil }
        guard let family = try? deckFamily(named: name, in: summaries),
              family.ids.count > 1 || (family.ids.count == 1 && DeckStore.match(name, in: summaries) == nil) else { return nil }
        return (family.name, family.ids.compactMap { id in summaries.first { $0.deckID == id }?.fileName })
    }
}

import Foundation

/// In the deck list a deck can be named rather than numbered: a line that is no command
/// and starts a deck's name chooses it, as the full screen's user would see and pick it.
public enum SpokenDeckName: Equatable, Sendable {
    /// One deck: its row (from 1), to be picked with the list's own keys.
    case one(row: Int)
    /// Several: what to say, each with its number in the list.
    case several([String])
    case none

    /// `line` against `names` (the list's rows in order): the start of a name, ignoring
    /// case and accents; a name typed whole wins over longer ones it starts.
    public static func find(_ line: String, names: [String]) -> SpokenDeckName {
        let typed = fold(line.trimmingCharacters(in: .whitespaces))
        guard !typed.isEmpty else { return .none }
        let rows = names.indices.filter { fold(names[$0]).hasPrefix(typed) }
        if let whole = rows.first(where: { fold(names[$0]) == typed }) { return .one(row: whole + 1) }
        switch rows.count {
        case 0: return .none
        case 1: return .one(row: rows[0] + 1)
        default:
            let quoted = SpokenPhrases.text(line.trimmingCharacters(in: .whitespaces))
            return .several(["“\(quoted)” could be \(rows.count) decks:"]
                + rows.map { "\($0 + 1). \(SpokenPhrases.sentence(SpokenPhrases.text(names[$0])))" }
                + ["Say the number of the one you mean."])
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

extension AppModel {
    /// A line no binding knew, read as a deck's name in the deck list (`SpokenDeckName`):
    /// the keys that pick it, or the lines to say when several decks start so.
    public func deckNamed(byLine line: String) -> (events: [InputEvent], said: [String]) {
        guard case .chooser = route else { return ([], []) }
        switch SpokenDeckName.find(line, names: chooser.rows.map { $0.listing.map { $0.isBroken ? $0.fileName : $0.name } ?? $0.fullName }) {
        case .one(let row): return (LineReading.pick(row: row, keys: spokenKeys) ?? [], [])
        case .several(let lines): return ([], lines)
        case .none: return ([], [])
        }
    }
}

import Foundation

/// Something both sides changed, so it could not simply be merged. Nothing is lost: the
/// file's version stays, and a card I changed is kept as a new card beside it.
public enum DeckMergeConflict: Hashable, Sendable {
    /// Changed on both sides: theirs stays, mine is the new card `keptAs`.
    case bothChanged(prompt: String, keptAs: UUID)
    /// Changed here, deleted there: mine comes back as the new card `keptAs`.
    case changedButDeletedThere(prompt: String, keptAs: UUID)
    /// Deleted here, changed there: their changed card stays.
    case deletedButChangedThere(prompt: String)
    /// Deck fields (e.g. "name", "time limit") both sides set differently: theirs stay.
    case deckFields([String])

    public var description: String {
        switch self {
        case .bothChanged(let prompt, _): "your edit of \(Self.quoted(prompt)) kept as a new card"
        case .changedButDeletedThere(let prompt, _): "your edit of \(Self.quoted(prompt)), deleted meanwhile, kept as a new card"
        case .deletedButChangedThere(let prompt): "\(Self.quoted(prompt)) not deleted, as it was changed meanwhile"
        case .deckFields(let fields): "your change of the \(fields.joined(separator: ", ")) not kept, as it was changed meanwhile"
        }
    }

    static func quoted(_ prompt: String) -> String {
        let line = prompt.split(whereSeparator: \.isNewline).first.map(String.init) ?? prompt
        return "“" + (line.count > 40 ? String(line.prefix(39)) + "…" : line) + "”"
    }
}

extension DeckMergeResult {
    /// "merged with changes made on disk; your edit of “…” kept as a new card".
    public var summary: String {
        let shown = conflicts.prefix(3).map(\.description)
        let more = conflicts.count > 3 ? ["and \(conflicts.count - 3) more"] : []
        return (["merged with changes made on disk"] + shown + more).joined(separator: "; ")
    }
}

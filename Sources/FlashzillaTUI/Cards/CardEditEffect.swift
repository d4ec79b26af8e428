import FlashzillaCore

/// What the card edit screen asks the run loop to do; it does nothing itself.
public enum CardEditEffect: Equatable, Sendable {
    /// Write this deck (atomically). Sent after every committed change: an
    /// add, an edit, a deletion, an undo. On failure call
    /// `CardEditScreen.saveFailed(message:)`; the change stays in memory.
    case save(Deck)
    /// Go back to where the user came from.
    case leave
    /// Suspend the process (Ctrl-Z).
    case suspend
    /// Keep a card's marks (suspended, buried, flag) in the progress file.
    case setMarks(CardMarkChange)
    /// Look `word` up (off the UI thread) and hand the result to
    /// `CardEditScreen.definitionArrived(request:result:)` with the same
    /// `request` number; answers to older requests are ignored.
    case define(word: String, request: Int)
}

/// Why a definition could not be generated, in words for the status line
/// ("No entry for “xyzzy”.", "WordNet is not installed: apt install wordnet-base").
public struct DefinitionFailure: Error, Equatable, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

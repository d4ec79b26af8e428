import FlashzillaCore

/// What the Match screen asks the run loop to do; it does nothing itself.
public enum MatchEffect: Equatable, Sendable {
    /// Go back to where the user came from. The clock was paused first;
    /// send `.returned` when the user comes back.
    case leave
    /// Suspend the process (Ctrl-Z): send `.suspended` before stopping and
    /// `.resumedFromSuspend` after, so the time away does not count.
    case suspend
    /// The game just ended (sent once per game): load the deck, apply
    /// `Deck.recordMatch(result)` and save it, so the best score and time are kept.
    case finished(MatchResult)
}

/// Everything that can happen to the Match screen, named for what happened, so
/// `update` stays the one place that decides. The run-loop messages (`ticked`,
/// `suspended`, `resumedFromSuspend`, `returned`) are the study screen's.
public enum MatchMessage: Equatable, Sendable {
    /// Arrows / hjkl.
    case focusMoved(MatchDirection)
    /// Enter / Space: turn the focused card.
    case turnRequested
    /// n: deal a new game from the deck.
    case newGameRequested
    /// ?: open the help overlay; any key closes it again.
    case helpToggled
    /// q / Esc.
    case leaveRequested
    /// Ctrl-Z: answered with the `.suspend` effect.
    case suspendRequested
    /// The run loop is about to stop the process: the clock stops.
    case suspended
    /// The process runs again after a suspension.
    case resumedFromSuspend
    /// The user came back to this screen after leaving it.
    case returned
    /// The terminal's focus; the cards stay visible, so the clock keeps counting.
    case focusLost
    case focusGained
    /// Time passed with no input: the clock and animations move on.
    case ticked
    case mouse(MouseEvent)
    /// The terminal changed size (the new size comes with `update`).
    case resized
}

/// Which way the focus ring moves.
public enum MatchDirection: Equatable, Hashable, Sendable {
    case left, right, up, down
}

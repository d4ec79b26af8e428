/// What the study screen asks the run loop to do; it does nothing itself.
public enum StudyEffect: Equatable, Sendable {
    /// Go back to where the user came from. The session was paused first
    /// (when it was running); send `.returned` when the user comes back.
    case leave
    /// Suspend the process (Ctrl-Z): send `.suspended` before stopping and
    /// `.resumedFromSuspend` after, so the time away does not count.
    case suspend
}

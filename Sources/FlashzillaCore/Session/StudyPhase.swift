/// Where a study session is in its life: ready → running ⇄ paused → finished.
public enum StudyPhase: Equatable, Hashable, Sendable {
    /// Dealt, timer not started; cards are not shown yet.
    case ready
    case running
    /// The timer is stopped and cards are hidden behind the pause overlay.
    case paused
    case finished(StudyFinishReason)

    public var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }
}

/// Why a session ended.
public enum StudyFinishReason: Equatable, Hashable, Sendable {
    /// Every card left the stack.
    case allAnswered
    /// The countdown reached zero with cards still in the stack.
    case timeUp
}

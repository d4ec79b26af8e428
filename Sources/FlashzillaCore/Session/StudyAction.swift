/// Something that happened to a study session, named for what the learner (or the clock)
/// did. Actions that carry a moment let the session check the deadline first.
public enum StudyAction: Equatable, Hashable, Sendable {
    case start(at: Moment)
    /// Flips the top card between its prompt and its answer. Carries no moment, so it cannot
    /// notice an expired deadline; the next action that carries one does.
    case reveal
    /// Judges the top card (the only one that can be answered).
    case answer(Outcome, at: Moment)
    case pause(at: Moment)
    case resume(at: Moment)
    /// The clock advanced; finishes the session as time-up once the deadline is reached.
    case tick(at: Moment)
    /// Takes back the last answer.
    case undo(at: Moment)
    /// Adds time to a running, timed session before its deadline (WCAG 2.2.1).
    case extendTime(by: Duration, at: Moment)
    /// Deals again from the deck with a fresh order and timer, and starts at once.
    case restart(at: Moment, seed: UInt64)
}

extension StudyAction {
    /// The moment the action carries; nil for `reveal`.
    public var moment: Moment? {
        switch self {
        case .reveal: nil
        case .start(let now), .answer(_, let now), .pause(let now), .resume(let now),
             .tick(let now), .undo(let now), .extendTime(_, let now), .restart(let now, _): now
        }
    }

    /// Whether a running session checks its deadline before this action: all actions with a
    /// moment except `restart`, which replaces the session anyway.
    var checksDeadline: Bool {
        if case .restart = self { return false }
        return moment != nil
    }
}

/// What `StudySession.apply(_:)` did with an action.
public enum StudyActionResult: Equatable, Hashable, Sendable {
    case applied
    /// Refused; the session is exactly as it was.
    case ignored(StudyIgnoredReason)
    /// The action arrived at or after the deadline: it was not performed, and the session
    /// finished as time-up instead. (A tick that notices the deadline also reports this.)
    case expired
}

/// Why an action was refused.
public enum StudyIgnoredReason: Equatable, Hashable, Sendable {
    /// The session has not been started (phase `ready`).
    case notStarted
    /// `start` on a session that is running or paused.
    case alreadyStarted
    /// The action needs a running session and this one is paused (also: pausing twice).
    case paused
    /// `resume` on a session that is running.
    case notPaused
    /// The session is over; only `restart` (and `undo` after all cards were answered) apply.
    case alreadyFinished
    /// `undo` with no answer to take back.
    case nothingToUndo
    /// `undo` after time ran out: the result stands.
    case timeUp
    /// `start`/`restart` when the deal has no cards (empty deck or session size 0).
    case noCards
    /// `extendTime` on a session without a time limit.
    case untimed
}

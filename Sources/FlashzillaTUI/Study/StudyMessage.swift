import FlashzillaCore

/// Everything that can happen to the study screen, named for what happened
/// (not for what the screen should do about it), so `update` stays the one
/// place that decides.
public enum StudyMessage: Equatable, Sendable {
    /// Space/Enter: flip the top card. On the summary it activates "Start again".
    case revealToggled
    /// A key or paste into a typed-answer card's field (Enter turns the card instead).
    case answerTyped(InputEvent)
    /// → / ← (or a mouse swipe): the learner judged the top card.
    case swiped(Outcome)
    case undoRequested
    /// +: a minute more on a timed session's countdown (WCAG 2.2.1, timing adjustable).
    case moreTimeRequested
    /// ↓/j, ↑/k: scroll a long answer on the top card by rows.
    case answerScrolled(by: Int)
    /// Tab / Shift-Tab: move focus among the answer buttons (when shown).
    case buttonFocusMoved(forward: Bool)
    /// p: pause a running session, resume a paused one (whatever paused it).
    case pauseToggled
    case restartRequested
    /// r on a card with sounds: play them again.
    case soundReplayRequested
    /// o on a card with pictures: open them in the system's viewer.
    case imageOpenRequested
    /// ?: open the help overlay; any key closes it again.
    case helpToggled
    /// q / Esc.
    case leaveRequested
    /// Ctrl-Z: answered with the `.suspend` effect.
    case suspendRequested
    /// The run loop is about to stop the process.
    case suspended
    /// The process runs again after a suspension.
    case resumedFromSuspend
    case focusLost
    case focusGained
    /// The user came back to this screen after leaving it.
    case returned
    /// Time passed with no input: the countdown and animations move on.
    case ticked
    case mouse(MouseEvent)
    /// The terminal changed size (the new size comes with `update`).
    case resized
}

extension StudyMessage {
    /// Messages that only make sense with the card in view: ignored at "too small".
    var needsTheCard: Bool {
        switch self {
        case .helpToggled, .buttonFocusMoved, .answerScrolled, .soundReplayRequested, .imageOpenRequested: true
        default: actsOnCards
        }
    }

    /// Messages aimed at the cards or the session's course. One that
    /// arrives just after the deadline is used up by the time-up instead.
    var actsOnCards: Bool {
        switch self {
        case .revealToggled, .answerTyped, .swiped, .undoRequested, .pauseToggled, .restartRequested, .moreTimeRequested, .mouse: true
        case .helpToggled, .leaveRequested, .suspendRequested, .suspended, .resumedFromSuspend,
             .focusLost, .focusGained, .returned, .ticked, .resized, .buttonFocusMoved, .answerScrolled,
             .soundReplayRequested, .imageOpenRequested: false
        }
    }
}

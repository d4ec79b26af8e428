import FlashzillaCore

extension StudyScreen {
    /// The one key table of the study screen: key handling, the footer and
    /// the help overlay all read it, so they cannot disagree.
    ///
    /// Order is priority: the footer shows bindings in this order and drops
    /// the rest when the row is full, so the card keys come first. Help texts
    /// are short because the footer must fit 80 columns.
    public static let keymap = Keymap<StudyMessage>([
        KeyBinding([.character(" "), .enter], help: "flip", words: ["flip", "show"], action: .revealToggled),
        KeyBinding([.right, .character("l")], help: "correct", words: ["correct", "right"], action: .swiped(.correct)),
        KeyBinding([.left, .character("h")], help: "wrong", words: ["wrong"], action: .swiped(.wrong)),
        // Back to the chooser (or out, after `flashzilla study DECK`): the session is kept.
        KeyBinding([.character("q"), .escape], help: "back", words: ["back", "quit"], action: .leaveRequested),
        KeyBinding([.character("u")], help: "undo", words: ["undo"], action: .undoRequested),
        // Bound only on timed sessions (see `activeKeymap`).
        KeyBinding([.character("+")], help: "1 more minute", words: ["more time", "one more minute"], action: .moreTimeRequested),
        KeyBinding([.character("p")], help: "pause", words: ["pause"], action: .pauseToggled),
        // R too, so the key that starts again on a card with a sound (where r replays it) works on every card.
        KeyBinding([.character("r"), .character("R")], label: "r/R", help: "restart", words: ["restart"], action: .restartRequested),
        KeyBinding([.character("?")], help: "help", words: ["help"], action: .helpToggled),
        // Bound only with a picture on show (see `withMediaKeys`).
        KeyBinding([.character("o")], help: "open picture", words: ["open picture", "picture"], action: .imageOpenRequested, showsInFooter: false),
        // ↑ and k scroll back (see `message(for:)`): one line of help for both ways.
        KeyBinding([.down, .up, .character("j"), .character("k")], label: "↓↑/jk", help: "scroll answer",
                   words: ["scroll"], action: .answerScrolled(by: 1), showsInFooter: false),
        // Shift-Tab goes the other way (see `message(for:)`).
        KeyBinding([.tab, .backTab], label: "Tab", help: "answer buttons", words: ["buttons"], action: .buttonFocusMoved(forward: true), showsInFooter: false),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// The keys in force: Tab means something only when the answer buttons are shown,
    /// so without them it is unbound and absent from the footer and help.
    /// `+` (more time) means something only on a timed session, so untimed it is unbound too.
    var activeKeymap: Keymap<StudyMessage> {
        if isTypingAnswer { return typingKeymap }
        return Keymap(withMediaKeys(Self.keymap.bindings).filter { binding in
            switch binding.action {
            case .buttonFocusMoved: options.answerButtons
            case .moreTimeRequested: session.isTimed
            default: true
            }
        })
    }

    /// What the footer and help offer in the session's phase: only keys that do something
    /// there. The summary's Enter starts again; an empty deck can only be left.
    var shownKeymap: Keymap<StudyMessage> {
        switch session.phase {
        case .running, .paused:
            // With an answer button focused and the answer showing, Space/Enter presses it: say so.
            guard options.answerButtons, let focused = buttonFocus, session.isRevealed, !activeKeymap.bindings.isEmpty else {
                return activeKeymap
            }
            var bindings = activeKeymap.bindings
            bindings[0] = KeyBinding([.character(" "), .enter], help: focused == .correct ? "press Correct" : "press Wrong",
                                     words: bindings[0].words + ["press"], action: .revealToggled)
            return Keymap(bindings)
        case .ready:
            return Keymap(activeKeymap.bindings.filter { [.leaveRequested, .helpToggled, .suspendRequested].contains($0.action) })
        case .finished(let reason):
            let kept: [StudyMessage] = [.restartRequested, .leaveRequested, .helpToggled, .suspendRequested]
                + (reason == .allAnswered ? [.undoRequested] : [])
            return Keymap([Self.startAgain] + activeKeymap.bindings.filter { kept.contains($0.action) })
        }
    }

    /// The footer's keys at `now`: `+` (more time) leads during the countdown's warning and
    /// is left to the help overlay before it, so the footer of a calm session stays as it was.
    func footerKeymap(at now: Moment) -> Keymap<StudyMessage> {
        let shown = shownKeymap
        guard let more = shown.bindings.first(where: { $0.action == .moreTimeRequested }) else { return shown }
        let others = shown.bindings.filter { $0.action != .moreTimeRequested }
        return Keymap(isWarning(at: now) ? [more] + others : others)
    }

    /// A running countdown in its last seconds (the header shows the warning then).
    func isWarning(at now: Moment) -> Bool {
        guard session.phase == .running, let seconds = session.displayedSeconds(at: now) else { return false }
        return seconds <= StudyHeaderView.warningSeconds
    }

    /// Enter on the summary presses its "Start again".
    private static let startAgain = KeyBinding<StudyMessage>([.enter, .character(" ")], label: "Enter", help: "start again",
                                                             words: ["start again", "start"],
                                                             action: .revealToggled)

    /// The label of the first binding for `message` ("p", "q/Esc"), for
    /// panels that name a key; falls back to `fallback` if none is bound.
    static func keyLabel(for message: StudyMessage, fallback: String = "?") -> String {
        keymap.bindings.first { $0.action == message }?.label ?? fallback
    }
}

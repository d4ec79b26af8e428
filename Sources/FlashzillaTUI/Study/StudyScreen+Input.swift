import FlashzillaCore

extension StudyScreen {
    /// What an event means here now. One that means nothing is still time passing, as a
    /// tick is: the session notices a deadline gone by.
    public func message(for event: InputEvent, in context: ScreenContext) -> StudyMessage? {
        message(for: event) ?? .ticked
    }

    /// Turns an input event into a message and applies it (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent, now: Moment, size: Size) -> [StudyEffect] {
        update(message(for: event) ?? .ticked, now: now, size: size)
    }

    /// What an event means on this screen right now; nil for events it
    /// ignores (unbound keys, pastes).
    ///
    /// While the help overlay is open, any key closes it and does nothing
    /// else, except ↓/↑ (which scroll it) and Ctrl-Z: suspending is a request to the terminal's job
    /// control, which the app should never swallow.
    func message(for event: InputEvent) -> StudyMessage? {
        if let typing = typingMessage(for: event) { return typing }
        switch event {
        case .key(let key):
            var bound = activeKeymap.action(for: key)
            if key == .backTab, bound != nil { bound = .buttonFocusMoved(forward: false) }
            if key == .up || key == .character("k"), bound != nil { bound = .answerScrolled(by: -1) }
            // ↓/↑ scroll the help when it is taller than the terminal.
            if isHelpVisible, case .answerScrolled = bound { return bound }
            if isHelpVisible, bound != .suspendRequested { return .helpToggled }
            return bound
        case .mouse(let mouse): return .mouse(mouse)
        case .resize: return .resized
        case .focusGained: return .focusGained
        case .focusLost: return .focusLost
        case .tick: return .ticked
        case .paste: return nil
        }
    }
}

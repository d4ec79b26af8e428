import FlashzillaCore

extension StudyScreen {
    /// Turns an input event into a message (through the keymap for keys)
    /// and applies it. Events that mean nothing here still let the session
    /// notice the deadline at `now`.
    @discardableResult
    public mutating func handle(_ event: InputEvent, now: Moment, size: Size) -> [StudyEffect] {
        guard let message = message(for: event) else {
            noticeDeadline(at: now)
            noteFinish(at: now)
            return []
        }
        return update(message, now: now, size: size)
    }

    /// What an event means on this screen right now; nil for events it
    /// ignores (unbound keys, pastes).
    ///
    /// While the help overlay is open, any key closes it and does nothing
    /// else, except ↓/↑ (which scroll it) and Ctrl-Z: suspending is a request to the terminal's job
    /// control, which the app should never swallow.
    public func message(for event: InputEvent) -> StudyMessage? {
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

import FlashzillaCore

extension MatchScreen {
    public func message(for event: InputEvent, in context: ScreenContext) -> MatchMessage? { message(for: event) }

    /// Turns an input event into a message and applies it (tests' shorthand).
    @discardableResult
    mutating func handle(_ event: InputEvent, now: Moment, size: Size) -> [MatchEffect] {
        guard let message = message(for: event) else { return [] }
        return update(message, now: now, size: size)
    }

    /// What an event means on this screen right now; nil for events it ignores
    /// (unbound keys, pastes). While the help overlay is open any key closes it,
    /// except Ctrl-Z, which belongs to the terminal's job control.
    func message(for event: InputEvent) -> MatchMessage? {
        switch event {
        case .key(let key):
            let bound = Self.keymap.action(for: key)
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

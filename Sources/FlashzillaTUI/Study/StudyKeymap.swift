import FlashzillaCore

extension StudyScreen {
    /// The one key table of the study screen: key handling, the footer and
    /// the help overlay all read it, so they cannot disagree.
    ///
    /// Order is priority: the footer shows bindings in this order and drops
    /// the rest when the row is full, so the card keys come first. Help texts
    /// are short because the footer must fit 80 columns.
    public static let keymap = Keymap<StudyMessage>([
        KeyBinding([.character(" "), .enter], help: "flip", action: .revealToggled),
        KeyBinding([.right, .character("l")], help: "correct", action: .swiped(.correct)),
        KeyBinding([.left, .character("h")], help: "wrong", action: .swiped(.wrong)),
        KeyBinding([.character("q"), .escape], help: "quit", action: .leaveRequested),
        KeyBinding([.character("u")], help: "undo", action: .undoRequested),
        KeyBinding([.character("p")], help: "pause", action: .pauseToggled),
        KeyBinding([.character("r")], help: "restart", action: .restartRequested),
        KeyBinding([.character("?")], help: "help", action: .helpToggled),
        KeyBinding([.ctrl("z")], help: "suspend", action: .suspendRequested, showsInFooter: false),
    ])

    /// The label of the first binding for `message` ("p", "q/Esc"), for
    /// panels that name a key; falls back to `fallback` if none is bound.
    static func keyLabel(for message: StudyMessage, fallback: String = "?") -> String {
        keymap.bindings.first { $0.action == message }?.label ?? fallback
    }
}

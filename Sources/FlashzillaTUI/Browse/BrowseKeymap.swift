import FlashzillaCore

extension BrowseScreen {
    /// The keys while a card is shown: key handling, the footer and the help
    /// overlay all read this table. Order is footer priority.
    public static let keymap = Keymap<BrowseMessage>([
        KeyBinding([.character(" "), .enter], help: "flip", action: .flipped),
        KeyBinding([.left, .character("h")], help: "previous", action: .moved(.previous)),
        KeyBinding([.right, .character("l")], help: "next", action: .moved(.next)),
        KeyBinding([.character("e")], help: "edit", action: .editRequested),
        KeyBinding([.character("q"), .escape], help: "back", action: .leaveRequested),
        KeyBinding([.home, .character("g")], help: "first", action: .moved(.first)),
        KeyBinding([.end, .character("G")], help: "last", action: .moved(.last)),
        KeyBinding([.character("?")], help: "help", action: .helpToggled),
        KeyBinding([.ctrl("z")], help: "suspend", action: .suspendRequested, showsInFooter: false),
    ])

    /// The keys of the edit panel, after the focused field had its turn
    /// (so letters type, and ←/→ move the text cursor).
    public static let editKeymap = Keymap<BrowseMessage>([
        KeyBinding([.enter, .ctrl("s")], help: "save", action: .editSaved),
        KeyBinding([.escape], help: "cancel", action: .editCancelled),
        KeyBinding([.tab, .backTab], label: "Tab", help: "other field", action: .fieldFocusMoved(forward: true)),
        KeyBinding([.ctrl("n")], help: "new line (answer)", action: .newLineOutsideAnswer),
        KeyBinding([.ctrl("z")], help: "suspend", action: .suspendRequested, showsInFooter: false),
    ])

    /// The label of the first binding for `message` ("q/Esc").
    static func keyLabel(for message: BrowseMessage, fallback: String = "?") -> String {
        keymap.bindings.first { $0.action == message }?.label ?? fallback
    }
}

import FlashzillaCore

extension BrowseScreen {
    /// The keys while a card is shown: key handling, the footer and the help
    /// overlay all read this table. Order is footer priority.
    public static let keymap = Keymap<BrowseMessage>([
        KeyBinding([.character(" "), .enter], help: "flip", words: ["flip", "show"], action: .flipped),
        KeyBinding([.left, .character("h")], help: "previous", words: ["previous", "back one"], action: .moved(.previous)),
        KeyBinding([.right, .character("l")], help: "next", words: ["next"], action: .moved(.next)),
        KeyBinding([.character("e")], help: "edit", words: ["edit"], action: .editRequested),
        KeyBinding([.character("q"), .escape], help: "back", words: ["back", "quit"], action: .leaveRequested),
        KeyBinding([.home, .character("g")], help: "first", words: ["first"], action: .moved(.first)),
        KeyBinding([.end, .character("G")], help: "last", words: ["last"], action: .moved(.last)),
        KeyBinding([.character("?")], help: "help", words: ["help"], action: .helpToggled),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// The keys of the edit panel, after the focused field had its turn
    /// (so letters type, and ←/→ move the text cursor).
    public static let editKeymap = Keymap<BrowseMessage>([
        KeyBinding([.enter, .ctrl("s")], help: "save", words: ["save"], action: .editSaved),
        KeyBinding([.escape], help: "cancel", words: ["cancel"], action: .editCancelled),
        KeyBinding([.tab, .backTab], label: "Tab", help: "other field", words: ["other field", "next field"], action: .fieldFocusMoved(forward: true)),
        KeyBinding([.ctrl("n")], help: "new line (answer)", words: ["new line"], action: .newLineOutsideAnswer),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// The keys in force: the card keys, the panel's keys while editing,
    /// and for an empty deck only those that still do something.
    var activeKeymap: Keymap<BrowseMessage> {
        if editor != nil { return Self.editKeymap }
        return deck.cards.isEmpty ? Self.emptyDeckKeymap : Self.keymap
    }

    private static let emptyDeckKeymap = Keymap(keymap.bindings.filter {
        [.leaveRequested, .helpToggled, .suspendRequested].contains($0.action)
    })
}

extension MatchScreen {
    /// The one key table of the Match screen: key handling, the footer and the help
    /// overlay all read it. The arrows stay out of the footer (obvious in a grid, and
    /// four of them would crowd out the rest); the help overlay lists them.
    public static let keymap = Keymap<MatchMessage>([
        KeyBinding([.character(" "), .enter], help: "turn card", words: ["turn", "flip"], action: .turnRequested),
        KeyBinding([.character("n")], help: "new game", words: ["new game"], action: .newGameRequested),
        KeyBinding([.character("q"), .escape], help: "back", words: ["back", "quit"], action: .leaveRequested),  // to the chooser (or out, after `match DECK`)
        KeyBinding([.left, .character("h")], help: "focus left", words: ["left"], action: .focusMoved(.left), showsInFooter: false),
        KeyBinding([.right, .character("l")], help: "focus right", words: ["right"], action: .focusMoved(.right), showsInFooter: false),
        KeyBinding([.up, .character("k")], help: "focus up", words: ["up"], action: .focusMoved(.up), showsInFooter: false),
        KeyBinding([.down, .character("j")], help: "focus down", words: ["down"], action: .focusMoved(.down), showsInFooter: false),
        KeyBinding([.character("?")], help: "help", words: ["help"], action: .helpToggled),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// The label of the first binding for `message` ("n", "q/Esc").
    static func keyLabel(for message: MatchMessage, fallback: String = "?") -> String {
        keymap.bindings.first { $0.action == message }?.label ?? fallback
    }
}

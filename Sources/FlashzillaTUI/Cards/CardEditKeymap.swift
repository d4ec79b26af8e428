import FlashzillaCore

/// The screen's key tables, one per focused part. Dispatch, the footer and
/// the help overlay all read them, so they cannot disagree. Order is footer
/// priority. In the form, a text field sees every key first and only the
/// keys it leaves (`.unhandled`) come here — so `?` types a question mark
/// in a field and F1 is the help key there.
extension CardEditScreen {
    public static let formKeymap = Keymap<CardEditMessage>([
        KeyBinding([.tab], help: "next field", words: ["next field", "next"], action: .focusMoved(forward: true)),
        KeyBinding([.enter], help: "next/add", words: ["enter", "add"], action: .enterPressed),
        KeyBinding([.ctrl("s")], help: "save", words: ["save"], action: .commitRequested),
        KeyBinding([.ctrl("g")], help: "generate", words: ["generate", "define word"], action: .generateRequested),
        KeyBinding([.escape], help: "clear/leave", words: ["clear", "cancel"], action: .escapePressed),
        KeyBinding([.function(1), .character("?")], label: "F1", help: "help", words: ["help"], action: .helpToggled),
        KeyBinding([.backTab], help: "previous field", words: ["previous field", "previous"], action: .focusMoved(forward: false), showsInFooter: false),
        KeyBinding([.ctrl("t")], label: "^T", help: "next kind: basic, reversed, cloze, typed", words: ["next kind", "change kind"],
                   action: .kindCycled(by: 1), showsInFooter: false),
        KeyBinding([.right, .character(" ")], label: "→/Space", help: "next choice (on Kind, Type)", words: ["next type", "next choice"],
                   action: .wordTypeCycled(by: 1), showsInFooter: false),
        KeyBinding([.left], help: "previous choice (on Kind, Type)", words: ["previous type", "previous choice"],
                   action: .wordTypeCycled(by: -1), showsInFooter: false),
        KeyBinding([.ctrl("n")], label: "^N", help: "new line in the answer (Enter adds the card)", words: ["new line"], action: .newLineOutsideAnswer, showsInFooter: false),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    public static let listKeymap = Keymap<CardEditMessage>([
        KeyBinding([.enter, .character("e")], label: "Enter/e", help: "edit", words: ["edit"], action: .editSelected),
        KeyBinding([.character("d"), .delete], label: "d/Del", help: "delete", words: ["delete"], action: .deleteSelected),
        KeyBinding([.character("u")], help: "undo", words: ["undo"], action: .undoRequested),
        KeyBinding([.character("/")], help: "filter", words: ["filter", "find"], action: .filterStarted),
        KeyBinding([.character("a")], help: "add", words: ["add"], action: .addRequested),
        KeyBinding([.character("q")], help: "back", words: ["back", "quit"], action: .leaveRequested),
        KeyBinding([.escape], help: "clear filter, else back", words: ["clear filter"], action: .escapePressed, showsInFooter: false),
        KeyBinding([.character("?"), .function(1)], label: "?", help: "help", words: ["help"], action: .helpToggled),
        KeyBinding([.up, .character("k")], label: "↑/k", help: "previous card", words: ["previous", "up"], action: .listMoved(.up), showsInFooter: false),
        KeyBinding([.down, .character("j")], label: "↓/j", help: "next card", words: ["next", "down"], action: .listMoved(.down), showsInFooter: false),
        KeyBinding([.pageUp], help: "page up", words: ["page up"], action: .listMoved(.pageUp), showsInFooter: false),
        KeyBinding([.pageDown], help: "page down", words: ["page down"], action: .listMoved(.pageDown), showsInFooter: false),
        KeyBinding([.home, .character("g")], label: "Home/g", help: "first card", words: ["first"], action: .listMoved(.first), showsInFooter: false),
        KeyBinding([.end, .character("G")], label: "End/G", help: "last card", words: ["last"], action: .listMoved(.last), showsInFooter: false),
        KeyBinding([.tab], help: "to the form", words: ["form"], action: .focusMoved(forward: true), showsInFooter: false),
        KeyBinding([.backTab], help: "to the form's last action", words: ["last action"], action: .focusMoved(forward: false), showsInFooter: false),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
        // Anki's keys: the note's act on every card of the selected card's note.
        // Help shows each pair on one line (the card key's), so the list's help fits 80x24.
        KeyBinding([.character("@")], label: "@ !", help: "suspend card, note (again: unsuspend)",
                   words: ["suspend card", "suspend", "unsuspend"], action: .marked(.suspend), showsInFooter: false),
        KeyBinding([.character("!")], help: "suspend note (again: unsuspend)",
                   words: ["suspend note", "unsuspend note"], action: .markedNote(.suspend), showsInFooter: false),
        KeyBinding([.character("-")], label: "- =", help: "bury card, note (again: unbury)",
                   words: ["bury card", "bury", "unbury"], action: .marked(.bury), showsInFooter: false),
        KeyBinding([.character("=")], help: "bury note (again: unbury)",
                   words: ["bury note", "unbury note"], action: .markedNote(.bury), showsInFooter: false),
        KeyBinding([.character("f")], label: "f 1-7/^1-7", help: "flag (again: clear)", words: ["flag"], action: .flagKeyPressed,
                   showsInFooter: false),
    ] + flagBindings)

    /// Ctrl-1…Ctrl-7, Anki's flag keys (said as "flag red"…); one line of help under f.
    static let flagBindings: [KeyBinding<CardEditMessage>] = CardFlag.allCases.map { (flag: CardFlag) -> KeyBinding<CardEditMessage> in
        let key = Key.ctrl(Character(String(flag.rawValue)))
        return KeyBinding([key], help: "flag \(flag.name)", words: ["flag \(flag.name)", "\(flag.name) flag"],
                          action: CardEditMessage.marked(.flag(flag)), showsInFooter: false)
    }

    public static let filterKeymap = Keymap<CardEditMessage>([
        KeyBinding([.enter], help: "keep filter", words: ["keep filter", "done"], action: .filterAccepted),
        KeyBinding([.escape], help: "clear filter", words: ["clear filter"], action: .filterCleared),
        KeyBinding([.up], help: "previous card", words: ["previous", "up"], action: .listMoved(.up)),
        KeyBinding([.down], help: "next card", words: ["next", "down"], action: .listMoved(.down)),
        KeyBinding([.function(1)], help: "help", words: ["help"], action: .helpToggled),
        KeyBinding([.pageUp], help: "page up", words: ["page up"], action: .listMoved(.pageUp), showsInFooter: false),
        KeyBinding([.pageDown], help: "page down", words: ["page down"], action: .listMoved(.pageDown), showsInFooter: false),
        KeyBinding([.tab], help: "keep filter, to the form", words: ["form"], action: .focusMoved(forward: true), showsInFooter: false),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ])

    /// What the tables cannot say in a few words, shown under them in help.
    static func helpNotes(for focus: CardEditFocus) -> [String] {
        switch focus {
        case .kind, .prompt, .answer, .wordType, .tags, .submit, .cancel:
            [
                "Esc cancels an edit; on a new card it clears the form, and on an empty form it leaves.",
                "Enter in Prompt goes to Answer; Enter elsewhere adds (or saves) the card.",
                "Cloze: hide words as {{c1::Paris}} or {{c2::France::country}}; one card a number.",
                "Tags: separated by spaces; Tab completes one from the deck's tags.",
            ]
        case .list:
            ["Tab or a click moves between the form and the list."]
        case .filter:
            ["Type to filter by prompt or answer (case and accents ignored)."]
        }
    }

    /// The table for the part that has focus.
    static func keymap(for focus: CardEditFocus) -> Keymap<CardEditMessage> {
        switch focus {
        case .kind, .prompt, .answer, .wordType, .tags, .submit, .cancel: formKeymap
        case .list: listKeymap
        case .filter: filterKeymap
        }
    }
}

import Testing
@testable import FlashzillaTUI

struct KeymapTests {
    enum Action: Equatable, Sendable { case next, back, flip, quit, help }

    let keymap = Keymap<Action>([
        KeyBinding([.right, .character("l")], label: "→/l", help: "next", action: .next),
        KeyBinding([.left, .character("h")], label: "←/h", help: "back", action: .back),
        KeyBinding([.character(" "), .enter], help: "flip card", action: .flip),
        KeyBinding([.character("?")], help: "show all keys and what they do", action: .help, showsInFooter: false),
        KeyBinding([.character("q"), .ctrl("c")], help: "quit", action: .quit),
    ])

    @Test func looksUpEveryListedKey() {
        #expect(keymap.action(for: .right) == .next)
        #expect(keymap.action(for: .character("l")) == .next)
        #expect(keymap.action(for: .character("h")) == .back)
        #expect(keymap.action(for: .enter) == .flip)
        #expect(keymap.action(for: .ctrl("c")) == .quit)
        #expect(keymap.action(for: .character("?")) == .help)
        #expect(keymap.action(for: .character("L")) == nil)
        #expect(keymap.action(for: .up) == nil)
    }

    @Test func firstBindingWinsAndConflictsAreReported() {
        let clash = Keymap<Action>([
            KeyBinding([.character("q")], help: "quit", action: .quit),
            KeyBinding([.character("q"), .character("x")], help: "oops", action: .back),
            KeyBinding([.character("x")], help: "again", action: .next),
        ])
        #expect(clash.action(for: .character("q")) == .quit)
        #expect(clash.conflictingKeys == [.character("q"), .character("x")])
        #expect(keymap.conflictingKeys.isEmpty)
    }

    @Test func defaultLabelsComeFromTheKeys() {
        #expect(keymap.bindings[2].label == "Space/Enter")
        #expect(keymap.bindings[4].label == "q/^C")
        #expect(Key.alt("x").label == "M-x")
        #expect(Key.function(5).label == "F5")
    }

    @Test func footerListsFooterBindingsInTableOrder() {
        #expect(keymap.footer(width: 80) == "→/l next  ←/h back  Space/Enter flip card  q/^C quit")
    }

    @Test func footerDropsWholeItemsThatDoNotFit() {
        // "→/l next" (8) + 2 + "←/h back" (8) = 18; the next item would need 23 more.
        #expect(keymap.footer(width: 18) == "→/l next  ←/h back")
        #expect(keymap.footer(width: 17) == "→/l next")
        #expect(keymap.footer(width: 3) == "")
        #expect(keymap.footerItems(width: 18).map(\.action) == [.next, .back])
    }

    @Test func helpLinesAlignLabelsAndWrapHelp() {
        let lines = keymap.helpLines(width: 30)
        #expect(lines == [
            "→/l          next",
            "←/h          back",
            "Space/Enter  flip card",
            "?            show all keys and",
            "             what they do",
            "q/^C         quit",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func helpLinesStackWhenTooNarrowForTwoColumns() {
        let lines = keymap.helpLines(width: 12)
        #expect(lines.prefix(4) == ["→/l", "next", "←/h", "back"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
        #expect(keymap.helpLines(width: 0) == [])
    }
}

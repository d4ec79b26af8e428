import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The one key table: every key the issue names, what it means, and that
/// the footer and the help overlay are generated from it.
struct StudyKeymapTests {
    typealias F = StudyFixtures
    let keymap = StudyScreen.keymap

    @Test(arguments: [
        (Key.character(" "), StudyMessage.revealToggled),
        (.enter, .revealToggled),
        (.right, .swiped(.correct)),
        (.character("l"), .swiped(.correct)),
        (.left, .swiped(.wrong)),
        (.character("h"), .swiped(.wrong)),
        (.character("u"), .undoRequested),
        (.character("p"), .pauseToggled),
        (.character("r"), .restartRequested),
        (.character("?"), .helpToggled),
        (.character("q"), .leaveRequested),
        (.escape, .leaveRequested),
        (.ctrl("z"), .suspendRequested),
        (.down, .answerScrolled(by: 1)),
        (.character("j"), .answerScrolled(by: 1)),
    ])
    func everyKeyMapsToItsMessage(key: Key, message: StudyMessage) {
        #expect(keymap.action(for: key) == message)
        // And the screen reads keys through that table.
        #expect(F.screen().message(for: .key(key)) == message)
    }

    @Test func unboundKeysMeanNothing() {
        for key: Key in [.character("x"), .character("L"), .tab, .ctrl("c"), .function(1)] {
            #expect(F.screen().message(for: .key(key)) == nil, "\(key)")
        }
    }

    @Test func noKeyIsBoundTwice() {
        #expect(keymap.conflictingKeys.isEmpty)
    }

    @Test func otherEventsBecomeTheirMessages() {
        let screen = F.screen()
        let mouse = MouseEvent(kind: .click, button: .left, position: Point(x: 3, y: 4))
        #expect(screen.message(for: .mouse(mouse)) == .mouse(mouse))
        #expect(screen.message(for: .resize(Size(width: 10, height: 10))) == .resized)
        #expect(screen.message(for: .focusLost) == .focusLost)
        #expect(screen.message(for: .focusGained) == .focusGained)
        #expect(screen.message(for: .tick) == .ticked)
        #expect(screen.message(for: .paste("→ l l l")) == nil)
    }

    /// While help is open every key closes it and does nothing else, except
    /// Ctrl-Z, which must always reach job control.
    @Test func anyKeyClosesHelpExceptSuspend() {
        let open = F.screen().after(.helpToggled, at: studyAt(1))
        for key: Key in [.right, .character("q"), .escape, .character("x"), .enter, .character("?"), .character("r")] {
            #expect(open.message(for: .key(key)) == .helpToggled, "\(key)")
        }
        #expect(open.message(for: .key(.ctrl("z"))) == .suspendRequested)
    }

    /// The footer row is the keymap's footer items (help pinned right):
    /// rebuilt here from the table, not from a copy of the strings.
    @Test(arguments: [F.small, F.standard, F.large])
    func footerIsGeneratedFromTheKeymap(size: Size) {
        let grid = F.screen().view(size: size, now: studyAt(1))
        let footer = grid.text(row: size.height - 1)
        let width = size.width - 2
        let shown = F.screen().footerKeymap(at: studyAt(1))
        let help = shown.bindings.first { $0.action == .helpToggled }!
        let helpText = "\(help.label) \(help.help)"
        let others = Keymap(shown.bindings.filter { $0.action != .helpToggled })
        let left = others.footer(width: width - DisplayWidth.of(helpText) - 2)
        let gap = String(repeating: " ", count: width - DisplayWidth.of(left) - DisplayWidth.of(helpText))
        #expect(footer == " " + left + gap + helpText + " ")
        #expect(!left.isEmpty)
    }

    @Test func footerAt80ColumnsNamesTheMainKeys() {
        let footer = F.screen().view(size: F.standard, now: studyAt(1)).lines.last
        #expect(footer == " Space/Enter flip  →/l correct  ←/h wrong  q/Esc back  u undo  p pause   ? help")
    }

    /// A different table gives a different footer: nothing is hard-coded.
    @Test func footerFollowsWhateverTableItIsGiven() {
        let custom = Keymap<StudyMessage>([
            KeyBinding([.character("z")], help: "zap", action: .revealToggled),
            KeyBinding([.character("?")], help: "keys", action: .helpToggled),
        ])
        var grid = Grid(width: 30, height: 1)
        KeyFooter.draw(keymap: custom, help: .helpToggled, in: grid.bounds, into: &grid)
        #expect(grid.lines == [" z zap" + String(repeating: " ", count: 17) + "? keys"])
    }

    /// The overlay shows exactly the keymap's help lines.
    @Test(arguments: [F.small, F.standard])
    func helpOverlayListsEveryBinding(size: Size) {
        // A short terminal shows the rest of the help after ↓ (it scrolls).
        let open = F.screen().after(.helpToggled, at: studyAt(1))
        let rows = (0...4).flatMap { downs in
            var scrolled = open
            for _ in 0..<downs { scrolled = scrolled.afterKey(.down, at: studyAt(1), size: size) }
            return scrolled.view(size: size, now: studyAt(1)).lines
        }
        let width = min(KeyHelpOverlay.maximumWidth, size.width - 4) - 4
        // Without answer buttons Tab is unbound, so the help shows the keys in force.
        let active = F.screen().activeKeymap
        let expected = active.helpLines(width: width)
        #expect(expected.count >= active.bindings.count)
        for line in expected {
            #expect(rows.contains { $0.contains("│ " + line) }, "missing help line \(line)")
        }
        // Hidden-from-footer bindings are still in the help.
        #expect(rows.contains { $0.contains("^Z") && $0.contains("suspend") })
    }
}

import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The Match key table: no key bound twice, and the footer and help come from it.
struct MatchKeymapTests {
    typealias F = MatchFixtures
    let keymap = MatchScreen.keymap

    @Test func noKeyIsBoundTwice() {
        #expect(keymap.conflictingKeys.isEmpty)
    }

    @Test(arguments: [
        (Key.enter, MatchMessage.turnRequested), (.character(" "), .turnRequested), (.character("n"), .newGameRequested),
        (.character("q"), .leaveRequested), (.escape, .leaveRequested), (.character("?"), .helpToggled),
        (.ctrl("z"), .suspendRequested), (.left, .focusMoved(.left)), (.character("h"), .focusMoved(.left)),
        (.right, .focusMoved(.right)), (.character("l"), .focusMoved(.right)), (.up, .focusMoved(.up)),
        (.character("k"), .focusMoved(.up)), (.down, .focusMoved(.down)), (.character("j"), .focusMoved(.down)),
    ])
    func keysMeanWhatTheTableSays(key: Key, message: MatchMessage) {
        #expect(F.screen().message(for: .key(key)) == message)
    }

    @Test func theFooterShowsTheMainKeysWithHelpOnTheRight() {
        let footer = F.screen().view(size: F.standard, now: matchAt(1)).lines.last
        #expect(footer == " Space/Enter turn card  n new game  q/Esc back" + String(repeating: " ", count: 27) + "? help")
    }

    @Test func theHelpOverlayListsEveryBindingIncludingTheArrows() {
        let rows = F.screen().after(.helpToggled, at: matchAt(1)).view(size: F.standard, now: matchAt(1)).lines
        let width = min(KeyHelpOverlay.maximumWidth, F.standard.width - 4) - 4
        for line in keymap.helpLines(width: width) {
            #expect(rows.contains { $0.contains("│ " + line) }, "missing help line \(line)")
        }
    }
}

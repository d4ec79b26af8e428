import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

struct BrowseMouseTests {
    typealias F = BrowseFixtures

    func mouse(_ screen: BrowseScreen, _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, at point: Point) -> BrowseScreen {
        var copy = screen
        copy.handle(.mouse(MouseEvent(kind: kind, button: button, position: point)), now: .zero, date: F.edited, size: F.standard)
        return copy
    }

    var cardCentre: Point {
        let card = BrowseLayout(size: F.standard).card
        return Point(x: card.minX + card.width / 2, y: card.minY + card.height / 2)
    }

    @Test func clickOnTheCardFlipsIt() {
        #expect(mouse(F.screen(), .click, .left, at: cardCentre).isRevealed)
        // Press and release in place, as ncurses reports it.
        let pressed = mouse(F.screen(), .press, .left, at: cardCentre)
        #expect(!pressed.isRevealed)
        #expect(mouse(pressed, .release, .left, at: cardCentre).isRevealed)
        // Off the card: nothing.
        #expect(!mouse(F.screen(), .click, .left, at: Point(x: 0, y: 1)).isRevealed)
        #expect(!mouse(mouse(F.screen(), .press, .left, at: Point(x: 0, y: 1)), .release, .left, at: cardCentre).isRevealed)
    }

    @Test func wheelMovesBetweenCards() {
        let down = mouse(F.screen(), .press, .wheelDown, at: cardCentre)
        #expect(down.index == 1)
        #expect(mouse(down, .press, .wheelUp, at: cardCentre).index == 0)
        #expect(mouse(F.screen(), .press, .wheelUp, at: cardCentre).status?.text.contains("first card") == true)
    }

    @Test func clickInThePanelFocusesAField() {
        let layout = BrowseLayout(size: F.standard)
        let editing = F.screen().afterKeys(.character("e"))
        let answer = mouse(editing, .click, .left, at: layout.answerField.origin)
        #expect(answer.editor?.focus == .answer)
        #expect(mouse(answer, .press, .left, at: layout.promptField.origin).editor?.focus == .prompt)
        // The wheel does not move cards under the panel.
        #expect(mouse(editing, .press, .wheelDown, at: cardCentre).index == 0)
    }

    @Test func clickClosesHelp() {
        let help = F.screen().afterKeys(.character("?"))
        let closed = mouse(help, .press, .left, at: cardCentre)
        #expect(!closed.isHelpVisible)
        #expect(!closed.isRevealed)
    }
}

/// Every size from 0×0 to 200×60 in every state: nothing crashes, the grid
/// has the size asked for, and the cursor (if any) is on the screen.
struct BrowseSweepTests {
    typealias F = BrowseFixtures

    static let wide = F.deck("日本語 🎌 \u{1B}[31mdeck", [
        F.card(1, "漢字 🎉 \u{1B}[2J", "Chinese characters 🀄 used in Japanese\u{7}", .noun),
        F.card(2, String(repeating: "long ", count: 200), String(repeating: "définition ", count: 300)),
    ])

    static var states: [BrowseScreen] {
        let start = F.screen()
        return [
            start,
            start.afterKeys(.character(" "), at: browseAt(1)),  // mid-flip when drawn at 1.1
            F.screen(animations: false).afterKeys(.character(" ")),
            start.afterKeys(.character("e"), .tab),
            start.afterKeys(.character("?")),
            F.screen(F.empty),
            F.screen(wide),
            F.screen(wide).afterKeys(.right, .character("e"), .tab, .end),
            F.screen(wide, animations: false).afterKeys(.right, .enter),
        ]
    }

    @Test func everySizeDrawsWithoutCrashing() {
        for (number, screen) in Self.states.enumerated() {
            for width in stride(from: 0, through: 200, by: 1) where width <= 12 || width % 11 == 0 || width == 200 {
                for height in 0...60 where height <= 14 || height % 10 == 0 {
                    let size = Size(width: width, height: height)
                    var resized = screen
                    resized.handle(.resize(size), now: browseAt(1.1), date: F.edited, size: size)
                    let grid = resized.view(size: size, now: browseAt(1.1))
                    #expect(grid.size == size, "state \(number) at \(size)")
                    if let cursor = resized.cursor(size: size, now: browseAt(1.1)) {
                        #expect(Rect(size: size).contains(cursor), "state \(number) at \(size): cursor \(cursor)")
                    }
                    // Input at that size must not crash either.
                    var poked = resized
                    poked.handle(.mouse(MouseEvent(kind: .click, button: .left, position: Point(x: width / 2, y: height / 2))),
                                 now: browseAt(1.1), date: F.edited, size: size)
                    poked.handle(.key(.character("x")), now: browseAt(1.1), date: F.edited, size: size)
                    _ = poked.view(size: size, now: browseAt(1.1))
                }
            }
        }
    }

    @Test func everyFlipFrameDraws() {
        let screen = F.screen().afterKeys(.character(" "), at: .zero)
        for ms in stride(from: 0, through: 220, by: 5) {
            for size in [F.small, F.standard, Size(width: 200, height: 60)] {
                let grid = screen.view(size: size, now: .zero + .milliseconds(ms))
                #expect(grid.size == size)
            }
        }
    }

    @Test func hostileTextIsShownSafely() {
        let grid = F.screen(Self.wide).view(size: F.standard, now: .zero)
        let text = grid.lines.joined(separator: "\n")
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("␛[2J"))
    }
}

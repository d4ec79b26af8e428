import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Clicking cards: a press or click with the left button focuses and turns one.
struct MatchMouseTests {
    typealias F = MatchFixtures

    func click(_ point: Point, kind: MouseEvent.Kind = .press, button: MouseEvent.Button = .left,
               on screen: MatchScreen = F.screen(), at now: Moment = matchAt(1)) -> (MatchScreen, [MatchEffect]) {
        var screen = screen
        let effects = screen.handle(.mouse(MouseEvent(kind: kind, button: button, position: point)), now: now, size: F.standard)
        return (screen, effects)
    }

    var grid: MatchGrid { F.screen().layout(for: F.standard).grid! }

    @Test(arguments: [MouseEvent.Kind.press, .click])
    func aClickTurnsTheCardUnderThePointer(kind: MouseEvent.Kind) {
        let frame = grid.frame(of: 6)
        for point in [frame.origin, Point(x: frame.maxX - 1, y: frame.maxY - 1), Point(x: frame.minX + 3, y: frame.minY + 2)] {
            let (screen, _) = click(point, kind: kind)
            #expect(screen.focus == 6 && screen.game.faceUpUnmatched == [6], "\(point)")
        }
    }

    @Test func releasesDragsOtherButtonsAndGapsDoNothing() {
        let frame = grid.frame(of: 1)
        let screen = F.screen()
        #expect(click(frame.origin, kind: .release).0 == screen)
        #expect(click(frame.origin, kind: .drag).0 == screen)
        #expect(click(frame.origin, button: .right).0 == screen)
        #expect(click(frame.origin, button: .wheelDown).0 == screen)
        #expect(click(Point(x: frame.maxX, y: frame.minY)).0 == screen, "the gap between cards")
        #expect(click(Point(x: 5, y: 0)).0 == screen, "the header")
    }

    @Test func aClickWhileHelpIsOpenOnlyClosesIt() {
        let open = F.screen().after(.helpToggled, at: matchAt(1))
        let (closed, _) = click(grid.frame(of: 2).origin, on: open)
        #expect(!closed.isHelpVisible && !closed.game.isStarted)
    }

    /// A card still flying from the pile is not at its place yet.
    @Test func cardsStillBeingDealtCannotBeClicked() {
        let dealing = F.screen(animations: true)
        let last = grid.frame(of: 11).origin
        #expect(!click(last, on: dealing, at: .seconds(0.1)).0.game.isStarted)
        #expect(click(grid.frame(of: 0).origin, on: dealing, at: .seconds(0.3)).0.game.isStarted)
        #expect(click(last, on: dealing, at: .seconds(2)).0.game.isStarted)
    }

    @Test func clicksCanFinishAGame() {
        var screen = F.screen()
        var effects: [MatchEffect] = []
        for pair in 0..<6 {
            for place in screen.game.places(ofPair: pair) {
                effects += screen.handle(.mouse(MouseEvent(kind: .click, button: .left, position: grid.frame(of: place).origin)),
                                         now: matchAt(Double(2 + pair)), size: F.standard)
            }
        }
        #expect(screen.game.isFinished && effects.count == 1)
    }
}

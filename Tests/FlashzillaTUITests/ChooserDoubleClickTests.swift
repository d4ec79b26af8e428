import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// ncurses (with `mouseinterval(0)`) reports a click as a press and then a release, never
/// as one event: a double click is two presses on one row, close together.
@Suite struct ChooserDoubleClickTests {
    let size = Size(width: 80, height: 24)
    /// The second deck's row (the list starts on line 2, two lines a deck).
    let onSecond = Point(x: 10, y: 4)

    func press(_ at: Point) -> InputEvent { .mouse(MouseEvent(kind: .press, button: .left, position: at)) }
    func release(_ at: Point) -> InputEvent { .mouse(MouseEvent(kind: .release, button: .left, position: at)) }

    @Test func twoSeparatePressesAndReleasesOnARowOpenIt() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(1)) == [])
        #expect(screen.handle(release(onSecond), size: size, now: .seconds(1.05)) == [])
        #expect(screen.selection == 1)
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(1.2)) == [.study(fileName: "japanese.json")])
        #expect(screen.handle(release(onSecond), size: size, now: .seconds(1.25)) == [])
    }

    @Test func pressesTooFarApartOnlySelect() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        _ = screen.handle(press(onSecond), size: size, now: .seconds(1))
        _ = screen.handle(release(onSecond), size: size, now: .seconds(1.05))
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(2)) == [])
        #expect(screen.selection == 1)
    }

    @Test func pressesOnTwoRowsOnlySelectTheSecond() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        _ = screen.handle(press(Point(x: 10, y: 2)), size: size, now: .seconds(1))
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(1.1)) == [])
        #expect(screen.selection == 1)
    }

    @Test func aThirdPressDoesNotOpenAgain() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        _ = screen.handle(press(onSecond), size: size, now: .seconds(1))
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(1.1)) == [.study(fileName: "japanese.json")])
        #expect(screen.handle(press(onSecond), size: size, now: .seconds(1.2)) == [])
    }

    @Test func theAppPassesItsMomentToTheChooser() {
        var app = AppModel(listings: ChooserScreenTests.listings)
        #expect(app.handle(press(onSecond), in: .at(.seconds(5))) == [])
        #expect(app.handle(release(onSecond), in: .at(.seconds(5.05))) == [])
        #expect(app.handle(press(onSecond), in: .at(.seconds(5.2))) == [.loadDeck(fileName: "japanese.json", purpose: .study)])
        var slow = AppModel(listings: ChooserScreenTests.listings)
        _ = slow.handle(press(onSecond), in: .at(.seconds(5)))
        #expect(slow.handle(press(onSecond), in: .at(.seconds(9))) == [])
    }
}

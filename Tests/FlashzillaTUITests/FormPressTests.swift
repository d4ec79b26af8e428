import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// ncurses reports a click as a press and a release (`mouseinterval(0)`); the combined
/// "clicked" event comes only when both are read at once. Forms act on the press.
@Suite struct FormPressTests {
    let size = Size(width: 80, height: 24)

    func press(_ at: Point) -> InputEvent { .mouse(MouseEvent(kind: .press, button: .left, position: at)) }
    func release(_ at: Point) -> InputEvent { .mouse(MouseEvent(kind: .release, button: .left, position: at)) }

    @Test func theDeckEditorActsOnAPress() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: DeckEditorTests.deck(), otherNames: [])
        let shuffleRow = Point(x: 30, y: 2 + 4 * Form.rowHeight)
        _ = screen.handle(press(shuffleRow), size: size)
        _ = screen.handle(release(shuffleRow), size: size)
        #expect(screen.form.focus == 4)
        let before = screen.draft.shuffle
        _ = screen.handle(press(shuffleRow), size: size)
        _ = screen.handle(release(shuffleRow), size: size)
        #expect(screen.draft.shuffle != before)
    }

    @Test func theSettingsActOnAPress() {
        var screen = SettingsScreen(settings: Settings())
        let animationsRow = Point(x: 30, y: 2 + 2 * Form.rowHeight)
        #expect(screen.handle(press(animationsRow), size: size) == [])
        #expect(screen.handle(release(animationsRow), size: size) == [])
        #expect(screen.handle(press(animationsRow), size: size) == [.save(Settings(animations: false))])
        #expect(screen.handle(release(animationsRow), size: size) == [])
    }
}

import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Moving, flipping, leaving, help and resizing, through `handle` as the run loop sends events.
struct BrowseUpdateTests {
    typealias F = BrowseFixtures

    @Test func opensAtTheFirstCardFrontUp() {
        let screen = F.screen()
        #expect(screen.index == 0)
        #expect(!screen.isRevealed)
        #expect(screen.positionText == "1 / 3")
        #expect(screen.currentCard?.prompt == "apple")
        #expect(screen.status == nil)
    }

    @Test func arrowsAndVimKeysMove() {
        var screen = F.screen()
        screen = screen.afterKeys(.right)
        #expect(screen.index == 1)
        screen = screen.afterKeys(.character("l"))
        #expect(screen.index == 2)
        #expect(screen.positionText == "3 / 3")
        screen = screen.afterKeys(.left)
        #expect(screen.index == 1)
        screen = screen.afterKeys(.character("h"))
        #expect(screen.index == 0)
        #expect(screen.status == nil)
    }

    @Test func stopsAtTheEndsAndSaysSo() {
        let first = F.screen().afterKeys(.left)
        #expect(first.index == 0)
        #expect(first.status == .info("Already at the first card."))
        #expect(first.status?.text.contains("first card") == true)

        let last = F.screen().afterKeys(.right, .right, .right)
        #expect(last.index == 2)
        #expect(last.status?.text.contains("last card") == true)
        #expect(last.view(size: F.standard, now: .zero).find("Already at the last card.") != nil)

        // The next key clears the message.
        #expect(last.afterKeys(.left).status == nil)
    }

    @Test func homeEndAndGJump() {
        let screen = F.screen()
        #expect(screen.afterKeys(.end).index == 2)
        #expect(screen.afterKeys(.character("G")).index == 2)
        #expect(screen.afterKeys(.end, .home).index == 0)
        #expect(screen.afterKeys(.end, .character("g")).index == 0)
        #expect(screen.afterKeys(.home).status?.text.contains("first card") == true)
        #expect(screen.afterKeys(.end, .end).status?.text.contains("last card") == true)
    }

    @Test func flipWithAnimationTurnsOverAndWakesUpUntilDone() {
        let start = browseAt(1)
        let screen = F.screen().afterKeys(.character(" "), at: start)
        #expect(screen.isRevealed)
        #expect(screen.flip == FlipAnimation(start: start, toRevealed: true))
        #expect(screen.nextWakeUp(now: start) == .milliseconds(33))
        #expect(screen.nextWakeUp(now: start + .milliseconds(190)) == .milliseconds(10))
        #expect(screen.nextWakeUp(now: start + .milliseconds(200)) == nil)

        // First half: narrowing, still the front; second half: the back.
        let early = screen.view(size: F.standard, now: start + .milliseconds(50))
        #expect(early.find("apple") != nil)
        #expect(early.find("Front") != nil)
        let late = screen.view(size: F.standard, now: start + .milliseconds(150))
        #expect(late.find("Back") != nil)
        #expect(late.find("apple") == nil)

        // A tick after the end clears it.
        var done = screen
        done.handle(.tick, now: start + .milliseconds(250), date: F.edited, size: F.standard)
        #expect(done.flip == nil)
        #expect(done.nextWakeUp(now: start + .milliseconds(250)) == nil)
    }

    @Test func flipWithoutAnimationIsImmediate() {
        let screen = F.screen(animations: false).afterKeys(.enter, at: browseAt(1))
        #expect(screen.isRevealed)
        #expect(screen.flip == nil)
        #expect(screen.nextWakeUp(now: browseAt(1)) == nil)
        let grid = screen.view(size: F.standard, now: browseAt(1))
        #expect(grid.find("Back") != nil)
        #expect(grid.find("A round fruit") != nil)
        #expect(grid.find("apple") == nil)
        #expect(screen.afterKeys(.enter).isRevealed == false)
    }

    @Test func idleScreenNeverWakesUp() {
        #expect(F.screen().nextWakeUp(now: .zero) == nil)
        #expect(F.screen(F.empty).nextWakeUp(now: .zero) == nil)
    }

    @Test func movingShowsTheNextCardsFront() {
        let screen = F.screen().afterKeys(.character(" "), .right, at: browseAt(1))
        #expect(screen.index == 1)
        #expect(!screen.isRevealed)
        #expect(screen.flip == nil)
        #expect(screen.view(size: F.standard, now: browseAt(1)).find("run") != nil)
    }

    @Test func frontHasBadgeAndBackHasBadge() {
        let front = F.screen().view(size: F.standard, now: .zero)
        let badge = front.find(" N ")!
        #expect(front[badge.offset(dx: 1)].style == WordTypeBadge(.noun).style)
        let back = F.screen(animations: false).afterKeys(.character(" ")).view(size: F.standard, now: .zero)
        #expect(back.find(" N ") == badge)
        let none = F.screen().afterKeys(.end).view(size: F.standard, now: .zero)
        let na = none.find(" N/A ")!
        #expect(none[na.offset(dx: 1)].style == WordTypeBadge(nil).style)
        #expect(WordTypeBadge(nil).style.tint == .gray)
    }

    @Test func headerHasDeckNameAndPosition() {
        let grid = F.screen().afterKeys(.right).view(size: F.standard, now: .zero)
        #expect(grid.text(row: 0).hasPrefix(" Vocabulary"))
        #expect(grid.text(row: 0, trimmingTrailingSpaces: true).hasSuffix("2 / 3"))
    }

    @Test func quitAndEscapeLeave() {
        #expect(F.screen().effects(of: .character("q")).1 == [.leave])
        #expect(F.screen().effects(of: .escape).1 == [.leave])
        #expect(F.screen(F.empty).effects(of: .character("q")).1 == [.leave])
    }

    @Test func ctrlZSuspendsEvenUnderHelpOrEditing() {
        #expect(F.screen().effects(of: .ctrl("z")).1 == [.suspend])
        #expect(F.screen().afterKeys(.character("?")).effects(of: .ctrl("z")).1 == [.suspend])
        #expect(F.screen().afterKeys(.character("e")).effects(of: .ctrl("z")).1 == [.suspend])
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        let open = F.screen().afterKeys(.character("?"))
        #expect(open.isHelpVisible)
        #expect(open.cursor(size: F.standard, now: .zero) == nil)
        let grid = open.view(size: F.standard, now: .zero)
        #expect(grid.find("Keys — any key closes") != nil)
        #expect(grid.find("Home/g") != nil)
        // The closing key does nothing else: q does not leave, → does not move.
        let (closed, effects) = open.effects(of: .character("q"))
        #expect(!closed.isHelpVisible)
        #expect(effects.isEmpty)
        let moved = open.afterKeys(.right)
        #expect(!moved.isHelpVisible)
        #expect(moved.index == 0)
    }

    @Test func keymapHasNoConflicts() {
        #expect(BrowseScreen.keymap.conflictingKeys.isEmpty)
        #expect(BrowseScreen.editKeymap.conflictingKeys.isEmpty)
    }

    @Test func emptyDeckSaysHowToAddCards() {
        let screen = F.screen(F.empty)
        let text = screen.view(size: F.standard, now: .zero).lines.joined(separator: "\n")
        #expect(text.contains("This deck has no cards yet — press q, then c on the chooser to add some."))
        // Nothing to flip, move or edit.
        let after = screen.afterKeys(.character(" "), .right, .end, .character("e"))
        #expect(after == screen)
        #expect(screen.positionText == "")
        #expect(screen.cursor(size: F.standard, now: .zero) == nil)
    }

    @Test func resizeKeepsStateAndRedraws() {
        var screen = F.screen().afterKeys(.right)
        let effects = screen.handle(.resize(F.small), now: .zero, date: F.edited, size: F.standard)
        #expect(effects.isEmpty)
        #expect(screen.index == 1)
        #expect(screen.view(size: F.small, now: .zero).find("run") != nil)
        // Too small: the message, and no cursor.
        let tiny = Size(width: 30, height: 8)
        screen.handle(.resize(tiny), now: .zero, date: F.edited, size: tiny)
        #expect(screen.view(size: tiny, now: .zero).lines.joined().contains("Terminal too small"))
        #expect(screen.cursor(size: tiny, now: .zero) == nil)
    }

    @Test func cursorSitsAtTheCardText() {
        let screen = F.screen()
        let grid = screen.view(size: F.standard, now: .zero)
        #expect(screen.cursor(size: F.standard, now: .zero) == grid.find("apple"))
    }

    @Test func saveFailedIsReported() {
        var screen = F.screen()
        _ = screen.update(.saveFailed("disk full"), in: .at(.zero))
        #expect(screen.status == .error("Not saved: disk full"))
        #expect(screen.view(size: F.standard, now: .zero).find("Not saved: disk full") != nil)
    }

    @Test func focusAndPasteOutsideTheEditorDoNothing() {
        var screen = F.screen()
        for event: InputEvent in [.focusLost, .focusGained, .paste("hello")] {
            #expect(screen.handle(event, now: .zero, date: F.edited, size: F.standard).isEmpty)
        }
        #expect(screen == F.screen())
    }
}

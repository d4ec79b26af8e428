import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Press, drag and release on the top card; clicks; the summary's button.
struct StudyMouseTests {
    typealias F = StudyFixtures
    let size = F.standard
    var card: Rect { F.screen().layout(for: size).card }
    var threshold: Int { F.screen().layout(for: size).swipeThreshold }
    var grab: Point { Point(x: card.minX + card.width / 2, y: card.minY + 2) }

    func mouse(_ kind: MouseEvent.Kind, _ point: Point, button: MouseEvent.Button = .left) -> StudyMessage {
        .mouse(MouseEvent(kind: kind, button: button, position: point))
    }

    /// Press, drag by `dx`, release there, at 1 s, 1.05 s and 1.1 s.
    func gesture(_ screen: StudyScreen = F.screen(), dx: Int) -> StudyScreen {
        var screen = screen
        screen.update(mouse(.press, grab), now: studyAt(1), size: size)
        screen.update(mouse(.drag, grab.offset(dx: dx)), now: studyAt(1.05), size: size)
        screen.update(mouse(.release, grab.offset(dx: dx)), now: studyAt(1.1), size: size)
        return screen
    }

    @Test func thresholdIsAQuarterOfTheCard() {
        #expect(card.width == 74)
        #expect(threshold == 18)
    }

    @Test func dragRightPastTheThresholdSwipesCorrect() {
        let top = F.screen().session.topCard!
        let screen = gesture(dx: threshold + 3)
        #expect(screen.session.correctCount == 1 && screen.session.wrongCount == 0)
        #expect(screen.swipe == SwipeAnimation(card: top, wasRevealed: false, outcome: .correct, start: studyAt(1.1), startOffset: threshold + 3))
        #expect(screen.drag == nil && screen.springBack == nil)
    }

    @Test func dragLeftPastTheThresholdSwipesWrong() {
        let screen = gesture(dx: -threshold)
        #expect(screen.session.wrongCount == 1 && screen.session.correctCount == 0)
        #expect(screen.swipe?.outcome == .wrong && screen.swipe?.startOffset == -threshold)
    }

    /// The swipe continues from where the card was let go, not from the centre.
    @Test func swipeStartsWhereTheDragLeftTheCard() {
        let screen = gesture(dx: 30)
        let grid = screen.view(size: size, now: studyAt(1.1))
        #expect(grid[card.minX + 30, card.minY].grapheme == "╭")
        #expect(grid[card.minX + 30, card.minY].style.role == .correct)
    }

    /// Short of the threshold: no verdict, the card springs back untinted.
    @Test func shortDragSpringsBackWithoutTint() {
        let screen = gesture(dx: -(threshold - 1))
        #expect(screen.session.answeredCount == 0)
        #expect(screen.swipe == nil && screen.drag == nil)
        #expect(screen.springBack == SpringBackAnimation(start: studyAt(1.1), fromOffset: -(threshold - 1)))
        for ms in [0, 30, 75, 120, 149, 150] {
            let grid = screen.view(size: size, now: studyAt(studyAt(1.1), plus: ms))
            let body = F.screen().layout(for: size).body
            #expect(!grid.usesRole(.correct, in: body) && !grid.usesRole(.wrong, in: body), "tint at +\(ms) ms")
            #expect(grid.find("Correct") == nil && grid.find("Wrong") == nil)
        }
        // It moves back towards the centre and arrives.
        let start = screen.view(size: size, now: studyAt(1.1))
        #expect(start[card.maxX - 1 - (threshold - 1), card.minY].grapheme == "╮")
        let end = screen.view(size: size, now: studyAt(studyAt(1.1), plus: 150))
        #expect(end[card.minX, card.minY].grapheme == "╭")
        #expect(end == F.screen().view(size: size, now: studyAt(studyAt(1.1), plus: 150)))
    }

    @Test func shortDragWithoutAnimationsSnapsBack() {
        let screen = gesture(F.screen(animations: false), dx: 5)
        #expect(screen.springBack == nil && screen.drag == nil && screen.session.answeredCount == 0)
    }

    @Test func draggedCardFollowsThePointerAndLeansByDirection() {
        var screen = F.screen()
        screen.update(mouse(.press, grab), now: studyAt(1), size: size)
        screen.update(mouse(.drag, grab.offset(dx: -6)), now: studyAt(1.01), size: size)
        #expect(screen.drag?.offset == -6)
        let grid = screen.view(size: size, now: studyAt(1.01))
        #expect(grid[card.maxX - 1 - 6, card.minY].grapheme == "╮")
        #expect(grid[card.maxX - 1 - 6, card.minY].style.role == .wrong)
        #expect(grid.find("✗ Wrong") != nil)
        // Not yet judged.
        #expect(screen.session.answeredCount == 0)
    }

    @Test func pressAndReleaseInPlaceReveals() {
        let screen = gesture(dx: 0)
        #expect(screen.session.isRevealed)
        #expect(screen.flip != nil && screen.springBack == nil)
    }

    @Test func dragThatComesBackDoesNotReveal() {
        var screen = F.screen()
        screen.update(mouse(.press, grab), now: studyAt(1), size: size)
        screen.update(mouse(.drag, grab.offset(dx: 8)), now: studyAt(1.05), size: size)
        screen.update(mouse(.drag, grab), now: studyAt(1.08), size: size)
        screen.update(mouse(.release, grab), now: studyAt(1.1), size: size)
        #expect(!screen.session.isRevealed && screen.session.answeredCount == 0)
        #expect(screen.drag == nil && screen.springBack == nil)
    }

    @Test func clickOnTheCardReveals() {
        var screen = F.screen()
        screen.update(mouse(.click, Point(x: card.maxX - 1, y: card.maxY - 1)), now: studyAt(1), size: size)
        #expect(screen.session.isRevealed)
        screen.update(mouse(.click, grab), now: studyAt(2), size: size)
        #expect(!screen.session.isRevealed)
    }

    @Test func clicksAndPressesOffTheCardDoNothing() {
        var screen = F.screen()
        let outside = [Point(x: card.minX - 1, y: card.minY), Point(x: card.maxX, y: card.minY), Point(x: grab.x, y: card.maxY), Point(x: 0, y: 0)]
        for point in outside {
            screen.update(mouse(.click, point), now: studyAt(1), size: size)
            screen.update(mouse(.press, point), now: studyAt(1), size: size)
            screen.update(mouse(.drag, point.offset(dx: 40)), now: studyAt(1), size: size)
            screen.update(mouse(.release, point.offset(dx: 40)), now: studyAt(1), size: size)
        }
        #expect(screen == F.screen().after(.ticked, at: studyAt(1)))
    }

    @Test func otherButtonsDoNotGrabTheCard() {
        var screen = F.screen()
        screen.update(mouse(.press, grab, button: .right), now: studyAt(1), size: size)
        screen.update(mouse(.click, grab, button: .wheelUp), now: studyAt(1), size: size)
        #expect(screen.drag == nil && !screen.session.isRevealed)
    }

    @Test func mouseDoesNothingWhilePaused() {
        let paused = F.screen().after(.pauseToggled, at: studyAt(0.5))
        let screen = gesture(paused, dx: 40)
        #expect(screen.session == paused.session && screen.drag == nil)
    }

    @Test func aClickClosesHelp() {
        let open = F.screen().after(.helpToggled, at: studyAt(0.5))
        var screen = open
        screen.update(mouse(.click, grab), now: studyAt(1), size: size)
        #expect(!screen.isHelpVisible && !screen.session.isRevealed)
    }

    @Test func startAgainButtonRestarts() {
        let over = F.screen().after(.ticked, at: studyAt(100))
        let button = StudyPanels.startAgainButton(in: over.layout(for: size))
        let grid = over.view(size: size, now: studyAt(100))
        #expect(grid.find("[ Start again ]") == button.origin)
        var screen = over
        screen.update(mouse(.click, Point(x: button.maxX - 1, y: button.minY)), now: studyAt(101), size: size)
        #expect(screen.session.phase == .running)
        var missed = over
        missed.update(mouse(.click, Point(x: button.maxX, y: button.minY)), now: studyAt(101), size: size)
        #expect(missed.session.phase == .finished(.timeUp))
    }

    @Test func resizeDropsAHeldCard() {
        var screen = F.screen()
        screen.update(mouse(.press, grab), now: studyAt(1), size: size)
        screen.update(.resized, now: studyAt(1), size: F.small)
        #expect(screen.drag == nil)
        screen.update(mouse(.release, grab.offset(dx: 40)), now: studyAt(1), size: F.small)
        #expect(screen.session.answeredCount == 0)
    }
}

extension Grid {
    /// Whether any cell inside `rect` is drawn in `role`.
    func usesRole(_ role: StyleRole, in rect: Rect) -> Bool {
        let area = rect.intersection(bounds)
        return (area.minY..<area.maxY).contains { y in
            (area.minX..<area.maxX).contains { x in self[x, y].style.role == role }
        }
    }
}

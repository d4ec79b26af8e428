import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// How long the run loop may sleep.
struct StudyWakeUpTests {
    typealias F = StudyFixtures

    @Test func runningTimedWaitsExactlyUntilTheDisplayedSecondChanges() {
        let screen = F.screen()
        // 87.6 s left shows 88 until 0.6 s from now.
        #expect(screen.nextWakeUp(now: studyAt(12.4)) == .milliseconds(600))
        // Exactly 87 s left shows 87 for a whole second more.
        #expect(screen.nextWakeUp(now: studyAt(13)) == .seconds(1))
        #expect(screen.nextWakeUp(now: studyAt(99.999)) == .milliseconds(1))
        // The wake-up lands on the change.
        let wait = screen.nextWakeUp(now: studyAt(12.4))!
        #expect(screen.session.displayedSeconds(at: studyAt(12.4)) == 88)
        #expect(screen.session.displayedSeconds(at: studyAt(12.4) + wait) == 87)
        #expect(screen.session.displayedSeconds(at: studyAt(12.4) + (wait - .milliseconds(1))) == 88)
    }

    @Test func atTheDeadlineWithoutATickItWakesAtOnce() {
        #expect(F.screen().nextWakeUp(now: studyAt(100)) == .zero)
        #expect(F.screen().nextWakeUp(now: studyAt(130)) == .zero)
    }

    @Test func nothingWillChangeWhilePausedFinishedOrIdle() {
        #expect(F.screen().after(.pauseToggled, at: studyAt(5)).nextWakeUp(now: studyAt(6)) == nil)
        #expect(F.screen().after(.focusLost, at: studyAt(5)).nextWakeUp(now: studyAt(6)) == nil)
        #expect(F.screen().after(.ticked, at: studyAt(100)).nextWakeUp(now: studyAt(101)) == nil)
        #expect(F.screen(F.capitals(timeLimit: 0)).nextWakeUp(now: studyAt(6)) == nil)
        #expect(F.screen(F.empty).nextWakeUp(now: studyAt(6)) == nil)
    }

    @Test func allAnsweredIsStillOnceTheLastCardHasGone() {
        let done = F.screen(F.deck("One", [("a", "1")])).after(.swiped(.correct), at: studyAt(5))
        #expect(done.session.phase == .finished(.allAnswered))
        #expect(done.nextWakeUp(now: studyAt(5))! <= .milliseconds(33), "the last card slides away")
        let settled = done.after(.ticked, at: studyAt(6))
        #expect(settled.nextWakeUp(now: studyAt(6)) == nil)
    }

    @Test func animationsWakeEveryFrameAtMost33Milliseconds() {
        let start = studyAt(5)
        let swiping = F.screen(F.capitals(timeLimit: 0)).after(.swiped(.correct), at: start)
        #expect(swiping.nextWakeUp(now: start) == .milliseconds(33))
        #expect(swiping.nextWakeUp(now: studyAt(start, plus: 100)) == .milliseconds(33))
        // The last frame lands exactly on the end.
        #expect(swiping.nextWakeUp(now: studyAt(start, plus: 240)) == .milliseconds(10))
        // Ended but not yet cleared: tick at once, then sleep.
        #expect(swiping.nextWakeUp(now: studyAt(start, plus: 250)) == .zero)
        #expect(swiping.after(.ticked, at: studyAt(start, plus: 250)).nextWakeUp(now: studyAt(start, plus: 250)) == nil)

        let flipping = F.screen(F.capitals(timeLimit: 0)).after(.revealToggled, at: start)
        #expect(flipping.nextWakeUp(now: studyAt(start, plus: 190)) == .milliseconds(10))
    }

    @Test func springBackWakesEveryFrame() {
        var screen = F.screen(F.capitals(timeLimit: 0))
        let card = screen.layout(for: F.standard).card
        let grab = Point(x: card.minX + 30, y: card.minY + 1)
        screen.update(.mouse(MouseEvent(kind: .press, button: .left, position: grab)), now: studyAt(1), size: F.standard)
        #expect(screen.nextWakeUp(now: studyAt(1)) == nil, "a held card moves only with the pointer")
        screen.update(.mouse(MouseEvent(kind: .release, button: .left, position: grab.offset(dx: 4))), now: studyAt(1), size: F.standard)
        #expect(screen.nextWakeUp(now: studyAt(1)) == .milliseconds(33))
    }

    @Test func theSoonerOfFrameAndSecondWins() {
        let start = studyAt(12.99)
        let swiping = F.screen().after(.swiped(.correct), at: start)
        #expect(swiping.nextWakeUp(now: start) == .milliseconds(10), "the second changes before the next frame")
        #expect(swiping.nextWakeUp(now: studyAt(13)) == .milliseconds(33))
    }
}

import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// How long the run loop may sleep on the Match screen.
struct MatchWakeUpTests {
    typealias F = MatchFixtures

    @Test func beforeTheFirstTurnNothingChangesByItself() {
        #expect(F.screen().nextWakeUp(now: matchAt(5)) == nil)
        #expect(F.screen(F.empty).nextWakeUp(now: matchAt(5)) == nil)
    }

    @Test func theClockWakesExactlyWhenTheShownSecondChanges() {
        let screen = F.screen().turning(0, at: matchAt(1))
        #expect(screen.nextWakeUp(now: matchAt(1)) == .seconds(1))
        #expect(screen.nextWakeUp(now: matchAt(3.3)) == .milliseconds(700))
        let wait = screen.nextWakeUp(now: matchAt(3.3))!
        #expect(MatchTimeText.format(screen.game.elapsed(at: matchAt(3.3))) == "0:02")
        #expect(MatchTimeText.format(screen.game.elapsed(at: matchAt(3.3) + wait)) == "0:03")
    }

    @Test func pausedOrFinishedSleepsUntilInput() {
        let left = F.screen().turning(0, at: matchAt(1)).after(.leaveRequested, at: matchAt(2))
        #expect(left.nextWakeUp(now: matchAt(3)) == nil)
        let done = F.screen().playedToEnd().screen
        #expect(done.nextWakeUp(now: matchAt(30)) == nil)
    }

    @Test func animationsAskForFramesUntilTheyEndAndATickClearsThem() {
        var screen = F.screen(animations: true)
        #expect(screen.nextWakeUp(now: matchAt(0.1))! <= .milliseconds(33))
        let dealEnd = screen.deal!.end
        #expect(screen.nextWakeUp(now: dealEnd) == .zero)
        screen.update(.ticked, now: dealEnd, size: F.standard)
        #expect(screen.deal == nil && screen.nextWakeUp(now: dealEnd) == nil)
        // A flip, then the fade of a match.
        let pair = screen.game.places(ofPair: 0)
        screen = screen.turning(pair[0], pair[1], at: matchAt(5))
        #expect(screen.nextWakeUp(now: matchAt(5.1))! <= .milliseconds(33))
        screen.update(.ticked, now: matchAt(6), size: F.standard)
        #expect(screen.flips.isEmpty && screen.fades.isEmpty)
        #expect(screen.nextWakeUp(now: matchAt(6)) == .seconds(1))
    }

    @Test func withoutAnimationsNothingMoves() {
        let screen = F.screen(animations: false)
        #expect(screen.deal == nil)
        let pair = screen.game.places(ofPair: 0)
        let played = screen.turning(pair[0], pair[1], at: matchAt(5))
        #expect(played.flips.isEmpty && played.fades.isEmpty)
    }

    @Test func timesAreShownInMinutesAndSecondsWithTenthsForResults() {
        #expect(MatchTimeText.format(.zero) == "0:00")
        #expect(MatchTimeText.format(.milliseconds(4100), tenths: true) == "0:04.1")
        #expect(MatchTimeText.format(.milliseconds(59_999), tenths: true) == "0:59.9")
        #expect(MatchTimeText.format(.seconds(61)) == "1:01")
        #expect(MatchTimeText.format(.seconds(3600 + 62)) == "1:01:02")
        #expect(MatchTimeText.format(.seconds(-3)) == "0:00")
    }
}

import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What each message does to the whole screen state. Expected values are
/// built from the session's own actions, so the screen must drive the
/// session exactly so (deadline check first, then the action).
struct StudyUpdateTests {
    typealias F = StudyFixtures

    /// The session as the screen should hold it: started at 0, then a tick
    /// at `now` (every message lets the session see the time), then `actions`.
    func expectedSession(_ deck: Deck = F.capitals(), now: Moment, _ actions: StudyAction...) -> StudySession {
        var session = StudySession(deck: deck, seed: 42)
        session.apply(.start(at: .zero))
        session.apply(.tick(at: now))
        for action in actions { session.apply(action) }
        return session
    }

    @Test func initDealsAndStartsAtNow() {
        let screen = StudyScreen(deck: F.capitals(), seed: 42, options: StudyOptions(), now: studyAt(7))
        var session = StudySession(deck: F.capitals(), seed: 42)
        session.apply(.start(at: studyAt(7)))
        #expect(screen.session == session)
        #expect(screen.session.phase == .running)
        #expect(screen.session.displayedSeconds(at: studyAt(7)) == 100)
        #expect(!screen.isHelpVisible && screen.pauseReason == nil)
        #expect(screen.swipe == nil && screen.flip == nil && screen.drag == nil && screen.springBack == nil)
    }

    @Test func revealFlipsTheCardAndStartsTheFlip() {
        let now = studyAt(3)
        let screen = F.screen().after(.revealToggled, at: now)
        var expected = F.screen()
        expected.session = expectedSession(now: now, .reveal)
        expected.flip = FlipAnimation(start: now, toRevealed: true)
        #expect(screen == expected)

        let hidden = screen.after(.revealToggled, at: studyAt(4))
        #expect(!hidden.session.isRevealed)
        #expect(hidden.flip == FlipAnimation(start: studyAt(4), toRevealed: false))
    }

    @Test func swipesJudgeTheTopCardAtOnceAndAnimateIt() {
        let now = studyAt(3)
        let top = F.screen().session.topCard!
        for outcome in Outcome.allCases {
            let screen = F.screen().after(.swiped(outcome), at: now)
            var expected = F.screen()
            expected.session = expectedSession(now: now, .answer(outcome, at: now))
            expected.swipe = SwipeAnimation(card: top, wasRevealed: false, outcome: outcome, start: now, startOffset: 0)
            expected.cardShownSince = .seconds(3)  // the next card's time starts at the swipe
            #expect(screen == expected)
        }
        let counted = F.screen().after(.swiped(.correct), .swiped(.wrong), .swiped(.correct), at: now)
        #expect(counted.session.correctCount == 2 && counted.session.wrongCount == 1)
        #expect(counted.session.answeredCount == 3)
    }

    @Test func swipeRemembersARevealedCard() {
        let screen = F.screen().after(.revealToggled, .swiped(.wrong), at: studyAt(3))
        #expect(screen.swipe?.wasRevealed == true)
        #expect(screen.flip == nil, "a new swipe stops the flip")
    }

    @Test func withoutAnimationsNothingMoves() {
        let screen = F.screen(animations: false).after(.revealToggled, .swiped(.correct), .revealToggled, at: studyAt(3))
        #expect(screen.session.correctCount == 1 && screen.session.isRevealed)
        #expect(screen.swipe == nil && screen.flip == nil)
        #expect(screen.nextWakeUp(now: studyAt(3)) == .milliseconds(1000))
    }

    @Test func undoTakesBackTheLastAnswerAndStopsItsAnimation() {
        let screen = F.screen().after(.swiped(.correct), at: studyAt(3)).after(.undoRequested, at: studyAt(4))
        var expected = F.screen()
        expected.session = expectedSession(now: studyAt(3), .answer(.correct, at: studyAt(3)), .tick(at: studyAt(4)), .undo(at: studyAt(4)))
        expected.cardShownSince = .seconds(4)  // shown afresh
        expected.undoneCard = F.screen().session.topCard  // said by the screen reader
        #expect(screen == expected)
        #expect(screen.session.topCard == F.screen().session.topCard)
    }

    @Test func pauseStopsTimeAndResumeStartsItAgain() {
        let paused = F.screen().after(.pauseToggled, at: studyAt(10))
        #expect(paused.session.phase == .paused && paused.pauseReason == .user)
        #expect(paused.session.displayedSeconds(at: studyAt(50)) == 90)
        let resumed = paused.after(.pauseToggled, at: studyAt(50))
        #expect(resumed.session.phase == .running && resumed.pauseReason == nil)
        #expect(resumed.session.displayedSeconds(at: studyAt(55)) == 85)
    }

    @Test func pauseStopsAnimations() {
        let screen = F.screen().after(.swiped(.correct), .revealToggled, at: studyAt(3)).after(.pauseToggled, at: studyAt(3.05))
        #expect(screen.swipe == nil && screen.flip == nil)
    }

    /// Restart deals with a seed derived from the current one: new order,
    /// same every run.
    @Test func restartDealsAgainWithADerivedSeed() {
        let deck = F.capitals(shuffle: true)
        let played = F.screen(deck).after(.swiped(.correct), .revealToggled, .helpToggled, at: studyAt(30))
        let restarted = played.after(.restartRequested, at: studyAt(31))

        var generator = SeededGenerator(seed: 42)
        let seed = generator.next()
        #expect(StudyScreen.restartSeed(after: 42) == seed)
        var session = StudySession(deck: deck, seed: seed)
        session.apply(.start(at: studyAt(31)))
        var expected = F.screen(deck)
        expected.session = session
        #expect(restarted == expected, "fresh session, no help, no animation")
        #expect(restarted.session.stack.map(\.id) != F.screen(deck).session.stack.map(\.id))
        #expect(restarted.session.displayedSeconds(at: studyAt(31)) == 100)

        let again = restarted.after(.restartRequested, at: studyAt(32))
        #expect(again.session.seed == StudyScreen.restartSeed(after: seed))
    }

    @Test func restartFromAnAutomaticPauseForgetsIt() {
        let screen = F.screen().after(.focusLost, at: studyAt(5)).after(.restartRequested, at: studyAt(6))
        #expect(screen.session.phase == .running && screen.pauseReason == nil)
    }

    @Test func enterOnTheSummaryStartsAgain() {
        let over = F.screen().after(.ticked, at: studyAt(100))
        let screen = over.afterKey(.enter, at: studyAt(101))
        #expect(screen.session.phase == .running)
        #expect(screen.session.seed == StudyScreen.restartSeed(after: 42))
        let viaR = over.afterKey(.character("r"), at: studyAt(101))
        #expect(viaR == screen)
    }

    /// Enter/Space on a summary that has only just appeared do nothing, so a
    /// key meant for the last card cannot throw the summary away unseen; r
    /// always restarts.
    @Test func enterRightAfterTheSummaryAppearsIsIgnored() {
        let over = F.screen().after(.ticked, at: studyAt(100))
        #expect(over.afterKey(.enter, at: studyAt(100.5)).session.phase == .finished(.timeUp))
        #expect(over.afterKey(.character(" "), at: studyAt(100.5)).session.phase == .finished(.timeUp))
        #expect(over.afterKey(.enter, at: studyAt(100.6)).session.phase == .running)
        #expect(over.afterKey(.character("r"), at: studyAt(100.1)).session.phase == .running)

        let done = F.screen(F.deck("One", [("a", "1")])).after(.swiped(.correct), at: studyAt(5))
        #expect(done.afterKey(.enter, at: studyAt(5.2)).session.phase == .finished(.allAnswered))
        #expect(done.afterKey(.enter, at: studyAt(5.6)).session.phase == .running)
    }

    /// The key that arrives after the deadline (no tick in between) is used
    /// up showing the summary: Space does not flip, nor start again.
    @Test func keyAfterTheDeadlineOnlyShowsTheSummary() {
        for key: Key in [.character(" "), .enter, .character("r"), .character("u"), .character("p")] {
            let screen = F.screen().afterKey(key, at: studyAt(100.3))
            #expect(screen.session.phase == .finished(.timeUp), "\(key)")
            #expect(screen.finishedAt == studyAt(100.3))
        }
        var leaving = F.screen()
        #expect(leaving.handle(.key(.character("q")), now: studyAt(100.3), size: F.standard) == [.leave])
    }

    /// A key pressed after the deadline finds the session over, even when no
    /// tick arrived in between; the key is not acted on.
    @Test func deadlineIsNoticedBeforeAnyMessage() {
        let screen = F.screen().after(.swiped(.correct), at: studyAt(100.2))
        #expect(screen.session.phase == .finished(.timeUp))
        #expect(screen.session.correctCount == 0)
        #expect(screen.swipe == nil)
    }

    @Test func timeUpStopsEverythingInMotion() {
        let screen = F.screen()
            .after(.swiped(.correct), at: studyAt(99.9))
            .after(.ticked, at: studyAt(100))
        #expect(screen.session.phase == .finished(.timeUp))
        #expect(screen.swipe == nil && screen.flip == nil && screen.drag == nil)
    }

    @Test func helpOpensAndAnyKeyClosesItWithoutActing() {
        let open = F.screen().afterKey(.character("?"), at: studyAt(1))
        #expect(open.isHelpVisible)
        let closed = open.afterKey(.right, at: studyAt(2))
        #expect(!closed.isHelpVisible)
        #expect(closed.session.correctCount == 0, "the key only closed the overlay")
        let quit = open.afterKey(.character("q"), at: studyAt(2))
        #expect(!quit.isHelpVisible && quit.session.phase == .running)
        #expect(open.afterKey(.character("?"), at: studyAt(2)).isHelpVisible == false)
    }

    @Test func ctrlZSuspendsEvenWithHelpOpen() {
        var screen = F.screen().after(.helpToggled, at: studyAt(1))
        let effects = screen.handle(.key(.ctrl("z")), now: studyAt(2), size: F.standard)
        #expect(effects == [.suspend])
        #expect(screen.isHelpVisible)
    }

    /// Decision: help covers the card, so the countdown pauses under it and
    /// resumes when it closes (issue 18; it used to run on).
    @Test func countdownPausesUnderHelp() {
        let open = F.screen().after(.helpToggled, at: studyAt(1))
        #expect(open.session.phase == .paused && open.pauseReason == .cardHidden)
        #expect(open.after(.ticked, at: studyAt(100)).session.phase == .paused, "time cannot run out unseen")
        let closed = open.afterKey(.character("x"), at: studyAt(30))
        #expect(closed.session.phase == .running && closed.pauseReason == nil)
        #expect(closed.session.displayedSeconds(at: studyAt(30)) == 99, "29 s under help did not count")
    }

    @Test func aUserPauseSurvivesHelp() {
        let paused = F.screen().after(.pauseToggled, at: studyAt(1))
        let afterHelp = paused.after(.helpToggled, .helpToggled, at: studyAt(5))
        #expect(afterHelp.session.phase == .paused && afterHelp.pauseReason == .user)
    }

    @Test func leavingPausesAndReturningResumes() {
        var screen = F.screen()
        #expect(screen.handle(.key(.character("q")), now: studyAt(10), size: F.standard) == [.leave])
        #expect(screen.session.phase == .paused && screen.pauseReason == .leaving)
        screen.update(.returned, now: studyAt(70), size: F.standard)
        #expect(screen.session.phase == .running && screen.pauseReason == nil)
        #expect(screen.session.displayedSeconds(at: studyAt(70)) == 90, "time away did not count")
    }

    @Test func escapeLeavesToo() {
        var screen = F.screen()
        #expect(screen.handle(.key(.escape), now: studyAt(10), size: F.standard) == [.leave])
        #expect(screen.pauseReason == .leaving)
    }

    @Test func leavingAUserPausedSessionKeepsItPausedOnReturn() {
        let screen = F.screen().after(.pauseToggled, at: studyAt(5)).after(.leaveRequested, at: studyAt(6)).after(.returned, at: studyAt(9))
        #expect(screen.session.phase == .paused && screen.pauseReason == .user)
    }

    @Test func leavingAfterFocusLossResumesOnReturn() {
        let screen = F.screen().after(.focusLost, at: studyAt(5)).after(.leaveRequested, at: studyAt(6))
        #expect(screen.pauseReason == .leaving)
        #expect(screen.after(.returned, at: studyAt(9)).session.phase == .running)
    }

    @Test func suspendRequestOnlyAsksTheRunLoop() {
        var screen = F.screen()
        let before = screen
        #expect(screen.handle(.key(.ctrl("z")), now: studyAt(10), size: F.standard) == [.suspend])
        var ticked = before
        ticked.session.apply(.tick(at: studyAt(10)))
        #expect(screen == ticked, "nothing but the deadline check")
    }

    /// Time spent suspended does not count.
    @Test func suspensionDoesNotCount() {
        let suspended = F.screen().after(.suspended, at: studyAt(10))
        #expect(suspended.session.phase == .paused && suspended.pauseReason == .suspended)
        let back = suspended.after(.resumedFromSuspend, at: studyAt(500))
        #expect(back.session.phase == .running)
        #expect(back.session.displayedSeconds(at: studyAt(500)) == 90)
    }

    @Test func suspendingAPausedSessionLeavesItPaused() {
        let screen = F.screen().after(.pauseToggled, at: studyAt(10)).after(.suspended, at: studyAt(11)).after(.resumedFromSuspend, at: studyAt(20))
        #expect(screen.session.phase == .paused && screen.pauseReason == .user)
    }

    @Test func suspendingAFinishedSessionChangesNothing() {
        let over = F.screen().after(.ticked, at: studyAt(100))
        #expect(over.after(.suspended, .resumedFromSuspend, at: studyAt(200)).session == over.after(.ticked, at: studyAt(200)).session)
    }

    @Test func focusLossPausesAndFocusGainResumes() {
        let lost = F.screen().after(.focusLost, at: studyAt(10))
        #expect(lost.session.phase == .paused && lost.pauseReason == .focusLost)
        let back = lost.after(.focusGained, at: studyAt(40))
        #expect(back.session.phase == .running && back.pauseReason == nil)
        #expect(back.session.displayedSeconds(at: studyAt(40)) == 90)
    }

    @Test func focusGainDoesNotResumeAUserPause() {
        let screen = F.screen().after(.pauseToggled, at: studyAt(10)).after(.focusLost, .focusGained, at: studyAt(20))
        #expect(screen.session.phase == .paused && screen.pauseReason == .user)
    }

    @Test func pWhileAutoPausedResumes() {
        let screen = F.screen().after(.focusLost, at: studyAt(10)).afterKey(.character("p"), at: studyAt(20))
        #expect(screen.session.phase == .running && screen.pauseReason == nil)
    }

    @Test func focusGainWithoutAPauseChangesNothing() {
        let screen = F.screen().after(.focusGained, at: studyAt(10))
        #expect(screen == F.screen().after(.ticked, at: studyAt(10)))
    }

    @Test func tickedClearsOnlyFinishedAnimations() {
        let start = studyAt(3)
        let swiped = F.screen().after(.swiped(.correct), .revealToggled, at: start)
        let during = swiped.after(.ticked, at: studyAt(start, plus: 210))
        #expect(during.swipe != nil && during.flip == nil, "flip (200 ms) done, swipe (250 ms) not")
        let after = swiped.after(.ticked, at: studyAt(start, plus: 250))
        #expect(after.swipe == nil && after.flip == nil)
    }

    @Test func emptyDeckIgnoresEverythingButLeaving() {
        var screen = F.screen(F.empty)
        #expect(screen.session.phase == .ready)
        for message: StudyMessage in [.revealToggled, .swiped(.correct), .undoRequested, .pauseToggled, .restartRequested, .focusLost, .ticked] {
            #expect(screen.update(message, now: studyAt(1), size: F.standard) == [])
        }
        #expect(screen == F.screen(F.empty))
        #expect(screen.update(.leaveRequested, now: studyAt(1), size: F.standard) == [.leave])
    }

    @Test func requeuedWrongCardGoesToTheBottom() {
        let screen = F.screen(F.capitals(requeueWrong: true)).after(.swiped(.wrong), at: studyAt(2))
        #expect(screen.session.stack.count == 10)
        #expect(screen.session.stack.last == screen.swipe?.card)
    }
}

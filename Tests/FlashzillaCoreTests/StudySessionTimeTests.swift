import Testing
import FlashzillaCore

/// Pausing, active time and out-of-order moments in a session.
@Suite("StudySession time")
struct StudySessionTimeTests {
    static var started: StudySession {
        StudySession(deck: makeDeck(count: 3), seed: 1).after(.start(at: t(0)))
    }

    @Test func pausedTimeNeverCounts() {
        let paused = Self.started.after(.pause(at: t(10)))
        #expect(paused.remaining(at: t(500)) == .seconds(90))
        #expect(paused.activeTime(at: t(500)) == .seconds(10))
        let resumed = paused.after(.resume(at: t(500)))
        #expect(resumed.remaining(at: t(505)) == .seconds(85))
        #expect(resumed.activeTime(at: t(505)) == .seconds(15))
    }

    @Test func multiplePausesAddUp() {
        let session = Self.started.after(
            .pause(at: t(10)), .resume(at: t(20)),
            .pause(at: t(30)), .resume(at: t(60)),
            .pause(at: t(61)), .resume(at: t(62)))
        // Active: 10 + 10 + 1 + 8 = 29 at t = 70.
        #expect(session.activeTime(at: t(70)) == .seconds(29))
        #expect(session.displayedSeconds(at: t(70)) == 71)
        #expect(session.countdown?.deadline == t(141))
    }

    @Test func pauseKeepsTheRevealedCardAndResumeShowsItAgain() {
        let session = Self.started.after(.reveal, .pause(at: t(1)))
        #expect(session.isRevealed)   // state kept; the overlay hides it
        var paused = session
        #expect(paused.apply(.reveal) == .ignored(.paused))
        #expect(paused == session)
        #expect(session.after(.resume(at: t(2))).isRevealed)
    }

    @Test func activeTimeOfAnUntimedSessionExcludesPauses() {
        let session = StudySession(deck: makeDeck(timeLimit: 0), seed: 1)
            .after(.start(at: t(100)), .pause(at: t(400)), .resume(at: t(1_000)))
        #expect(session.activeTime(at: t(1_050)) == .seconds(350))
    }

    @Test func activeTimeIsFrozenAtTimeUp() {
        var session = Self.started.after(.pause(at: t(40)), .resume(at: t(60)))
        #expect(session.apply(.tick(at: t(200))) == .expired)
        #expect(session.activeTime(at: t(200)) == .seconds(100))
        #expect(session.activeTime(at: t(9_999)) == .seconds(100))
        #expect(session.remaining(at: t(9_999)) == .zero)
    }

    @Test func backwardsMomentsDoNotGiveTimeBack() {
        var session = Self.started.after(.tick(at: t(50)))
        #expect(session.remaining(at: t(10)) == .seconds(50))
        // An answer stamped earlier than the last tick is accepted, at the tick's time.
        #expect(session.apply(.answer(.correct, at: t(10))) == .applied)
        #expect(session.remaining(at: t(10)) == .seconds(50))
        #expect(session.activeTime(at: t(10)) == .seconds(50))
        // A pause stamped earlier still freezes at 50 s used.
        #expect(session.apply(.pause(at: t(20))) == .applied)
        #expect(session.remaining(at: t(80)) == .seconds(50))
        // Resuming "before" the pause adds no paused time.
        #expect(session.apply(.resume(at: t(5))) == .applied)
        #expect(session.remaining(at: t(60)) == .seconds(40))
    }

    @Test func backwardsMomentAfterTheDeadlineStillExpires() {
        var session = Self.started
        #expect(session.apply(.tick(at: t(99))) == .applied)
        // A tick in the past cannot un-expire anything, nor expire early.
        #expect(session.apply(.tick(at: t(3))) == .applied)
        #expect(session.displayedSeconds(at: t(3)) == 1)
        #expect(session.apply(.answer(.wrong, at: t(100))) == .expired)
    }
}

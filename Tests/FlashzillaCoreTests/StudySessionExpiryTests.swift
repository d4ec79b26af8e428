import Testing
import FlashzillaCore

/// The deadline is checked before any action that carries a moment while running.
@Suite("StudySession expiry")
struct StudySessionExpiryTests {
    /// 3 cards, 100 s; one wrong answer given at 1 s: stack is 2, 3, 1.
    static var running: StudySession {
        StudySession(deck: makeDeck(), seed: 7).after(.start(at: t(0)), .answer(.wrong, at: t(1)))
    }

    static let lateActions: [StudyAction] = [100, 100.001, 150, 1_000_000].flatMap { (s: Double) -> [StudyAction] in
        [.start(at: t(s)), .answer(.correct, at: t(s)), .answer(.wrong, at: t(s)),
         .pause(at: t(s)), .resume(at: t(s)), .tick(at: t(s)), .undo(at: t(s)), .extendTime(by: .seconds(60), at: t(s))]
    }

    @Test(arguments: lateActions)
    func actionAtOrAfterTheDeadlineFinishesAsTimeUpInstead(action: StudyAction) {
        let before = Self.running
        var after = before
        #expect(after.apply(action) == .expired)
        #expect(after.phase == .finished(.timeUp))
        // The action itself was not performed.
        #expect(after.stack == before.stack)
        #expect(after.correctCount == 0 && after.wrongCount == 1)
        #expect(after.outcomes == before.outcomes)
        #expect(after.remaining(at: action.moment!) == .zero)
        #expect(after.activeTime(at: t(5_000)) == .seconds(100))
    }

    @Test func justBeforeTheDeadlineAnActionIsApplied() {
        var session = Self.running
        #expect(session.apply(.answer(.correct, at: t(99.999))) == .applied)
        #expect(session.phase == .running)
        #expect(session.displayedSeconds(at: t(99.999)) == 1)
    }

    @Test func revealCarriesNoMomentSoTheNextTickFinishes() {
        var session = Self.running
        #expect(session.apply(.reveal) == .applied)
        #expect(session.phase == .running)
        #expect(session.apply(.tick(at: t(120))) == .expired)
        #expect(session.phase == .finished(.timeUp))
    }

    @Test func restartAfterTheDeadlineStartsAFreshTimer() {
        var session = Self.running
        #expect(session.apply(.restart(at: t(150), seed: 7)) == .applied)
        #expect(session.phase == .running)
        #expect(session.remaining(at: t(150)) == .seconds(100))
    }

    @Test func ticksBeforeTheDeadlineKeepRunningAndTheLastOneFinishes() {
        var session = Self.running
        for s in [0.3, 2.9, 7.0, 55.5, 99.9] {
            #expect(session.apply(.tick(at: t(s))) == .applied, "tick at \(s)")
        }
        #expect(session.displayedSeconds(at: t(99.9)) == 1)
        #expect(session.apply(.tick(at: t(100))) == .expired)
        #expect(session.displayedSeconds(at: t(100)) == 0)
    }

    @Test func oneTickFarAfterTheDeadlineFinishesAtOnce() {
        var session = Self.running
        #expect(session.apply(.tick(at: t(10_000))) == .expired)
        #expect(session.summary == StudySummary(
            correct: 0, wrong: 1, unanswered: 3, reason: .timeUp, totalCards: 3, activeTime: .seconds(100)))
    }

    @Test func timeUpAtTheLastCard() {
        var session = StudySession(deck: makeDeck(count: 2), seed: 1)
            .after(.start(at: t(0)), .answer(.correct, at: t(10)))
        #expect(session.stack.count == 1)
        #expect(session.apply(.answer(.correct, at: t(100))) == .expired)
        #expect(session.phase == .finished(.timeUp))
        #expect(prompts(session.stack) == ["prompt 2"])
        #expect(session.summary == StudySummary(
            correct: 1, wrong: 0, unanswered: 1, reason: .timeUp, totalCards: 2, activeTime: .seconds(100)))
        #expect(session.answeredCount == 1)
    }

    @Test func lastCardAnsweredJustInTimeIsAllAnswered() {
        var session = StudySession(deck: makeDeck(count: 1), seed: 1).after(.start(at: t(0)))
        #expect(session.apply(.answer(.correct, at: t(99.5))) == .applied)
        #expect(session.phase == .finished(.allAnswered))
        // Frozen at the finish, so the deadline passing later changes nothing.
        #expect(session.remaining(at: t(500)) == .milliseconds(500))
        #expect(session.displayedSeconds(at: t(500)) == 1)
        #expect(session.apply(.tick(at: t(500))) == .ignored(.alreadyFinished))
    }

    @Test func pausedTimeDoesNotBringTheDeadlineCloser() {
        var session = Self.running.after(.pause(at: t(50)), .resume(at: t(500)))
        #expect(session.apply(.tick(at: t(549.999))) == .applied)
        #expect(session.phase == .running)
        #expect(session.displayedSeconds(at: t(549.999)) == 1)
        #expect(session.apply(.tick(at: t(550))) == .expired)
    }

    @Test func pausingAfterTheDeadlineIsTimeUpNotPaused() {
        var session = Self.running
        #expect(session.apply(.pause(at: t(101))) == .expired)
        #expect(session.phase == .finished(.timeUp))
        #expect(session.apply(.resume(at: t(102))) == .ignored(.alreadyFinished))
    }

    @Test func untimedSessionNeverTimesOut() {
        var session = StudySession(deck: makeDeck(timeLimit: 0), seed: 1).after(.start(at: t(0)))
        #expect(!session.isTimed && session.countdown == nil)
        #expect(session.remaining(at: t(1e9)) == nil)
        #expect(session.displayedSeconds(at: t(1e9)) == nil)
        #expect(session.apply(.tick(at: t(1e9))) == .applied)
        #expect(session.apply(.answer(.correct, at: t(2e9))) == .applied)
        #expect(session.phase == .running)
        #expect(session.activeTime(at: t(2e9)) == .seconds(2_000_000_000))
    }
}

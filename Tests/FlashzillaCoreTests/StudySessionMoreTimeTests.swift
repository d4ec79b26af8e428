import Testing
import FlashzillaCore

/// More time on request (WCAG 2.2.1): the countdown's deadline moves, nothing else does.
@Suite("StudySession more time")
struct StudySessionMoreTimeTests {
    /// 3 cards, 100 s, started at 0.
    static var running: StudySession { StudySession(deck: makeDeck(), seed: 7).after(.start(at: t(0))) }

    @Test func aMinuteMoreMovesTheDeadlineOnly() {
        var session = Self.running
        let result1 = session.apply(.extendTime(by: .seconds(60), at: t(95)))
        #expect(result1 == .applied)
        #expect(session.displayedSeconds(at: t(95)) == 65)
        let result2 = session.apply(.tick(at: t(100)))
        #expect(result2 == .applied)
        #expect(session.phase == .running)
        let result3 = session.apply(.tick(at: t(160)))
        #expect(result3 == .expired)
        #expect(session.activeTime(at: t(200)) == .seconds(160))
        #expect(session.stack == Self.running.stack && session.correctCount == 0)
    }

    @Test func refusedWhenUntimedPausedNotStartedOrOver() {
        var untimed = StudySession(deck: makeDeck(timeLimit: 0), seed: 1).after(.start(at: t(0)))
        let result4 = untimed.apply(.extendTime(by: .seconds(60), at: t(1)))
        #expect(result4 == .ignored(.untimed))
        var paused = Self.running.after(.pause(at: t(5)))
        let result5 = paused.apply(.extendTime(by: .seconds(60), at: t(6)))
        #expect(result5 == .ignored(.paused))
        #expect(paused.displayedSeconds(at: t(6)) == 95)
        var ready = StudySession(deck: makeDeck(), seed: 7)
        let result6 = ready.apply(.extendTime(by: .seconds(60), at: t(0)))
        #expect(result6 == .ignored(.notStarted))
        var over = Self.running
        over.apply(.tick(at: t(100)))
        #expect(over.phase == .finished(.timeUp))
        let result7 = over.apply(.extendTime(by: .seconds(60), at: t(101)))
        #expect(result7 == .ignored(.alreadyFinished))
    }
}

@Suite("Countdown more time")
struct CountdownMoreTimeTests {
    @Test func extendingBeforeTheDeadlineAddsToTheLimit() {
        var countdown = Countdown(limit: .seconds(10))
        countdown.start(at: t(0))
        countdown.observe(t(9))
        let result8 = countdown.extend(by: .seconds(60))
        #expect(result8)
        #expect(countdown.limit == .seconds(70))
        #expect(countdown.remaining(at: t(9)) == .seconds(61))
    }

    @Test func timeThatRanOutStaysOutAndNothingNegativeIsAdded() {
        var countdown = Countdown(limit: .seconds(10))
        countdown.start(at: t(0))
        let result9 = countdown.extend(by: .zero)
        #expect(!result9)
        let result10 = countdown.extend(by: .seconds(-5))
        #expect(!result10)
        countdown.observe(t(10))
        let result11 = countdown.extend(by: .seconds(60))
        #expect(!result11)
        #expect(countdown.limit == .seconds(10))
    }
}

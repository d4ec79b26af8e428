import Testing
import FlashzillaCore

@Suite("Countdown")
struct CountdownTests {
    let hundred = Countdown(limit: .seconds(100))

    func started(at start: Double = 0) -> Countdown {
        var countdown = hundred
        #expect(countdown.start(at: t(start)) == true)
        return countdown
    }

    @Test func beforeStartShowsFullLimitAndIsNotExpired() {
        #expect(!hundred.isStarted && !hundred.isRunning && !hundred.isPaused)
        #expect(hundred.remaining(at: t(1000)) == .seconds(100))
        #expect(hundred.displayedSeconds(at: t(1000)) == 100)
        #expect(hundred.elapsed(at: t(1000)) == .zero)
        #expect(!hundred.isExpired(at: t(1000)))
        #expect(hundred.deadline == nil)
    }

    @Test func remainingComesFromTheDeadline() {
        let countdown = started(at: 5)
        #expect(countdown.isRunning && !countdown.isPaused)
        #expect(countdown.deadline == t(105))
        #expect(countdown.remaining(at: t(5)) == .seconds(100))
        #expect(countdown.remaining(at: t(30)) == .seconds(75))
        #expect(countdown.elapsed(at: t(30)) == .seconds(25))
    }

    @Test("Displayed seconds round up", arguments: [
        (0.0, 100), (0.001, 100), (0.999, 100), (1.0, 99), (1.001, 99),
        (50.5, 50), (99.0, 1), (99.5, 1), (99.999, 1), (100.0, 0), (100.001, 0), (5000.0, 0),
    ])
    func displayedSecondsRoundUp(at seconds: Double, shows expected: Int) {
        #expect(started().displayedSeconds(at: t(seconds)) == expected)
    }

    @Test func expiryExactlyAtTheDeadline() {
        let countdown = started()
        #expect(!countdown.isExpired(at: t(99.999)))
        #expect(countdown.isExpired(at: t(100)))
        #expect(countdown.remaining(at: t(100)) == .zero)
    }

    @Test func neverNegativeLongAfterTheDeadline() {
        let countdown = started()
        #expect(countdown.remaining(at: t(1_000_000)) == .zero)
        #expect(countdown.displayedSeconds(at: t(1_000_000)) == 0)
        #expect(countdown.elapsed(at: t(1_000_000)) == .seconds(100))
        #expect(countdown.isExpired(at: t(1_000_000)))
    }

    @Test func pausedTimeNeverCounts() {
        var countdown = started()
        #expect(countdown.pause(at: t(10)) == true)
        #expect(countdown.isPaused && !countdown.isRunning)
        #expect(countdown.deadline == nil)
        #expect(countdown.remaining(at: t(10_000)) == .seconds(90))
        #expect(countdown.elapsed(at: t(10_000)) == .seconds(10))
        #expect(!countdown.isExpired(at: t(10_000)))
    }

    @Test func multiplePausesPushTheDeadlineBack() {
        var countdown = started()
        #expect(countdown.pause(at: t(10)) == true)
        #expect(countdown.resume(at: t(30)) == true)   // +20 paused
        #expect(countdown.pause(at: t(40)) == true)
        #expect(countdown.resume(at: t(45)) == true)   // +5 paused
        #expect(countdown.deadline == t(125))
        #expect(countdown.remaining(at: t(50)) == .seconds(75))
        #expect(countdown.elapsed(at: t(50)) == .seconds(25))
        #expect(!countdown.isExpired(at: t(124.999)))
        #expect(countdown.isExpired(at: t(125)))
    }

    @Test func irregularTicksDoNotDrift() {
        var ticked = started()
        let untouched = started()
        ticked.observe(t(0.3))
        #expect(ticked.remaining(at: t(0.3)) == .milliseconds(99_700))
        #expect(ticked.displayedSeconds(at: t(0.3)) == 100)
        ticked.observe(t(2.9))
        #expect(ticked.remaining(at: t(2.9)) == .milliseconds(97_100))
        #expect(ticked.displayedSeconds(at: t(2.9)) == 98)
        ticked.observe(t(7.0))
        #expect(ticked.remaining(at: t(7.0)) == .seconds(93))
        #expect(ticked.displayedSeconds(at: t(7.0)) == 93)
        // Exactly what a countdown that never ticked says.
        #expect(ticked.remaining(at: t(7.0)) == untouched.remaining(at: t(7.0)))
    }

    @Test func oneTickFarAfterTheDeadlineExpires() {
        var countdown = started()
        countdown.observe(t(500))
        #expect(countdown.isExpired(at: t(500)))
        #expect(countdown.remaining(at: t(500)) == .zero)
        #expect(countdown.displayedSeconds(at: t(500)) == 0)
    }

    @Test func earlierMomentsAreTreatedAsTheLatestSeen() {
        var countdown = started()
        countdown.observe(t(10))
        #expect(countdown.latestMoment == t(10))
        // Asking about an earlier moment does not give time back.
        #expect(countdown.remaining(at: t(5)) == .seconds(90))
        #expect(countdown.remaining(at: t(-50)) == .seconds(90))
        // A backwards tick does not move the latest moment back.
        countdown.observe(t(4))
        #expect(countdown.latestMoment == t(10))
        #expect(countdown.remaining(at: t(4)) == .seconds(90))
    }

    @Test func pauseAtAnEarlierMomentPausesAtTheLatestSeen() {
        var countdown = started()
        countdown.observe(t(10))
        #expect(countdown.pause(at: t(3)) == true)
        #expect(countdown.remaining(at: t(3)) == .seconds(90))
        #expect(countdown.remaining(at: t(20)) == .seconds(90))
    }

    @Test func resumeBeforeThePauseMomentAddsNoPausedTime() {
        var countdown = started()
        #expect(countdown.pause(at: t(10)) == true)
        #expect(countdown.resume(at: t(2)) == true)
        #expect(countdown.deadline == t(100))
        #expect(countdown.remaining(at: t(10)) == .seconds(90))
    }

    @Test func startBeforeOriginWorks() {
        var countdown = hundred
        #expect(countdown.start(at: t(-10)) == true)
        #expect(countdown.remaining(at: t(0)) == .seconds(90))
    }

    @Test func controlCallsThatDoNotApplyReportAndChangeNothing() {
        var fresh = hundred
        #expect(fresh.pause(at: t(1)) == false)
        #expect(fresh.resume(at: t(1)) == false)
        #expect(fresh == hundred)

        var running = started()
        let runningBefore = running
        #expect(running.resume(at: t(3)) == false)
        #expect(running.start(at: t(3)) == false)
        #expect(running == runningBefore)

        var paused = started()
        #expect(paused.pause(at: t(5)) == true)
        let pausedBefore = paused
        #expect(paused.pause(at: t(8)) == false)
        #expect(paused.start(at: t(8)) == false)
        #expect(paused == pausedBefore)
    }

    @Test func observeBeforeStartIsIgnored() {
        var countdown = hundred
        countdown.observe(t(50))
        #expect(countdown == hundred)
        #expect(countdown.start(at: t(10)) == true)
        #expect(countdown.remaining(at: t(10)) == .seconds(100))
    }

    @Test func zeroLimitExpiresAtStart() {
        var countdown = Countdown(limit: .zero)
        #expect(!countdown.isExpired(at: t(0)))
        #expect(countdown.start(at: t(0)) == true)
        #expect(countdown.isExpired(at: t(0)))
        #expect(countdown.displayedSeconds(at: t(0)) == 0)
    }

    @Test func negativeLimitIsTreatedAsZero() {
        let countdown = Countdown(limit: .seconds(-5))
        #expect(countdown.limit == .zero)
        #expect(countdown.displayedSeconds(at: t(0)) == 0)
    }

    @Test func fractionalLimitRoundsUpForDisplay() {
        var countdown = Countdown(limit: .milliseconds(2500))
        #expect(countdown.displayedSeconds(at: t(0)) == 3)
        #expect(countdown.start(at: t(0)) == true)
        #expect(countdown.displayedSeconds(at: t(0.5)) == 2)
        #expect(countdown.displayedSeconds(at: t(1.6)) == 1)
    }

    /// Whatever order calls arrive in, and whatever moments they carry, remaining time at
    /// the moment of each recorded call (a tick, or a pause/resume that applied) never grows
    /// and never goes negative. (A refused call records nothing, like a query.)
    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func remainingNeverGrowsUnderRandomCalls(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var countdown = Countdown(limit: .seconds(30))
        countdown.start(at: t(0))
        var previous = countdown.remaining(at: t(0))
        var now = 0.0
        var backwardsSteps = 0
        for _ in 0..<500 {
            // Mostly forwards, sometimes backwards by up to 2 s.
            let step = Int.random(in: -2_000...3_000, using: &generator)
            if step < 0 { backwardsSteps += 1 }
            now += Double(step) / 1000
            let moment = t(now)
            let recorded: Bool
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: recorded = countdown.pause(at: moment)
            case 1: recorded = countdown.resume(at: moment)
            default:
                countdown.observe(moment)
                recorded = true
            }
            let remaining = countdown.remaining(at: moment)
            #expect(remaining >= .zero)
            #expect(countdown.elapsed(at: moment) + remaining == .seconds(30))
            if recorded {
                #expect(remaining <= previous)
                previous = remaining
            }
        }
        // The walk did go backwards, and did consume time.
        #expect(backwardsSteps > 50)
        #expect(previous < .seconds(30))
    }
}

import Testing
import FlashzillaCore

@Suite("Stopwatch")
struct StopwatchTests {
    @Test func measuresActiveTimeOnly() {
        var watch = Stopwatch()
        #expect(watch.elapsed(at: t(50)) == .zero)
        #expect(watch.start(at: t(2)) == true)
        #expect(watch.runningOrigin == t(2))
        #expect(watch.elapsed(at: t(12)) == .seconds(10))
        #expect(watch.pause(at: t(12)) == true)
        #expect(watch.runningOrigin == nil)
        #expect(watch.elapsed(at: t(1_000)) == .seconds(10))
        #expect(watch.resume(at: t(100)) == true)
        #expect(watch.runningOrigin == t(90))
        #expect(watch.elapsed(at: t(105)) == .seconds(15))
    }

    @Test func neverRunsBackwards() {
        var watch = Stopwatch()
        watch.start(at: t(0))
        watch.observe(t(20))
        #expect(watch.elapsed(at: t(5)) == .seconds(20))
        #expect(watch.pause(at: t(1)) == true)
        #expect(watch.elapsed(at: t(100)) == .seconds(20))
    }

    @Test func callsThatDoNotApplyChangeNothing() {
        var watch = Stopwatch()
        #expect(watch.pause(at: t(1)) == false)
        #expect(watch.resume(at: t(1)) == false)
        watch.observe(t(1))
        #expect(watch == Stopwatch())
        watch.start(at: t(0))
        let running = watch
        #expect(watch.start(at: t(4)) == false)
        #expect(watch.resume(at: t(4)) == false)
        #expect(watch == running)
    }
}

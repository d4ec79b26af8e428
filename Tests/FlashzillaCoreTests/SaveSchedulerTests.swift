import Testing
@testable import FlashzillaCore

@Suite("Save scheduler (coalesced saves)")
struct SaveSchedulerStoreTests {
    func ms(_ n: Int64) -> Moment { Moment(.milliseconds(n)) }

    @Test("nothing changed: nothing is due, ever")
    func idle() {
        let scheduler = SaveScheduler()
        #expect(scheduler.dueAt == nil)
        #expect(!scheduler.isDue(now: ms(1_000_000)))
        #expect(!scheduler.hasUnsavedChanges)
    }

    @Test("one change: due after the quiet period, not before")
    func oneChange() {
        var scheduler = SaveScheduler()
        scheduler.changed(at: ms(1_000))
        #expect(scheduler.dueAt == ms(1_300))
        #expect(!scheduler.isDue(now: ms(1_299)))
        #expect(scheduler.isDue(now: ms(1_300)))
    }

    @Test("a burst of quick edits is saved once, 300 ms after the last")
    func burst() {
        var scheduler = SaveScheduler()
        var saves = 0
        // Edits every 100 ms for 1 s, the clock ticking every 10 ms.
        for t in stride(from: Int64(0), through: 3_000, by: 10) {
            if t <= 1_000 && t % 100 == 0 { scheduler.changed(at: ms(t)) }
            if scheduler.isDue(now: ms(t)) {
                saves += 1
                #expect(t == 1_300)
                scheduler.saved(startedAt: ms(t))
            }
        }
        #expect(saves == 1)
        #expect(!scheduler.hasUnsavedChanges)
    }

    @Test("steady typing is still saved every 2 s after the first unsaved change")
    func steadyTyping() {
        var scheduler = SaveScheduler()
        var saveTimes: [Int64] = []
        for t in stride(from: Int64(0), through: 5_000, by: 50) {
            scheduler.changed(at: ms(t))  // never a 300 ms pause
            if scheduler.isDue(now: ms(t)) {
                saveTimes.append(t)
                scheduler.saved(startedAt: ms(t))
            }
        }
        // The save at 2,000 included that moment's change; the next unsaved one came at 2,050.
        #expect(saveTimes == [2_000, 4_050])
        #expect(scheduler.dueAt == ms(5_300))
    }

    @Test("a change made while a save runs stays pending, its delay counted from the save's start")
    func changeDuringSave() {
        var scheduler = SaveScheduler()
        scheduler.changed(at: ms(0))
        scheduler.changed(at: ms(350))  // the save below began at 300 and did not include this
        scheduler.saved(startedAt: ms(300))
        #expect(scheduler.hasUnsavedChanges)
        #expect(scheduler.firstUnsavedChange == ms(300))
        #expect(scheduler.dueAt == ms(650))
        scheduler.saved(startedAt: ms(650))
        #expect(!scheduler.hasUnsavedChanges && scheduler.dueAt == nil)
    }

    @Test("flush: a save now if anything is unsaved, else none")
    func flush() {
        var scheduler = SaveScheduler()
        let idle = scheduler.flush()
        scheduler.changed(at: ms(10))
        let pending = scheduler.flush()
        scheduler.saved(startedAt: ms(11))
        let afterSave = scheduler.flush()
        #expect(!idle && pending && !afterSave)
    }

    @Test("a failed save is retried after the retry delay, or sooner after a new change")
    func failure() {
        var scheduler = SaveScheduler()
        scheduler.changed(at: ms(0))
        #expect(scheduler.isDue(now: ms(300)))
        scheduler.saveFailed(now: ms(310))
        #expect(scheduler.dueAt == ms(5_310))
        #expect(!scheduler.isDue(now: ms(5_000)))
        #expect(scheduler.isDue(now: ms(5_310)))
        scheduler.saveFailed(now: ms(5_320))
        scheduler.changed(at: ms(6_000))
        // The maximum delay still counts from the first unsaved change: due at once.
        #expect(scheduler.dueAt == ms(2_000))
        let mustSave = scheduler.flush()
        #expect(mustSave)
    }

    @Test("changes reported out of order keep the latest as the last")
    func outOfOrder() {
        var scheduler = SaveScheduler(quietPeriod: .milliseconds(100), maximumDelay: .seconds(10))
        scheduler.changed(at: ms(500))
        scheduler.changed(at: ms(400))
        #expect(scheduler.dueAt == ms(600))
    }
}

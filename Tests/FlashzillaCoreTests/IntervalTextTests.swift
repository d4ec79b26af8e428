import Foundation
import Testing
import FlashzillaCore

/// Anki's short spans over the answer buttons (rslib/src/scheduler/timespan.rs).
@Suite("Interval text")
struct IntervalTextTests {
    @Test("the largest unit that fits; whole seconds, minutes and days; a decimal for hours, months, years")
    func spans() {
        let day = 86_400.0
        let cases: [(TimeInterval, String)] = [
            (0, "0s"), (30, "30s"), (59.4, "59s"), (59.6, "60s"), (60, "1m"), (70, "1m"), (330, "6m"), (600, "10m"),
            (3_599, "60m"), (3_600, "1h"), (5_400, "1.5h"), (23 * 3_600, "23h"), (day, "1d"), (4 * day, "4d"),
            (30 * day, "30d"), (1.1 * 30.417 * day, "1.1mo"), (45 * day, "1.5mo"), (97.4 * day, "3.2mo"), (364 * day, "12mo"),
            (365 * day, "1y"), (1.5 * 365 * day, "1.5y"), (36_500 * day, "100y"), (-600, "-10m"),
        ]
        for (seconds, text) in cases {
            #expect(IntervalText.short(seconds: seconds) == text, "\(seconds) s")
        }
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(IntervalText.short(from: now, to: now.addingTimeInterval(4 * day)) == "4d")
    }
}

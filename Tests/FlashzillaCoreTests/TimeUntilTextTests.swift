import Foundation
import Testing
import FlashzillaCore

@Suite("Time until, in words")
struct TimeUntilTextTests {
    @Test(arguments: [
        (0.0, "1 min"), (30, "1 min"), (45 * 60, "45 min"), (59 * 60 + 1, "1 h"), (2 * 3600, "2 h"),
        (3 * 3600 + 20 * 60, "3 h 20 min"), (23 * 3600 + 59 * 60, "23 h 59 min"), (86_400, "1 day"),
        (36 * 3600, "2 days"), (2 * 86_400, "2 days"), (40 * 86_400, "40 days"),
    ] as [(Double, String)])
    func words(seconds: Double, text: String) {
        #expect(TimeUntilText.describe(seconds: seconds) == text)
    }

    @Test func betweenDates() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(TimeUntilText.describe(from: now, to: now.addingTimeInterval(12_000)) == "3 h 20 min")
    }
}

import Foundation
import Testing
import FlashzillaCore

/// `flashzilla due`'s next-due time: local, "now" when overdue, ISO 8601 with the offset.
/// The time zone is given, so the machine's own never matters.
@Suite struct DueTimeTextTests {
    // 2026-11-27T21:00:00Z
    static let now = Date(timeIntervalSince1970: 1_795_813_200)
    static let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    @Test func anOverdueOrJustDueCardIsDueNow() {
        #expect(DueTimeText.describe(Self.now.addingTimeInterval(-3_600), now: Self.now, timeZone: Self.kolkata) == "now")
        #expect(DueTimeText.describe(Self.now, now: Self.now, timeZone: Self.kolkata) == "now")
    }

    @Test func aLaterCardIsTheLocalTimeAndHowLongUntilIt() {
        let later = Self.now.addingTimeInterval(3 * 3_600)  // 2026-11-28T00:00:00Z
        #expect(DueTimeText.describe(later, now: Self.now, timeZone: Self.kolkata) == "2026-11-28 05:30 (in 3 h)")
        #expect(DueTimeText.describe(later, now: Self.now, timeZone: Self.newYork) == "2026-11-27 19:00 (in 3 h)")
        #expect(DueTimeText.describe(later, now: Self.now, timeZone: TimeZone(identifier: "UTC")!) == "2026-11-28 00:00 (in 3 h)")
    }

    @Test func jsonKeepsISO8601WithTheLocalOffset() {
        let past = Self.now.addingTimeInterval(-3_600)
        #expect(DueTimeText.iso8601(past, timeZone: Self.kolkata) == "2026-11-28T01:30:00+05:30")
        #expect(DueTimeText.iso8601(past, timeZone: Self.newYork) == "2026-11-27T15:00:00-05:00")
        #expect(DueTimeText.iso8601(past, timeZone: TimeZone(identifier: "UTC")!) == "2026-11-27T20:00:00Z")
    }
}

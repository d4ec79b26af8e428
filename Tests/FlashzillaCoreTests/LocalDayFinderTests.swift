import Foundation
import Testing
@testable import FlashzillaCore

/// The fast day finder gives what the calendar gives, on ordinary days and clock changes.
@Suite struct LocalDayFinderTests {
    @Test(arguments: ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham"])
    func agreesWithTheCalendar(zone: String) {
        let timeZone = TimeZone(identifier: zone)!
        for hour in [0, 4, 23] {
            let today = StudyDay.start(of: Date(timeIntervalSince1970: 1_795_000_000), dayStartsAtHour: hour, timeZone: timeZone)
            let calendar = DayCalendar(timeZone: timeZone, startHour: hour, today: today)
            let finder = LocalDayFinder(calendar: calendar, timeZone: timeZone, startHour: hour)
            // Every 7 hours 15 minutes over two years: every quarter of the clock, both clock changes.
            var time = Date(timeIntervalSince1970: 1_735_000_000)
            while time.timeIntervalSince1970 < 1_800_000_000 {
                let start = StudyDay.start(of: time, dayStartsAtHour: hour, timeZone: timeZone)
                let fast = finder.day(containing: time)
                #expect(fast.start == start && fast.next == calendar.dayAfter(start) && fast.label == calendar.label(start),
                        "\(zone) \(hour):00 at \(time)")
                time.addTimeInterval(26_100)
            }
        }
    }

    @Test func labelsCountDaysFrom1970() {
        #expect(LocalDayFinder.label(daysSince1970: 0) == "1970-01-01")
        #expect(LocalDayFinder.label(daysSince1970: -1) == "1969-12-31")
        #expect(LocalDayFinder.label(daysSince1970: 20_781) == "2026-11-24")
        #expect(LocalDayFinder.label(daysSince1970: 11_016) == "2000-02-29")
    }
}

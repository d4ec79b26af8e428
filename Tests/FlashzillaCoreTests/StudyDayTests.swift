import Foundation
import Testing
import FlashzillaCore

@Suite("Study day start")
struct StudyDayTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    func date(_ text: String) -> Date { ISO8601Timestamp.date(from: text)! }

    @Test("after 4 a.m. the day began at 4 today, before it yesterday")
    func plain() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(StudyDay.start(of: date("2026-03-10T09:00:00Z"), timeZone: utc) == date("2026-03-10T04:00:00Z"))
        #expect(StudyDay.start(of: date("2026-03-10T04:00:00Z"), timeZone: utc) == date("2026-03-10T04:00:00Z"))
        #expect(StudyDay.start(of: date("2026-03-10T03:59:59Z"), timeZone: utc) == date("2026-03-09T04:00:00Z"))
        #expect(StudyDay.start(of: date("2026-03-01T01:00:00Z"), timeZone: utc) == date("2026-02-28T04:00:00Z"))
    }

    @Test("the hour is local: Berlin is UTC+1 in winter")
    func local() {
        #expect(StudyDay.start(of: date("2026-01-15T12:00:00Z"), timeZone: berlin) == date("2026-01-15T03:00:00Z"))
    }

    @Test("across the spring change (29 March 2026, 02:00 → 03:00 in Berlin) the day still starts at 4 local")
    func springForward() {
        // 10:00 CEST on the 29th: the day began at 04:00 CEST = 02:00 UTC.
        #expect(StudyDay.start(of: date("2026-03-29T08:00:00Z"), timeZone: berlin) == date("2026-03-29T02:00:00Z"))
        // 03:30 CEST on the 29th (01:30 UTC): the day began at 04:00 CET on the 28th, only 22.5 hours before.
        #expect(StudyDay.start(of: date("2026-03-29T01:30:00Z"), timeZone: berlin) == date("2026-03-28T03:00:00Z"))
    }

    @Test("across the autumn change (25 October 2026, 03:00 → 02:00 in Berlin)")
    func fallBack() {
        // 03:30 CET on the 25th (02:30 UTC): the day began at 04:00 CEST on the 24th = 02:00 UTC, 24.5 hours before.
        #expect(StudyDay.start(of: date("2026-10-25T02:30:00Z"), timeZone: berlin) == date("2026-10-24T02:00:00Z"))
        #expect(StudyDay.start(of: date("2026-10-25T05:00:00Z"), timeZone: berlin) == date("2026-10-25T03:00:00Z"))
    }

    @Test("a day start hour that does not exist that day moves to the next valid time")
    func missingHour() {
        // At 02:00 on the 29th Berlin's clocks jump to 03:00.
        #expect(StudyDay.start(of: date("2026-03-29T08:00:00Z"), dayStartsAtHour: 2, timeZone: berlin) == date("2026-03-29T01:00:00Z"))
    }
}

import Foundation
import Testing
@testable import FlashzillaCore

/// `StatisticsReport.make` on small hand-made histories, every number worked out by hand.
@Suite("Statistics report")
struct StatisticsReportTests {
    typealias Report = StatisticsReport
    let utc = TimeZone(identifier: "UTC")!
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func date(_ text: String) -> Date { ISO8601Timestamp.date(from: text)! }

    /// One quarter hour's Review answers; `young`/`mature` are (reviews, passed).
    func bucket(_ time: String, answers: Int, ms: Int = 0, again: Int = 0, introduced: Int = 0, young: (Int, Int) = (0, 0),
                mature: (Int, Int) = (0, 0), mode: ReviewAnswer.Mode = .review) -> AnswerBucket {
        var bucket = AnswerBucket(start: Int64(date(time).timeIntervalSince1970), mode: mode)
        bucket.answers = answers
        bucket.milliseconds = ms
        bucket.again = again
        bucket.introduced = introduced
        (bucket.youngReviews, bucket.youngPassed) = young
        (bucket.matureReviews, bucket.maturePassed) = mature
        return bucket
    }

    func make(_ buckets: [AnswerBucket], due: [Date] = [], now: String, timeZone: TimeZone? = nil, dayStartHour: Int = 4,
              cards: Report.CardCounts = .init()) -> Report {
        Report.make(buckets: buckets, dueTimes: due, cards: cards, now: date(now), timeZone: timeZone ?? utc, dayStartHour: dayStartHour,
                    desiredRetention: 0.9)
    }

    func retention(_ reviews: Int, _ passed: Int) -> Report.Retention { Report.Retention(reviews: reviews, passed: passed) }

    @Test("no history: zeros, no rates, an empty forecast of 30 days, the cards as given")
    func empty() {
        let report = make([], now: "2026-11-24T12:00:00Z", cards: .init(new: 7))
        var expected = Report(desiredRetention: 0.9, todayStart: date("2026-11-24T04:00:00Z"), todayDate: "2026-11-24")
        expected.forecast = Array(repeating: 0, count: 30)
        expected.cards = .init(new: 7)
        for period in Report.Period.allCases { expected.retention[period] = .init() }
        #expect(report == expected)
        #expect(report.today.againRate == nil)
        #expect(report.retention[.year]?.all.rate == nil)
    }

    @Test("a small history: today, the streak, retention by period, days, in UTC with the day starting at 4")
    func smallHistory() {
        let buckets = [
            bucket("2026-11-24T10:00:00Z", answers: 3, ms: 3_000, again: 1, introduced: 1, young: (2, 1)),
            bucket("2026-11-24T10:00:00Z", answers: 9, ms: 9_000, again: 9, mode: .quiz),  // Quiz: not statistics
            bucket("2026-11-24T03:45:00Z", answers: 2, ms: 1_600, mature: (2, 2)),          // before 4: the 23rd
            bucket("2026-11-22T20:00:00Z", answers: 1, ms: 400, young: (1, 1)),
            bucket("2026-11-01T10:00:00Z", answers: 1, ms: 2_500, mature: (1, 0)),
            bucket("2026-01-15T10:00:00Z", answers: 1, ms: 1_000, young: (1, 0)),
            bucket("2025-11-20T10:00:00Z", answers: 1, ms: 1_000, mature: (1, 1)),          // older than a year
        ]
        let report = make(buckets.reversed(), now: "2026-11-24T12:00:00Z")
        #expect(report.today == Report.Today(reviews: 3, seconds: 3, againRate: 1.0 / 3, newLearned: 1))
        #expect(report.streak == 3)
        #expect(report.retention[.day] == .init(all: retention(2, 1), young: retention(2, 1), mature: retention(0, 0)))
        #expect(report.retention[.week] == .init(all: retention(5, 4), young: retention(3, 2), mature: retention(2, 2)))
        #expect(report.retention[.month] == .init(all: retention(6, 4), young: retention(3, 2), mature: retention(3, 2)))
        #expect(report.retention[.year] == .init(all: retention(7, 4), young: retention(4, 2), mature: retention(3, 2)))
        #expect(report.days.map(\.date) == ["2025-11-20", "2026-01-15", "2026-11-01", "2026-11-22", "2026-11-23", "2026-11-24"])
        #expect(report.days.map(\.reviews) == [1, 1, 1, 1, 2, 3])
        // 2.5 s rounds to 3, 1.6 s to 2, 0.4 s to 0.
        #expect(report.days.map(\.seconds) == [1, 1, 3, 0, 2, 3])
        #expect(report.days.last?.start == date("2026-11-24T04:00:00Z"))
    }

    @Test("Quiz sittings: quarter hours with Quiz answers no more than 30 minutes apart, newest first, told in local time")
    func quizSessions() {
        let kathmandu = TimeZone(identifier: "Asia/Kathmandu")!
        let buckets = [
            bucket("2026-11-24T10:00:00Z", answers: 8, ms: 40_000, again: 2, mode: .quiz),
            bucket("2026-11-24T10:15:00Z", answers: 4, ms: 20_400, again: 0, mode: .quiz),  // same sitting
            bucket("2026-11-24T10:45:00Z", answers: 2, ms: 1_000, again: 1, mode: .quiz),   // 30 min after: still
            bucket("2026-11-24T11:45:00Z", answers: 5, ms: 5_000, again: 5, mode: .quiz),   // 45 min with none: a new one
            bucket("2026-11-24T11:15:00Z", answers: 7, ms: 5_000, again: 1),                // Review: not a Quiz
            bucket("2026-11-20T08:00:00Z", answers: 3, ms: 2_000, again: 3, mode: .quiz),
        ]
        let sessions = make(buckets.reversed(), now: "2026-11-24T12:00:00Z", timeZone: kathmandu).quizSessions
        #expect(sessions.map(\.answers) == [5, 14, 3])
        #expect(sessions.map(\.correct) == [0, 11, 0])
        #expect(sessions.map(\.seconds) == [5, 61, 2])
        #expect(sessions.map(\.localStart) == ["2026-11-24 17:30", "2026-11-24 15:45", "2026-11-20 13:45"])
        #expect(QuizSession.sessions(from: buckets, timeZone: utc, limit: 1).map(\.answers) == [5])
        #expect(make([], now: "2026-11-24T12:00:00Z").quizSessions.isEmpty)
    }

    @Test("the streak counts back from yesterday while today has no review yet, and is 0 after a missed day")
    func streak() {
        let two = [bucket("2026-11-23T10:00:00Z", answers: 1), bucket("2026-11-22T10:00:00Z", answers: 1)]
        #expect(make(two, now: "2026-11-24T12:00:00Z").streak == 2)
        #expect(make(two + [bucket("2026-11-24T05:00:00Z", answers: 1)], now: "2026-11-24T12:00:00Z").streak == 3)
        #expect(make(two, now: "2026-11-25T12:00:00Z").streak == 0)
        // 02:00 on the 25th still belongs to the 24th: yesterday (the 23rd) counts.
        #expect(make(two, now: "2026-11-25T02:00:00Z").streak == 2)
        #expect(make([], now: "2026-11-25T02:00:00Z").streak == 0)
    }

    @Test("the day start hour decides which day an answer after midnight belongs to")
    func dayStartHour() {
        let late = [bucket("2026-11-24T02:00:00Z", answers: 1), bucket("2026-11-23T12:00:00Z", answers: 1)]
        #expect(make(late, now: "2026-11-24T12:00:00Z").days.map(\.date) == ["2026-11-23"])
        #expect(make(late, now: "2026-11-24T12:00:00Z").today.reviews == 0)
        #expect(make(late, now: "2026-11-24T12:00:00Z", dayStartHour: 0).days.map(\.date) == ["2026-11-23", "2026-11-24"])
        #expect(make(late, now: "2026-11-24T12:00:00Z", dayStartHour: 0).today.reviews == 1)
        #expect(make(late, now: "2026-11-24T12:00:00Z", dayStartHour: 0).todayStart == date("2026-11-24T00:00:00Z"))
    }

    @Test("days are local: in Kathmandu (UTC+5:45) the day starts at 22:15 UTC")
    func timeZone() {
        let kathmandu = TimeZone(identifier: "Asia/Kathmandu")!
        let buckets = [bucket("2026-11-23T22:00:00Z", answers: 1), bucket("2026-11-23T22:15:00Z", answers: 2)]
        let report = make(buckets, now: "2026-11-24T06:00:00Z", timeZone: kathmandu)
        #expect(report.days.map(\.date) == ["2026-11-23", "2026-11-24"])
        #expect(report.days.map(\.reviews) == [1, 2])
        #expect(report.today.reviews == 2)
        #expect(report.streak == 2)
    }

    @Test("across the spring change in Berlin the 28 March study day is 23 hours long and the streak is unbroken")
    func springForward() {
        let buckets = [
            bucket("2026-03-28T03:00:00Z", answers: 1),  // 04:00 CET: the 28th begins
            bucket("2026-03-29T01:45:00Z", answers: 1),  // 03:45 CEST: still the 28th
            bucket("2026-03-29T02:00:00Z", answers: 1),  // 04:00 CEST: the 29th
            bucket("2026-03-30T08:00:00Z", answers: 1),
        ]
        let report = make(buckets, now: "2026-03-30T10:00:00Z", timeZone: berlin)
        #expect(report.days.map(\.date) == ["2026-03-28", "2026-03-29", "2026-03-30"])
        #expect(report.days.map(\.reviews) == [2, 1, 1])
        #expect(report.streak == 3)
        #expect(report.retention[.week] != nil)
    }

    @Test("the forecast: overdue and later-today cards on day 0, then by local day, 30 days in all")
    func forecast() {
        let due = ["2026-11-20T10:00:00Z", "2026-11-24T20:00:00Z", "2026-11-25T03:59:00Z", "2026-11-25T04:00:00Z",
                   "2026-12-23T03:59:00Z", "2026-12-23T05:00:00Z", "2026-12-24T04:00:00Z"].map(date)
        let report = make([], due: due, now: "2026-11-24T12:00:00Z")
        var expected = Array(repeating: 0, count: 30)
        expected[0] = 3
        expected[1] = 1
        expected[28] = 1
        expected[29] = 1
        #expect(report.forecast == expected)
    }

    @Test("the forecast across the autumn change in Berlin: the 24 October study day ends at 03:00 UTC, not 02:00")
    func forecastFallBack() {
        let due = ["2026-10-25T02:30:00Z", "2026-10-25T03:00:00Z"].map(date)
        let report = make([], due: due, now: "2026-10-24T12:00:00Z", timeZone: berlin)
        #expect(Array(report.forecast.prefix(3)) == [1, 1, 0])
    }

    @Test("a forecast of no days holds nothing, even with overdue cards")
    func noForecastDays() {
        let report = Report.make(buckets: [], dueTimes: [date("2026-11-20T10:00:00Z")], cards: .init(), now: date("2026-11-24T12:00:00Z"),
                                 timeZone: utc, desiredRetention: 0.9, forecastDays: 0)
        #expect(report.forecast.isEmpty)
    }

    @Test("the activity sentence counts days with reviews in the last 365 and names the busiest (the earliest of a tie)")
    func activitySummary() {
        let buckets = [
            bucket("2026-11-24T10:00:00Z", answers: 4), bucket("2026-03-14T10:00:00Z", answers: 4),
            bucket("2025-11-25T10:00:00Z", answers: 1),  // the first of the 365 days
            bucket("2025-11-24T10:00:00Z", answers: 99),  // a year ago: outside
        ]
        let report = make(buckets, now: "2026-11-24T12:00:00Z")
        #expect(report.activitySummary() == "reviewed on 3 of the last 365 days; busiest day 2026-03-14 with 4 reviews")
        #expect(make([], now: "2026-11-24T12:00:00Z").activitySummary() == "no reviews in the last 365 days")
    }

    @Test("local dates: parsing, weekdays (2026-11-24 is a Tuesday), and nonsense refused")
    func localDates() {
        let date = LocalDate("2026-11-24")
        #expect(date?.weekday == 1)
        #expect(date?.adding(days: 7).text == "2026-12-01")
        #expect(LocalDate("1969-12-31")?.weekday == 2)
        #expect(LocalDate("2026-02-30") == nil)
        #expect(LocalDate("2026-2-3") == nil)
        #expect(LocalDate("yesterday") == nil)
        #expect(LocalDate("2024-02-29")?.text == "2024-02-29" && LocalDate("2100-02-29") == nil && LocalDate("2026-13-01") == nil)
        #expect(LocalDate("1970-01-01")?.day == 0 && LocalDate("2000-03-01")?.day == 11_017)
        // Every day of four centuries names itself, one after another.
        var previous = LocalDate("1899-12-31")!
        for day in previous.day + 1 ... LocalDate("2300-01-01")!.day {
            let date = LocalDate(day: day)
            #expect(LocalDate(date.text) == date)
            #expect(date.components.day == 1 || date.components.day == previous.components.day + 1)
            previous = date
        }
    }
}

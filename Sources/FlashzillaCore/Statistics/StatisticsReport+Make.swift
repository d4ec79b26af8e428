import Foundation

extension StatisticsReport {
    /// Builds the report from the database's quarter-hour sums of Review answers
    /// (`buckets`, any order), the due times of started cards, and the cards by state.
    /// Days are local to `timeZone` and begin at `dayStartHour`.
    public static func make(buckets: [AnswerBucket], dueTimes: [Date], cards: CardCounts, now: Date, timeZone: TimeZone,
                            dayStartHour: Int = 4, desiredRetention: Double, forecastDays: Int = 30) -> StatisticsReport {
        let todayStart = StudyDay.start(of: now, dayStartsAtHour: dayStartHour, timeZone: timeZone)
        let calendar = DayCalendar(timeZone: timeZone, startHour: dayStartHour, today: todayStart)
        var report = StatisticsReport(desiredRetention: desiredRetention, todayStart: todayStart, todayDate: calendar.label(todayStart))
        report.cards = cards
        report.quizSessions = QuizSession.sessions(from: buckets, timeZone: timeZone)
        let reviewBuckets = buckets.filter { $0.mode == .review }.sorted { $0.start < $1.start }

        // Days: each bucket into the local day it begins in (buckets never straddle a day start).
        var days: [Day] = []
        var periodStarts: [Period: Date] = [:]
        for period in Period.allCases { periodStarts[period] = calendar.start(daysBefore: period.days - 1) }
        // Buckets come in time order: the day's bounds are worked out once per day, not per bucket.
        let finder = LocalDayFinder(calendar: calendar, timeZone: timeZone, startHour: dayStartHour)
        var nextDayStart = Date.distantPast
        var todayAgain = 0
        for bucket in reviewBuckets where bucket.answers > 0 {
            let time = Date(timeIntervalSince1970: TimeInterval(bucket.start))
            if time >= nextDayStart {
                let day = finder.day(containing: time)
                nextDayStart = day.next
                days.append(Day(date: day.label, start: day.start, reviews: 0, seconds: 0))
            }
            days[days.count - 1].reviews += bucket.answers
            days[days.count - 1].seconds += bucket.milliseconds
            if time >= todayStart {
                report.today.reviews += bucket.answers
                report.today.seconds += bucket.milliseconds
                report.today.newLearned += bucket.introduced
                todayAgain += bucket.again
            }
            for period in Period.allCases where time >= periodStarts[period]! {
                report.retention[period, default: PeriodRetention()].add(bucket)
            }
        }
        if report.today.reviews > 0 { report.today.againRate = Double(todayAgain) / Double(report.today.reviews) }
        // Milliseconds were summed; whole seconds from here on.
        report.today.seconds = Int((Double(report.today.seconds) / 1_000).rounded())
        for i in days.indices { days[i].seconds = Int((Double(days[i].seconds) / 1_000).rounded()) }
        for period in Period.allCases where report.retention[period] == nil { report.retention[period] = PeriodRetention() }
        report.days = days

        // Streak: consecutive days back from today (or from yesterday, if today has none yet).
        let active = Set(days.map(\.start))
        var back = active.contains(todayStart) ? 0 : 1
        while active.contains(calendar.start(daysBefore: back)) {
            report.streak += 1
            back += 1
        }

        // Forecast: day 0 is today (with everything overdue), then one count per day.
        let forecastDays = max(0, forecastDays)
        var forecast = Array(repeating: 0, count: forecastDays)
        let dayStarts = (0...forecastDays).map { calendar.start(daysBefore: -$0) }
        for due in dueTimes where forecastDays > 0 {
            guard due < dayStarts[forecastDays] else { continue }
            var index = 0
            while index + 1 < forecastDays && due >= dayStarts[index + 1] { index += 1 }
            forecast[index] += 1
        }
        report.forecast = forecast
        return report
    }
}

extension StatisticsReport.PeriodRetention {
    mutating func add(_ bucket: AnswerBucket) {
        young.reviews += bucket.youngReviews
        young.passed += bucket.youngPassed
        mature.reviews += bucket.matureReviews
        mature.passed += bucket.maturePassed
        all.reviews += bucket.youngReviews + bucket.matureReviews
        all.passed += bucket.youngPassed + bucket.maturePassed
    }
}

/// Local days counted from today: where the day `n` days before today began, and its name.
struct DayCalendar {
    let calendar: Calendar
    let startHour: Int
    let today: Date

    init(timeZone: TimeZone, startHour: Int, today: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.startHour = startHour
        self.today = today
    }

    /// The start of the day `n` days before today (negative: after), by calendar days so
    /// a daylight-saving change does not move the hour.
    func start(daysBefore n: Int) -> Date {
        guard n != 0 else { return today }
        // Noon of today's date, moved by whole days, then back to the start hour.
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: today) ?? today
        let other = calendar.date(byAdding: .day, value: -n, to: noon) ?? noon.addingTimeInterval(TimeInterval(-n * 86_400))
        return StudyDay.start(of: calendar.date(bySettingHour: 23, minute: 0, second: 0, of: other) ?? other,
                              dayStartsAtHour: startHour, timeZone: calendar.timeZone)
    }

    /// The start of the day after the one that begins at `start`.
    func dayAfter(_ start: Date) -> Date {
        let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: start) ?? start
        let next = calendar.date(byAdding: .day, value: 1, to: noon) ?? noon.addingTimeInterval(86_400)
        return StudyDay.start(of: calendar.date(bySettingHour: 23, minute: 0, second: 0, of: next) ?? next,
                              dayStartsAtHour: startHour, timeZone: calendar.timeZone)
    }

    /// `2026-11-24` for the day that begins at `start`.
    func label(_ start: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}

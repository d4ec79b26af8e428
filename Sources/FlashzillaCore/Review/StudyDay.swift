import Foundation

/// Where "today" begins for daily limits: like Anki, a day starts at an hour past midnight
/// (4 a.m. by default), so a late session still counts to the evening it began in.
public enum StudyDay {
    /// The most recent `hour`:00 in `timeZone` at or before `now`. On a day whose
    /// `hour`:00 does not exist (a clock change at that hour) the next valid time is used.
    public static func start(of now: Date, dayStartsAtHour hour: Int = 4, timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.dateComponents([.year, .month, .day], from: now)
        guard let todayStart = dayStart(today, hour: hour, calendar: calendar) else { return now }
        if todayStart <= now { return todayStart }
        // Before the hour: the day began yesterday. Yesterday by calendar days, not 24 hours,
        // so a clock change in between does not move the hour.
        guard let noon = calendar.date(from: DateComponents(year: today.year, month: today.month, day: today.day, hour: 12)),
              let yesterday = calendar.date(byAdding: .day, value: -1, to: noon),
              let start = dayStart(calendar.dateComponents([.year, .month, .day], from: yesterday), hour: hour, calendar: calendar)
        else { return now }
        return start
    }

    private static func dayStart(_ day: DateComponents, hour: Int, calendar: Calendar) -> Date? {
        guard let midnight = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else { return nil }
        return calendar.date(bySettingHour: hour, minute: 0, second: 0, of: midnight, matchingPolicy: .nextTime)
    }
}

extension StudyDay {
    /// When the study day after the one `now` is in starts: where buried cards come back.
    public static func nextStart(after now: Date, dayStartsAtHour hour: Int = 4, timeZone: TimeZone = .current) -> Date {
        // A day and a quarter after today's start falls in tomorrow whatever the clock
        // change, and tomorrow's start is found by calendar as today's is.
        let today = start(of: now, dayStartsAtHour: hour, timeZone: timeZone)
        return start(of: today.addingTimeInterval(30 * 3600), dayStartsAtHour: hour, timeZone: timeZone)
    }
}

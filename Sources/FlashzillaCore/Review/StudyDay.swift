import Foundation

/// The learner's day: it begins at a set hour of local time (Anki's "next day starts at",
/// 4 by default), so a late-night session counts for the evening before.
public enum StudyDay {
    public static let defaultStartHour = 4

    /// When the day that `now` belongs to began, in `timeZone`.
    public static func start(of now: Date, startHour: Int = defaultStartHour, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: now)
        // On a daylight-saving change the hour may not exist (or exist twice): the first
        // moment at or after it is taken.
        let todayStart = calendar.date(bySettingHour: startHour, minute: 0, second: 0, of: midnight, matchingPolicy: .nextTime) ?? midnight
        if now >= todayStart { return todayStart }
        let yesterday = calendar.date(byAdding: .day, value: -1, to: midnight) ?? midnight.addingTimeInterval(-86_400)
        return calendar.date(bySettingHour: startHour, minute: 0, second: 0, of: yesterday, matchingPolicy: .nextTime) ?? yesterday
    }
}

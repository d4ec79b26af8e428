import Foundation

/// A learner's local date (`2026-11-24`) as a day number, for counting and laying out days
/// without a time zone: the report already named each day in the learner's own.
public struct LocalDate: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01.
    public let day: Int

    public init(day: Int) { self.day = day }

    /// nil unless `yyyy-mm-dd` names a real date.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
              let date = Self.calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)),
              Self.calendar.component(.day, from: date) == dayOfMonth, Self.calendar.component(.month, from: date) == month
        else { return nil }
        day = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    public func adding(days: Int) -> LocalDate { LocalDate(day: day + days) }

    /// 0 Monday … 6 Sunday.
    public var weekday: Int { ((day + 3) % 7 + 7) % 7 }

    public var components: (year: Int, month: Int, day: Int) {
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(day) * 86_400))
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    public var text: String {
        let c = components
        return String(format: "%04d-%02d-%02d", c.year, c.month, c.day)
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { a.day < b.day }

    /// Dates are counted in UTC only because it has no clock changes.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

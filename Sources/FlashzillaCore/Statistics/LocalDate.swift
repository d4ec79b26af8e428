/// A learner's local date (`2026-11-24`) as a day number, for counting and laying out days
/// without a time zone: the report already named each day in the learner's own.
/// Proleptic Gregorian arithmetic (Howard Hinnant's days-from-civil), no Calendar: the
/// heatmap asks for hundreds of dates per frame.
public struct LocalDate: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01.
    public let day: Int

    public init(day: Int) { self.day = day }

    public init(year: Int, month: Int, day dayOfMonth: Int) {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + dayOfMonth - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        day = era * 146_097 + dayOfEra - 719_468
    }

    /// nil unless `yyyy-mm-dd` names a real date.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
              (1...12).contains(month), dayOfMonth >= 1
        else { return nil }
        let date = LocalDate(year: year, month: month, day: dayOfMonth)
        // 30 February comes out as 2 March: not a date.
        guard date.components == (year, month, dayOfMonth) else { return nil }
        self = date
    }

    public func adding(days: Int) -> LocalDate { LocalDate(day: day + days) }

    /// 0 Monday … 6 Sunday.
    public var weekday: Int { ((day + 3) % 7 + 7) % 7 }

    public var components: (year: Int, month: Int, day: Int) {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
    }

    public var text: String {
        let c = components
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { a.day < b.day }
}

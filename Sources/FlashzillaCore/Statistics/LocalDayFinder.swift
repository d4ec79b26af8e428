import Foundation

/// The local study day a moment falls in (its start, the next day's start, its date), fast:
/// on a day whose UTC offset is the same at both ends — every day but a clock change's —
/// by arithmetic; on the others by the calendar (`StudyDay`, `DayCalendar`), which is exact
/// and some fifty times slower. Three years of history have over a thousand days.
struct LocalDayFinder {
    let calendar: DayCalendar
    let timeZone: TimeZone
    let startHour: Int

    func day(containing time: Date) -> (start: Date, next: Date, label: String) {
        let seconds = Int(time.timeIntervalSince1970.rounded(.down))
        let offset = timeZone.secondsFromGMT(for: time)
        let dayIndex = Self.floorDivide(seconds + offset - startHour * 3_600, 86_400)
        let start = Date(timeIntervalSince1970: TimeInterval(dayIndex * 86_400 + startHour * 3_600 - offset))
        let next = start.addingTimeInterval(86_400)
        guard timeZone.secondsFromGMT(for: start) == offset, timeZone.secondsFromGMT(for: next) == offset else {
            let start = StudyDay.start(of: time, dayStartsAtHour: startHour, timeZone: timeZone)
            return (start, calendar.dayAfter(start), calendar.label(start))
        }
        return (start, next, Self.label(daysSince1970: dayIndex))
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// `2026-11-24` for a day count from 1970-01-01.
    static func label(daysSince1970 days: Int) -> String { LocalDate(day: days).text }
}

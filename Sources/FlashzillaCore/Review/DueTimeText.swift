import Foundation

/// When a deck's next card falls due, for people reading `flashzilla due`: the local
/// time, or "now" for a card already due (an overdue card is due now, not at a past time),
/// and for programs ISO 8601 with the local offset. The time zone is passed in (tests, `TZ`).
public enum DueTimeText {
    /// "now" when `next` is not after `now`, else "2026-11-28 14:30 (in 3 h)" in `timeZone`.
    public static func describe(_ next: Date, now: Date, timeZone: TimeZone) -> String {
        guard next > now else { return "now" }
        let c = calendar(timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: next)
        let local = String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
        return "\(local) (in \(TimeUntilText.describe(from: now, to: next)))"
    }

    /// "2026-11-28T14:30:00+01:00": whole seconds, the zone's offset at that date ("Z" in UTC).
    public static func iso8601(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

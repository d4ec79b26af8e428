import Foundation

/// A time span as Anki writes it over its answer buttons: "45s", "1m", "10m", "1.5h",
/// "1d", "4d", "3.2mo", "1.5y". The unit is the largest that fits (a month is 365/12
/// days, a year 365 days); seconds, minutes and days are whole (halves round up), hours,
/// months and years have one decimal, dropped when it is 0.
public enum IntervalText {
    private static let units: [(seconds: Double, suffix: String, tenths: Bool)] = [
        (365 * 86_400, "y", true), (30.417 * 86_400, "mo", true), (86_400, "d", false),
        (3_600, "h", true), (60, "m", false), (1, "s", false),
    ]

    /// The span from `now` to `due`.
    public static func short(from now: Date, to due: Date) -> String {
        short(seconds: due.timeIntervalSince(now))
    }

    public static func short(seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "?" }
        let unit = units.first { abs(seconds) >= $0.seconds } ?? units[units.count - 1]
        let amount = seconds / unit.seconds
        guard unit.tenths else { return "\(Int(amount.rounded(.toNearestOrAwayFromZero)))\(unit.suffix)" }
        let tenths = Int((amount * 10).rounded(.toNearestOrAwayFromZero))
        let whole = "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10)"
        return (tenths % 10 == 0 ? whole : "\(whole).\(abs(tenths) % 10)") + unit.suffix
    }
}

import Foundation

/// How long until something, in words for the end of a Review: "45 min", "3 h 20 min",
/// "2 days". Minutes round up (a card due in 30 s is "1 min" away, never "0 min"); from a
/// day on, whole days (rounded).
public enum TimeUntilText {
    public static func describe(from now: Date, to date: Date) -> String {
        describe(seconds: date.timeIntervalSince(now))
    }

    public static func describe(seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "?" }
        let minutes = max(1, Int((seconds / 60).rounded(.up)))
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 24 * 60 {
            let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
            return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        }
        let days = max(1, Int((seconds / 86_400).rounded()))
        return days == 1 ? "1 day" : "\(days) days"
    }
}

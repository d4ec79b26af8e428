/// Durations as the Match screen shows them: "0:42", "1:03:09", or with tenths
/// "0:42.5" for results, where two close games must be told apart.
enum MatchTimeText {
    static func format(_ duration: Duration, tenths: Bool = false) -> String {
        // Whole tenths, cut (not rounded), in integers so 4.1 s never shows as 4.0.
        let (wholeSeconds, attoseconds) = duration.components
        let totalTenths = max(0, Int(wholeSeconds) * 10 + Int(attoseconds / 100_000_000_000_000_000))
        let seconds = totalTenths / 10
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        var text = hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
        if tenths { text += ".\(totalTenths % 10)" }
        return text
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

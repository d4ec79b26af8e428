import FlashzillaCore

/// The report in plain lines: what `flashzilla stats` prints and what a screen reader
/// hears for the statistics screen (the heatmap as one sentence).
public enum StatisticsText {
    public static func lines(_ report: StatisticsReport, deckName: String?) -> [String] {
        let today = report.today
        var lines = ["Statistics for \(deckName ?? "all decks"), today \(report.todayDate)"]
        lines.append("Today: \(count(today.reviews, "review")) in \(duration(today.seconds)), Again \(percent(today.againRate)), "
                     + "\(count(today.newLearned, "new card")) learned")
        lines.append("Streak: \(count(report.streak, "day"))")
        lines.append("Activity: \(report.activitySummary())")
        lines.append("Retention (desired \(percent(report.desiredRetention))):")
        for period in StatisticsReport.Period.allCases {
            let r = report.retention[period] ?? .init()
            lines.append("  \(label(period)) \(percent(r.all.rate)) of \(count(r.all.reviews, "review")) "
                         + "(young \(percent(r.young.rate)), mature \(percent(r.mature.rate)))")
        }
        let forecast = report.forecast
        lines.append("Forecast: \(forecast.first ?? 0) due today, \(forecast.prefix(7).reduce(0, +)) in 7 days, "
                     + "\(forecast.reduce(0, +)) in \(forecast.count) days")
        let c = report.cards
        lines.append("Cards: \(c.new) new, \(c.learning) learning, \(c.relearning) relearning, \(c.young) young, \(c.mature) mature "
                     + "(\(c.total) in all)")
        if report.quizSessions.isEmpty {
            lines.append("Quiz: no sessions yet")
        } else {
            lines.append("Quiz, last sessions:")
            lines += report.quizSessions.map { "  " + quizLine($0) }
        }
        return lines
    }

    /// "2026-11-24 21:15  18 of 20 correct (90%) in 3 min 05 s".
    static func quizLine(_ session: QuizSession) -> String {
        let share = session.answers == 0 ? nil : Double(session.correct) / Double(session.answers)
        return "\(session.localStart)  \(session.correct) of \(session.answers) correct (\(percent(share))) in \(duration(session.seconds))"
    }

    /// "last day", "last week" … padded to one width.
    static func label(_ period: StatisticsReport.Period) -> String {
        let word = "last \(period.rawValue)"
        return word + String(repeating: " ", count: max(0, 10 - word.count))
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// 93%; a dash when there is nothing to divide.
    public static func percent(_ rate: Double?) -> String {
        guard let rate else { return "-" }
        return "\(Int((rate * 100).rounded()))%"
    }

    /// 41 s, 3 min 05 s, 1 h 02 min.
    public static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        if seconds < 3_600 { return "\(seconds / 60) min \(twoDigits(seconds % 60)) s" }
        return "\(seconds / 3_600) h \(twoDigits(seconds / 60 % 60)) min"
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

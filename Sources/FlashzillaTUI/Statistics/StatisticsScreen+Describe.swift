import FlashzillaCore

extension StatisticsScreen {
    /// The report in a few spoken lines, today first; where there is nothing to count it
    /// says so ("no reviews yet") rather than the printed report's "-".
    public func describe(in context: ScreenContext) -> [String] {
        if showingHelp { return Self.keymap.spokenHelp }
        let today = report.today
        let name = deckName.map(SpokenPhrases.text) ?? "all decks"
        var lines = ["Statistics for \(name)."]
        if today.reviews == 0 {
            lines.append("Today: no reviews yet.")
        } else {
            lines.append("Today: \(SpokenPhrases.count(today.reviews, "review")) in \(StatisticsText.duration(today.seconds)), "
                         + "again \(StatisticsText.percent(today.againRate)), \(SpokenPhrases.count(today.newLearned, "new card")) learned.")
        }
        lines.append("Streak: \(SpokenPhrases.count(report.streak, "day")).")
        let periods = StatisticsReport.Period.allCases.map { period in
            let retention = report.retention[period]?.all ?? .init()
            let share = retention.rate.map { "\(StatisticsText.percent($0)) of \(SpokenPhrases.count(retention.reviews, "review"))" }
            return "last \(period.rawValue) \(share ?? "no reviews yet")"
        }
        lines.append("Retention, desired \(StatisticsText.percent(report.desiredRetention)): " + periods.joined(separator: "; ") + ".")
        let forecast = report.forecast
        lines.append("Due: \(forecast.first ?? 0) today, \(forecast.prefix(7).reduce(0, +)) in 7 days.")
        let cards = report.cards
        lines.append("Cards: \(cards.new) new, \(cards.learning + cards.relearning) learning, \(cards.young) young, \(cards.mature) mature.")
        if let last = report.quizSessions.first {
            lines.append("Quiz, last session: \(last.correct) of \(last.answers) correct in \(StatisticsText.duration(last.seconds)).")
        } else {
            lines.append("Quiz: no sessions yet.")
        }
        return lines
    }
}

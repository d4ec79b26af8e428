import FlashzillaCore

extension StatisticsScreen {
    func view(size: Size) -> Grid {
        if let small = ScreenChrome.tooSmall(size, minimum: Self.minimumSize) { return small }
        var grid = Grid(size: size)
        let layout = StatisticsLayout(size: size)
        ScreenChrome.title("statistics: \(deckName ?? "all decks")", into: &grid)
        renderToday(at: layout.today, into: &grid)
        if let today = LocalDate(report.todayDate) {
            StatisticsHeatmap(days: report.days, today: today).render(in: layout.heatmap, into: &grid)
        }
        if showingQuiz { renderQuiz(in: layout.retention, into: &grid) } else { renderRetention(in: layout.retention, into: &grid) }
        let forecastTotal = report.forecast.reduce(0, +)
        grid.put(TextLayout.truncate("Due in the next \(report.forecast.count) days: \(forecastTotal)", width: layout.forecast.width),
                 at: Point(x: layout.forecast.minX, y: layout.forecast.minY), style: Style(.title))
        ForecastChart(counts: report.forecast).render(in: layout.forecast.inset(top: 1), into: &grid)
        grid.put("Cards", at: Point(x: layout.cards.minX, y: layout.cards.minY), style: Style(.title))
        CardStateBar(cards: report.cards).render(in: layout.cards.inset(left: 7), into: &grid)
        grid.put(Self.keymap.footer(width: size.width - 2), at: Point(x: 1, y: size.height - 1), style: Style(.help))
        if showingHelp { HelpOverlay.render(title: "Statistics", lines: Self.keymap.helpLines(width: 52), into: &grid) }
        return grid
    }

    private func renderToday(at rect: Rect, into grid: inout Grid) {
        let today = report.today
        var x = grid.put("Today ", at: rect.origin, style: Style(.title))
        let line = "\(StatisticsText.count(today.reviews, "review")) · \(StatisticsText.duration(today.seconds)) · "
            + "Again \(StatisticsText.percent(today.againRate)) · \(today.newLearned) new"
        x = grid.put(line, at: Point(x: x, y: rect.minY), clip: rect)
        let streak = "Streak \(StatisticsText.count(report.streak, "day"))"
        let streakX = max(x + 3, rect.maxX - streak.count)
        grid.put(streak, at: Point(x: streakX, y: rect.minY), style: Style(.title), clip: rect)
    }

    /// The last Quiz sittings, newest first: when, score, share and time on the cards.
    private func renderQuiz(in rect: Rect, into grid: inout Grid) {
        grid.put("Quiz, last sessions", at: rect.origin, style: Style(.title), clip: rect)
        guard !report.quizSessions.isEmpty else {
            grid.put("none yet: t in the chooser", at: Point(x: rect.minX, y: rect.minY + 1), style: Style(.dim), clip: rect)
            return
        }
        for (i, session) in report.quizSessions.prefix(rect.height - 1).enumerated() {
            let share = StatisticsText.percent(session.answers == 0 ? nil : Double(session.correct) / Double(session.answers))
            let line = "\(session.localStart.dropFirst(5))  \(session.correct)/\(session.answers)  \(share)  \(StatisticsText.duration(session.seconds))"
            grid.put(TextLayout.truncate(line, width: rect.width), at: Point(x: rect.minX, y: rect.minY + 1 + i), clip: rect)
        }
    }

    /// A table: all, young and mature retention per period, the desired retention under it.
    private func renderRetention(in rect: Rect, into grid: inout Grid) {
        // The period's name on the left, the numbers right-aligned in their columns.
        func row(_ cells: [String]) -> String {
            let padding = { (cell: String, width: Int) in String(repeating: " ", count: max(0, width - cell.count)) }
            let numbers = zip(cells.dropFirst(), [5, 7, 8, 9]).map { padding($0, $1) + $0 }
            return cells[0] + padding(cells[0], 11) + numbers.joined()
        }
        grid.put(row(["Retention", "all", "young", "mature", "reviews"]), at: rect.origin, style: Style(.title), clip: rect)
        for (i, period) in StatisticsReport.Period.allCases.enumerated() {
            let r = report.retention[period] ?? .init()
            let cells = [StatisticsText.label(period), StatisticsText.percent(r.all.rate), StatisticsText.percent(r.young.rate),
                         StatisticsText.percent(r.mature.rate), String(r.all.reviews)]
            grid.put(row(cells), at: Point(x: rect.minX, y: rect.minY + 1 + i), clip: rect)
        }
        grid.put("desired \(StatisticsText.percent(report.desiredRetention))", at: Point(x: rect.minX, y: rect.minY + 5),
                 style: Style(.dim), clip: rect)
    }
}

/// Where each part goes: fixed rows at 80×24; a taller terminal makes the forecast taller
/// (up to a point), a wider one shows more weeks and longer bars.
struct StatisticsLayout {
    let today: Rect, heatmap: Rect, retention: Rect, forecast: Rect, cards: Rect

    init(size: Size) {
        let width = size.width - 2
        today = Rect(x: 1, y: 2, width: width, height: 1)
        heatmap = Rect(x: 1, y: 4, width: width, height: StatisticsHeatmap.height)
        let middleHeight = 6 + min(12, max(0, size.height - 24))
        retention = Rect(x: 1, y: 14, width: 40, height: 6)
        forecast = Rect(x: 43, y: 14, width: max(0, size.width - 44), height: middleHeight)
        cards = Rect(x: 1, y: 14 + middleHeight + 1, width: width, height: 2)
    }
}

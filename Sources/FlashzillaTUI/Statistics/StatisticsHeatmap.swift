import FlashzillaCore

/// Reviews per day as a calendar: one column per week (Monday on top), as many weeks as
/// fit, ending with this one; months labelled above (January by its year, and the left
/// edge's year before them), a legend and today's mark below.
/// The levels differ in shape (· ░ ▒ ▓ █), not only in colour.
struct StatisticsHeatmap {
    var days: [StatisticsReport.Day]
    var today: LocalDate

    /// Rows it takes: month labels, seven weekdays, the legend.
    static let height = 9
    static let labelWidth = 4
    static let glyphs: [Character] = ["·", "░", "▒", "▓", "█"]
    private static let weekdayLabels = ["Mon", "", "Wed", "", "Fri", "", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// 0 for none, then 1–4 by quarters of `scale`; busier days than it are 4.
    static func level(_ reviews: Int, scale: Int) -> Int {
        guard reviews > 0, scale > 0 else { return 0 }
        return min(4, max(1, (4 * reviews + scale - 1) / scale))
    }

    /// The 90th percentile of the days with reviews: a few very busy days then do not
    /// leave every other day in the lowest shade.
    static func scale(of counts: some Collection<Int>) -> Int {
        let sorted = counts.filter { $0 > 0 }.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[(sorted.count - 1) * 9 / 10]
    }

    func render(in rect: Rect, into grid: inout Grid) {
        let weeks = rect.width - Self.labelWidth
        guard weeks > 0, rect.height >= Self.height else { return }
        let firstMonday = today.adding(days: -today.weekday - (weeks - 1) * 7)
        var reviews: [LocalDate: Int] = [:]
        for day in days {
            guard let date = LocalDate(day.date), date >= firstMonday, date <= today else { continue }
            reviews[date] = day.reviews
        }
        let scale = Self.scale(of: reviews.values)
        let top = rect.minY, left = rect.minX + Self.labelWidth
        for (row, label) in Self.weekdayLabels.enumerated() where !label.isEmpty {
            grid.put(label, at: Point(x: rect.minX, y: top + 1 + row), style: Style(.dim))
        }
        // The left edge's year above the weekday labels, so the oldest weeks are dated too.
        grid.put(String(firstMonday.components.year), at: Point(x: rect.minX, y: top), style: Style(.dim))
        var nextLabelX = left + 1
        for week in 0..<weeks {
            let monday = firstMonday.adding(days: week * 7)
            let x = left + week
            // A month is labelled above the week its first day falls in, if there is room;
            // January by its year ("2026"), which a reader takes as where the year begins.
            if let first = (0..<7).map({ monday.adding(days: $0) }).first(where: { $0.components.day == 1 }) {
                let month = first.components.month
                let label = month == 1 ? String(first.components.year) : Self.months[month - 1]
                if x >= nextLabelX, x + label.count <= rect.maxX {
                    grid.put(label, at: Point(x: x, y: top), style: Style(.dim))
                    nextLabelX = x + label.count + 1
                }
            }
            for row in 0..<7 {
                let date = monday.adding(days: row)
                guard date <= today else { break }
                let level = Self.level(reviews[date] ?? 0, scale: scale)
                var style = Style(level == 0 ? .dim : .correct)
                if date == today { style = Style(.selected, flags: .reverse) }
                grid.put(String(Self.glyphs[level]), at: Point(x: x, y: top + 1 + row), style: style)
            }
        }
        renderLegend(y: top + 8, rect: rect, todayX: left + weeks - 1, into: &grid)
    }

    private func renderLegend(y: Int, rect: Rect, todayX: Int, into grid: inout Grid) {
        let legend = "less " + Self.glyphs.map(String.init).joined(separator: " ") + " more"
        let mark = "today ▲"
        let markX = todayX - mark.count + 1
        let legendFits = rect.minX + Self.labelWidth + legend.count < markX
        if legendFits { grid.put(legend, at: Point(x: rect.minX + Self.labelWidth, y: y), style: Style(.dim)) }
        if markX >= rect.minX { grid.put(mark, at: Point(x: markX, y: y), style: Style(.dim)) }
    }
}

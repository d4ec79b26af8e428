import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The statistics screen's parts and its way in and out of the app.
struct StatisticsScreenTests {
    typealias F = StatisticsFixtures
    let size = Size(width: 80, height: 24)

    @Test("heatmap levels: none, then quarters of the 90th percentile day, busier days the top; every level its own glyph")
    func levels() {
        #expect([0, 1, 25, 26, 50, 51, 75, 76, 100, 400].map { StatisticsHeatmap.level($0, scale: 100) } == [0, 1, 1, 2, 2, 3, 3, 4, 4, 4])
        #expect(StatisticsHeatmap.level(3, scale: 0) == 0)
        #expect(StatisticsHeatmap.scale(of: [0, 0, 12]) == 12)
        #expect(StatisticsHeatmap.scale(of: Array(1...10) + [0, 500]) == 10)
        #expect(StatisticsHeatmap.scale(of: [0, 0]) == 0)
        #expect(Set(StatisticsHeatmap.glyphs).count == 5)
    }

    @Test("today is the last heatmap column, on its weekday's row (Tuesday), drawn reversed; the legend marks it")
    func todayMarked() {
        let grid = StatisticsScreen(report: F.oneDay, deckName: "Spanish").view(size: size)
        // Heatmap: month row at 4, Monday at 5; 74 weeks from x = 5, the last at x = 78.
        let today = Point(x: 78, y: 6)
        #expect(grid[today].grapheme == "█")
        #expect(grid[today].style == Style(.selected, flags: .reverse))
        #expect(grid[Point(x: 78, y: 5)].grapheme == "·")  // Monday: no reviews
        #expect(grid[Point(x: 78, y: 7)].grapheme == " ")  // Wednesday: not yet
        #expect(grid.text(row: 12, trimmingTrailingSpaces: true).hasSuffix("today ▲"))
    }

    @Test("the heatmap's month row has the left edge's year, and January is labelled by its year")
    func monthLabelsHaveYears() {
        let grid = StatisticsScreen(report: F.oneDay, deckName: "Spanish").view(size: size)
        // Today is 2026-11-24; 74 weeks back is mid-2025.
        let months = grid.text(row: 4, trimmingTrailingSpaces: true)
        #expect(months.hasPrefix(" 2025 "), "\(months)")
        #expect(months.contains(" Dec 2026 ") && !months.contains("Jan"), "\(months)")
        #expect(months.hasSuffix("Oct Nov"), "\(months)")
    }

    @Test("stacked bar widths add up, each non-empty state gets a cell, and the remainders go to the largest")
    func barWidths() {
        #expect(CardStateBar.widths([1, 1, 1, 0, 0], width: 10) == [4, 3, 3, 0, 0])
        #expect(CardStateBar.widths([1_000, 1, 0, 0, 0], width: 10) == [9, 1, 0, 0, 0])
        #expect(CardStateBar.widths([0, 0, 0, 0, 0], width: 10) == [0, 0, 0, 0, 0])
        #expect(CardStateBar.widths([310, 12, 4, 220, 540], width: 71).reduce(0, +) == 71)
    }

    @Test("too small a terminal says so")
    func tooSmall() {
        let grid = StatisticsScreen(report: F.oneDay, deckName: nil).view(size: Size(width: 79, height: 24))
        #expect(grid.lines.contains { $0.contains("Terminal too small") })
        _ = StatisticsScreen(report: F.fullYear, deckName: nil).view(size: Size(width: 1, height: 1))
        _ = StatisticsScreen(report: F.fullYear, deckName: nil).view(size: Size(width: 0, height: 0))
    }

    @Test("a screen reader hears the report as lines, the heatmap as one sentence")
    func describe() {
        let lines = StatisticsScreen(report: F.oneDay, deckName: "Spanish").describe()
        #expect(lines == [
            "Statistics for Spanish, today 2026-11-24",
            "Today: 12 reviews in 1 min 18 s, Again 17%, 5 new cards learned",
            "Streak: 1 day",
            "Activity: reviewed on 1 of the last 365 days; busiest day 2026-11-24 with 12 reviews",
            "Retention (desired 90%):",
            "  last day   86% of 7 reviews (young 80%, mature 100%)",
            "  last week  86% of 7 reviews (young 80%, mature 100%)",
            "  last month 86% of 7 reviews (young 80%, mature 100%)",
            "  last year  86% of 7 reviews (young 80%, mature 100%)",
            "Forecast: 1 due today, 2 in 7 days, 2 in 30 days",
            "Cards: 30 new, 3 learning, 0 relearning, 2 young, 0 mature (35 in all)",
            "Quiz: no sessions yet",
        ])
    }

    @Test("S in the chooser asks for the selected deck's statistics; a broken file or no deck asks for every deck's")
    func chooserKey() {
        var chooser = ChooserScreen(listings: [DeckListing(fileName: "a.json", name: "A", color: .blue, cardCount: 3, samplePrompts: [], timeLimit: 0)])
        #expect(chooser.handle(.key(.character("S")), size: size) == [.statistics(fileName: "a.json")])
        var broken = ChooserScreen(listings: [DeckListing(fileName: "b.json", name: "b", color: .gray, cardCount: 0, samplePrompts: [], timeLimit: 0,
                                                          problem: "bad")])
        #expect(broken.handle(.key(.character("S")), size: size) == [.statistics(fileName: nil)])
        var none = ChooserScreen(listings: [])
        #expect(none.handle(.key(.character("S")), size: size) == [.statistics(fileName: nil)])
    }

    @Test("the app opens the route with the report, a switches between the deck and every deck, q goes back")
    func appFlow() {
        let listing = DeckListing(fileName: "a.json", name: "A", color: .blue, cardCount: 3, samplePrompts: [], timeLimit: 0)
        var model = AppModel(listings: [listing])
        #expect(model.handle(.key(.character("S")), in: .at(.zero)) == [.openStatistics(fileName: "a.json")])
        _ = model.receive(.statisticsReady(F.oneDay, deckName: "A"), in: .at(.zero))
        #expect(model.route.place == .statistics)
        #expect(model.view(in: .at(.zero)).text(row: 0).contains("statistics: A"))
        #expect(model.handle(.key(.character("a")), in: .at(.zero)) == [.openStatistics(fileName: nil)])
        _ = model.receive(.statisticsReady(F.fullYear, deckName: nil), in: .at(.zero))
        #expect(model.view(in: .at(.zero)).text(row: 0).contains("statistics: all decks"))
        #expect(model.handle(.key(.character("a")), in: .at(.zero)) == [.openStatistics(fileName: "a.json")])
        #expect(model.handle(.key(.character("?")), in: .at(.zero)).isEmpty)
        #expect(model.route.statistics?.showingHelp == true)
        #expect(model.handle(.key(.character("q")), in: .at(.zero)).isEmpty)  // closes the help only
        #expect(model.route.place == .statistics)
        #expect(model.handle(.key(.escape), in: .at(.zero)).isEmpty)
        #expect(model.route == .chooser && model.route.statistics == nil)
    }

    @Test("z shows the last Quiz sittings in place of the retention table, and back")
    func quizResults() {
        var report = F.oneDay
        report.quizSessions = [QuizSession(start: Date(timeIntervalSince1970: 0), answers: 20, correct: 18, seconds: 185)]
        report.quizSessions[0].localStart = "2026-11-24 21:15"
        var screen = StatisticsScreen(report: report, deckName: nil)
        #expect(screen.handle(.key(.character("z"))) == [])
        let text = screen.view(size: size).lines.joined(separator: "\n")
        #expect(text.contains("Quiz, last sessions") && text.contains("11-24 21:15  18/20  90%  3 min 05 s"))
        #expect(!text.contains("last month"))
        _ = screen.handle(.key(.character("z")))
        #expect(screen.view(size: size).lines.joined().contains("last month"))
        #expect(screen.describe().suffix(2) == ["Quiz, last sessions:", "  2026-11-24 21:15  18 of 20 correct (90%) in 3 min 05 s"])
    }
}

import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears in Import and Statistics.
struct DescribeImportStatisticsTests {
    let context = ScreenContext(moment: .zero, date: StatisticsFixtures.now, size: Size(width: 80, height: 24))

    @Test func importSaysThePathTyped() {
        var screen = ImportScreen()
        #expect(screen.describe(in: context) == ["Import, file: empty.", "Type a path; Tab completes it, Enter previews."])
        for character in "deck.apkg" { _ = screen.handle(.key(.character(character))) }
        #expect(screen.describe(in: context) == ["Import, file: deck.apkg.", "Type a path; Tab completes it, Enter previews."])
    }

    @Test func importSaysAPreviewAndAProblem() {
        var screen = ImportScreen()
        screen.stage = .previewing(path: "deck.apkg", ImportPreview(lines: ["Spanish: 20 new cards"], summary: "20 cards to add"))
        #expect(screen.describe(in: context) == ["20 cards to add.", "Deck: the decks named in the file; type to change it.",
                                                 "Enter imports, Esc goes back.", "Spanish: 20 new cards."])
        screen.stage = .choosing
        screen.problem = "deck.apkg: not an Anki package"
        #expect(screen.describe(in: context).first == "Problem: deck.apkg: not an Anki package.")
    }

    @Test func statisticsWithNothingYetSayNoReviewsYet() {
        let lines = StatisticsScreen(report: StatisticsFixtures.empty, deckName: nil).describe(in: context)
        #expect(lines == [
            "Statistics for all decks.",
            "Today: no reviews yet.",
            "Streak: 0 days.",
            "Retention, desired 90%: last day no reviews yet; last week no reviews yet; last month no reviews yet; last year no reviews yet.",
            "Due: 0 today, 0 in 7 days.",
            "Cards: 0 new, 0 learning, 0 young, 0 mature.",
            "Quiz: no sessions yet.",
        ])
        #expect(!lines.joined().contains("-"))
    }

    @Test func statisticsOfOneDay() {
        #expect(StatisticsScreen(report: StatisticsFixtures.oneDay, deckName: "Spanish").describe(in: context) == [
            "Statistics for Spanish.",
            "Today: 12 reviews in 1 min 18 s, again 17%, 5 new cards learned.",
            "Streak: 1 day.",
            "Retention, desired 90%: last day 86% of 7 reviews; last week 86% of 7 reviews; last month 86% of 7 reviews; last year 86% of 7 reviews.",
            "Due: 1 today, 2 in 7 days.",
            "Cards: 30 new, 3 learning, 2 young, 0 mature.",
            "Quiz: no sessions yet.",
        ])
    }
}

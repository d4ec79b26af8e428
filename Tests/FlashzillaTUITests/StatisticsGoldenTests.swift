import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// The statistics screen compared with golden files (Tests/Golden/FlashzillaTUITests/statistics-*.txt)
/// at 80×24 and 200×60. Record with UPDATE_GOLDEN=1 and read every file before committing it.
struct StatisticsGoldenTests {
    typealias F = StatisticsFixtures
    static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

    func expectBoth(_ screen: StatisticsScreen, named name: String) {
        for size in Self.sizes { expectGolden(screen.view(size: size), named: "statistics-\(name)-\(size.width)x\(size.height)") }
    }

    @Test func emptyHistory() { expectBoth(StatisticsScreen(report: F.empty, deckName: nil), named: "empty") }

    @Test func oneDay() { expectBoth(StatisticsScreen(report: F.oneDay, deckName: "Spanish"), named: "one-day") }

    @Test func fullYear() { expectBoth(StatisticsScreen(report: F.fullYear, deckName: nil), named: "full-year") }

    @Test func onlyNewCards() { expectBoth(StatisticsScreen(report: F.onlyNew, deckName: "World Capitals"), named: "only-new") }

    @Test func help() {
        var screen = StatisticsScreen(report: F.oneDay, deckName: "Spanish")
        _ = screen.handle(.key(.character("?")))
        expectGolden(screen.view(size: Self.sizes[0]), named: "statistics-help-80x24")
    }
}

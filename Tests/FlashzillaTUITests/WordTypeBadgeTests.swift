import FlashzillaCore
import Testing
@testable import FlashzillaTUI

struct WordTypeBadgeTests {
    @Test func labelsAreUppercaseAbbreviationsOrNA() {
        #expect(WordTypeBadge(.noun).text == " N ")
        #expect(WordTypeBadge(.verb).label == "V")
        #expect(WordTypeBadge(.adjective).label == "ADJ")
        #expect(WordTypeBadge(nil).text == " N/A ")
        #expect(WordTypeBadge.maximumWidth == 8)  // " INTERJ "
    }

    @Test func untypedIsGreyAndTheCommonTypesDiffer() {
        #expect(WordTypeBadge(nil).color == .gray)
        let common: [WordType] = [.noun, .verb, .adjective, .adverb]
        #expect(Set(common.map { WordTypeBadge($0).color }).count == common.count)
        #expect(!WordType.allCases.contains { WordTypeBadge($0).color == .gray })
    }

    @Test(arguments: Theme.all)
    func everyBadgeIsVisibleInEveryTheme(theme: Theme) {
        for type in [nil] + WordType.allCases {
            let a = theme.attributes(for: WordTypeBadge(type).style)
            #expect(a.reverse, "\(theme.name): badges are reverse video")
            if theme != .monochrome { #expect(a.foreground != nil, "\(theme.name): \(String(describing: type)) is coloured") }
        }
    }

    @Test func rendersIntoTheGridClipped() {
        var grid = Grid(width: 6, height: 1)
        let end = WordTypeBadge(.interjection).render(at: Point(x: 1, y: 0), into: &grid)
        #expect(grid.lines == ["  INTE"])
        #expect(end == 6)
        #expect(grid[2, 0].style == Style(.badge, tint: .red))
    }
}

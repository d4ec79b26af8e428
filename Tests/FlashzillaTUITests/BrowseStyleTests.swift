import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Styles at chosen cells, the side named in words, and wide glyphs.
struct BrowseStyleTests {
    typealias F = BrowseFixtures

    @Test func frontWordIsBoldPromptAndBackIsAnswer() {
        let front = F.screen().view(size: F.standard, now: .zero)
        #expect(front[front.find("apple")!].style == Style(.prompt, flags: .bold))
        let back = F.screen(animations: false).afterKeys(.character(" ")).view(size: F.standard, now: .zero)
        #expect(back[back.find("A round")!].style == Style(.answer))
    }

    @Test func sideIsNamedInWordsWithOrWithoutTheOption() {
        for differentiate in [false, true] {
            let options = StudyOptions(animations: false, differentiateWithoutColor: differentiate)
            var screen = BrowseScreen(deck: F.words, options: options, now: .zero)
            let card = BrowseLayout(size: F.standard).card
            let front = screen.view(size: F.standard, now: .zero)
            #expect(front.find("Front")?.y == card.minY)
            screen.handle(.key(.character(" ")), now: .zero, date: F.edited, size: F.standard)
            let back = screen.view(size: F.standard, now: .zero)
            #expect(back.find("Back")?.y == card.minY)
            #expect(back.find("Front") == nil)
        }
    }

    @Test func headerNameInDeckColourAndStatusErrorStyled() {
        var screen = F.screen()
        _ = screen.update(.saveFailed("disk full"), in: .at(.zero))
        let grid = screen.view(size: F.standard, now: .zero)
        #expect(grid[grid.find("Vocabulary")!].style == Style(.deckColor(.blue), flags: .bold))
        #expect(grid[grid.find("Not saved")!].style == Style(.error))
    }

    @Test func focusedFieldIsMarkedNotOnlyByColour() {
        let grid = F.screen().afterKeys(.character("e")).view(size: F.standard, now: .zero)
        let marker = try! #require(grid.find("› Prompt"))
        #expect(grid[marker].style == CardEditFormView.focusedLabel)
        #expect(grid.find("› Answer") == nil)
    }

    @Test func oneCardDeckStopsBothWays() {
        let deck = F.deck("Solo", [F.card(9, "solo", "alone")])
        let screen = F.screen(deck)
        #expect(screen.positionText == "1 / 1")
        #expect(screen.afterKeys(.right).status?.text.contains("last card") == true)
        #expect(screen.afterKeys(.left).status?.text.contains("first card") == true)
    }

    @Test func wideGlyphs() {
        let deck = F.deck("日本語 🎌", [
            F.card(1, "漢字 🎉", "Chinese characters 🀄 used in Japanese", .noun),
            F.card(2, "猫 🐱", "cat"),
        ])
        let screen = F.screen(deck, animations: false)
        expectGolden(screen.view(size: F.standard, now: .zero), named: "browse-wide-80x24")
        expectGolden(screen.afterKeys(.enter).view(size: F.standard, now: .zero), named: "browse-wide-back-80x24")
    }

    @Test func large() {
        expectGolden(F.screen().view(size: Size(width: 200, height: 60), now: .zero), named: "browse-front-200x60")
    }
}

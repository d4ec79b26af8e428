import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Browse and the card list show each card as it is asked (issue 34): a cloze card's
/// `[…]`/`[hint]` marked on the front and its hidden words on the back, never the raw
/// `{{c1::…}}`; the card's kind on its edge and in words; the list's filter still finds a
/// cloze card by its words.
struct BrowseKindsTests {
    static let deck = CardKindsScreenTests.deck
    static let context = ScreenContext(moment: .zero, date: BrowseFixtures.created, size: BrowseFixtures.standard)

    @Test func aClozeCardsFrontShowsItsBlankMarked() throws {
        let screen = BrowseScreen(deck: Self.deck, options: StudyOptions(animations: false), now: .zero)
        let grid = screen.view(size: BrowseFixtures.standard, now: .zero)
        expectGolden(grid, named: "kinds-browse-cloze-front-80x24")
        #expect(!grid.lines.joined().contains("{{"))
        let blank = try #require(grid.find("[…]"))
        #expect(grid[blank].style.flags.contains(.reverse))
        #expect(!grid[try #require(grid.find("is the capital"))].style.flags.contains(.reverse))
        #expect(grid.find("Front · cloze c1") != nil)
        #expect(screen.describe(in: Self.context).first == "[…] is the capital of France. Card 1 of 4, cloze c1.")
    }

    @Test func theBackMarksTheHiddenWordsAndSaysThem() throws {
        let screen = BrowseScreen(deck: Self.deck, options: StudyOptions(animations: false), now: .zero)
            .afterKeys(.right, .character(" "))
        let grid = screen.view(size: BrowseFixtures.standard, now: .zero)
        let answer = try #require(grid.find("Paris is the capital of France"))
        #expect(!grid[answer].style.flags.contains(.reverse))
        let hidden = try #require(grid.find("France"))
        #expect(grid[hidden].style.flags.contains(.reverse), "card 2 hides France")
        #expect(grid.find("Back · cloze c2") != nil)
        #expect(screen.describe(in: Self.context).contains("Answer: Paris is the capital of France; hidden: France."))
    }

    @Test func aReversedPairSaysWhichWayEachCardAsks() {
        let screen = BrowseScreen(deck: Self.deck, options: StudyOptions(animations: false), now: .zero).afterKeys(.end)
        #expect(screen.describe(in: Self.context).first == "cat. Card 4 of 4, reversed, card 2 of 2.")
        #expect(screen.view(size: BrowseFixtures.standard, now: .zero).find("Front · reversed, card 2 of 2") != nil)
    }

    @Test func theCardListShowsTheQuestionAndItsFilterFindsHiddenWords() {
        var screen = CardEditScreen(deck: Self.deck)
        screen.focusList()
        let text = screen.text()
        #expect(text.contains("[…] is the capital of France") && !text.contains("{{c1"))
        screen.press(.character("/"))
        screen.type("paris")
        #expect(screen.rowCount == 2, "both cloze cards: the answer is the whole text")
        screen.press(.ctrl("u"))
        screen.type("country")
        #expect(screen.rowCount == 1, "the hint is on the card that shows it")
    }
}

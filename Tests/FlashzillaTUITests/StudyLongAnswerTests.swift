import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// An answer longer than the card scrolls with ↓/j and ↑/k (issue 18: it was cut with
/// "…" for good), and the card's edge says there is more.
@Suite struct StudyLongAnswerTests {
    static let answer = (1...30).map { "Line \($0) of a long answer." }.joined(separator: "\n")
    let size = StudyFixtures.standard

    func revealed() -> StudyScreen {
        var screen = StudyScreen(deck: StudyFixtures.deck("Poems", [("Recite the poem", Self.answer), ("Next", "short")]), seed: 1,
                                 options: StudyOptions(animations: false), now: .zero)
        _ = screen.handle(.key(.character(" ")), now: .zero, size: size)
        return screen
    }

    func text(_ screen: StudyScreen) -> String { screen.view(size: size, now: .seconds(1)).lines.joined(separator: "\n") }

    @Test func downScrollsTheAnswerAndUpComesBack() {
        var screen = revealed()
        #expect(text(screen).contains("Line 1 of a long answer."))
        #expect(text(screen).contains("↓ more"))
        #expect(!text(screen).contains("Line 20 of"))
        for _ in 0..<40 { _ = screen.handle(.key(.character("j")), now: .seconds(1), size: size) }
        #expect(text(screen).contains("Line 30 of a long answer."), "the last row can be reached")
        #expect(!text(screen).contains("Line 1 of a long"))
        #expect(text(screen).contains("↑ more") && !text(screen).contains("↓ more"))
        // Scrolled as far as it goes: one ↑ moves at once.
        _ = screen.handle(.key(.up), now: .seconds(1), size: size)
        #expect(!text(screen).contains("Line 30 of a long answer."))
        #expect(text(screen).contains("↑↓ more"))
        for _ in 0..<40 { _ = screen.handle(.key(.character("k")), now: .seconds(1), size: size) }
        #expect(text(screen).contains("Line 1 of a long answer."))
    }

    @Test func theNextCardStartsAtItsTopAndAHiddenAnswerDoesNotScroll() {
        var screen = StudyScreen(deck: StudyFixtures.deck("Poems", [("Recite the poem", Self.answer)]), seed: 1,
                                 options: StudyOptions(animations: false), now: .zero)
        _ = screen.handle(.key(.character("j")), now: .zero, size: size)
        #expect(screen.answerScroll == nil, "not revealed: nothing to scroll")
        var revealed = revealed()
        _ = revealed.handle(.key(.character("j")), now: .seconds(1), size: size)
        #expect(revealed.answerScroll?.rows == 1)
        _ = revealed.handle(.key(.right), now: .seconds(1), size: size)
        #expect(revealed.answerScrollRows(for: revealed.session.topCard!) == 0)
    }
}

@Suite struct ReviewLongAnswerTests {
    @Test func reviewScrollsALongAnswerToo() {
        var deck = StudyFixtures.deck("Poems", [("Recite the poem", StudyLongAnswerTests.answer)])
        deck.settings.newCardsPerDay = 5
        var screen = ReviewFixtures.screen(deck, states: [:], animations: false).afterKeys(.character(" "))
        func text() -> String { screen.view(size: ReviewFixtures.standard, now: .zero).lines.joined(separator: "\n") }
        #expect(text().contains("Line 1 of a long answer.") && text().contains("↓ more"))
        screen = screen.afterKeys(.down, .down, .down, .character("j"))
        #expect(screen.answerScroll?.rows == 4)
        #expect(!text().contains("Line 1 of a long answer.") && text().contains("↑↓ more"))
        screen = screen.afterKeys(.up, .character("k"), .character("k"), .character("k"), .character("k"))
        #expect(screen.answerScroll?.rows == 0 && text().contains("Line 1 of a long answer."))
    }
}

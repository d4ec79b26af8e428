import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// A typed-answer card in the Quiz (issue 34): the answer typed on the card (Space and
/// letters that are keys elsewhere are text), Enter turns it to the comparison, whose ✓ or
/// ✗ suggests right or wrong, then → or ← as usual.
struct StudyTypedAnswerTests {
    static let deck: Deck = {
        let cards = try! NewEntry(prompt: "the big house", answer: "la casa grande", typed: true)
            .cards(id: UUID(uuidString: "5D0D0000-0000-0000-0000-0000000000D1")!, createdAt: Date(timeIntervalSince1970: 0))
        return Deck(id: UUID(uuidString: "5D0DDECC-0000-0000-0000-0000000000D1")!, name: "Typed", color: .teal, cards: cards,
                    settings: DeckSettings(timeLimit: 0, shuffle: false, requeueWrong: false))
    }()

    static func screen() -> StudyScreen {
        StudyScreen(deck: deck, seed: 42, options: StudyOptions(animations: false), now: .zero)
    }

    func context() -> ScreenContext { ScreenContext(moment: studyAt(1), date: ReviewFixtures.date, size: StudyFixtures.standard) }

    static func typed(_ text: String, into screen: StudyScreen) -> StudyScreen {
        var screen = screen
        for character in text { screen.handle(.key(.character(character)), now: studyAt(1), size: StudyFixtures.standard) }
        return screen
    }

    @Test func theAnswerIsTypedOnTheCard() throws {
        let screen = Self.typed("la casa h", into: Self.screen())
        #expect(screen.isTypingAnswer && !screen.session.isRevealed, "Space and h are text here, not a flip or a swipe")
        #expect(screen.session.answeredCount == 0)
        let grid = screen.view(size: StudyFixtures.standard, now: studyAt(1))
        expectGolden(grid, named: "kinds-study-typing-80x24")
        #expect(grid.find("Your answer: la casa h") != nil)
        #expect(screen.describe(in: context()).contains("Typed so far: la casa h."))
        #expect(Self.screen().describe(in: context()).contains("Type the answer, then press Enter."))
    }

    @Test func enterShowsTheComparisonThenASwipeAnswers() throws {
        var screen = Self.typed("la casa grnde", into: Self.screen())
        screen.handle(.key(.enter), now: studyAt(2), size: StudyFixtures.standard)
        #expect(screen.session.isRevealed)
        let comparison = try #require(screen.typedComparison)
        #expect(comparison.suggestedOutcome == .wrong)
        let grid = screen.view(size: StudyFixtures.standard, now: studyAt(2))
        expectGolden(grid, named: "kinds-study-typed-compared-80x24")
        let typed = try #require(grid.find("✗ Your answer: la casa gr-nde"))
        #expect(grid[typed.offset(dx: 25)].style.flags.contains(.reverse), "the missing letter's dash is marked")
        #expect(!grid[typed.offset(dx: 24)].style.flags.contains(.reverse))
        #expect(screen.describe(in: context()).contains("Suggested: wrong."))
        screen.handle(.key(.right), now: studyAt(3), size: StudyFixtures.standard)
        #expect(screen.session.correctCount == 1, "the learner may judge otherwise")
    }

    @Test func anExactAnswerSuggestsCorrect() {
        var screen = Self.typed("la casa grande", into: Self.screen())
        screen.handle(.key(.enter), now: studyAt(2), size: StudyFixtures.standard)
        #expect(screen.typedComparison?.isExact == true)
        #expect(screen.describe(in: context()).contains("Suggested: correct."))
    }
}

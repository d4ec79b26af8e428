import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// A typed-answer card in Review (issue 34): keys go into the field under the card (digits
/// too), Enter turns the card and shows the comparison as Anki does, marked not by colour
/// alone, and the rating the comparison suggests is highlighted and said.
struct ReviewTypedAnswerTests {
    static let deck: Deck = {
        let cards = try! NewEntry(prompt: "la casa", answer: "house", typed: true)
            .cards(id: UUID(uuidString: "5D0D0000-0000-0000-0000-0000000000B1")!, createdAt: Date(timeIntervalSince1970: 0))
        return Deck(id: UUID(uuidString: "5D0DDECC-0000-0000-0000-0000000000B1")!, name: "Typed", color: .teal, cards: cards)
    }()

    static func screen() -> ReviewScreen {
        let session = ReviewSession(deck: deck, states: [:], introducedToday: 0, reviewedToday: 0, now: ReviewFixtures.date,
                                    scheduler: ReviewFixtures.scheduler)
        return ReviewScreen(deck: deck, session: session, options: StudyOptions(animations: false), now: .zero, date: ReviewFixtures.date)
    }

    func context() -> ScreenContext { ScreenContext(moment: .zero, date: ReviewFixtures.date, size: ReviewFixtures.standard) }

    @Test func keysGoIntoTheFieldUntilEnter() {
        var screen = Self.screen()
        #expect(screen.isTypingAnswer)
        #expect(screen.describe(in: context()).contains("Type the answer, then press Enter."))
        screen = screen.afterKeys(.character("h"), .character("o"), .character("u"), .character("1"), .backspace, .character("s"))
        #expect(!screen.isRevealed, "1 typed into the field, not a rating")
        #expect(screen.session.counts.new == 1)
        let grid = screen.view(size: ReviewFixtures.standard, now: .zero)
        expectGolden(grid, named: "kinds-review-typing-80x24")
        #expect(grid.find("Your answer: hous") != nil)
        #expect(screen.describe(in: context()).contains("Typed so far: hous."))
    }

    @Test func enterShowsTheComparisonAndTheSuggestedRating() throws {
        let screen = Self.screen().afterKeys(.character("h"), .character("o"), .character("u"), .character("s"), .enter)
        #expect(screen.isRevealed && !screen.isTypingAnswer)
        let comparison = try #require(screen.typedComparison)
        #expect(comparison.suggestedRating == .hard)
        let grid = screen.view(size: ReviewFixtures.standard, now: .zero)
        expectGolden(grid, named: "kinds-review-typed-compared-80x24")
        // The missed "e" of the answer and the typed row's "-" in its place are marked.
        let answer = try #require(grid.find("house"))
        #expect(!grid[answer].style.flags.contains(.reverse))
        #expect(grid[answer.offset(dx: 4)].style.flags.contains(.reverse))
        let typed = try #require(grid.find("✗ Your answer: hous-"))
        #expect(grid[typed.offset(dx: 19)].style.flags.contains(.reverse))
        // The suggested rating is reversed in the hint line.
        let hard = try #require(grid.find("2 Hard"))
        #expect(grid[hard].style.flags.contains(.reverse))
        let good = try #require(grid.find("3 Good"))
        #expect(!grid[good].style.flags.contains(.reverse))
        let said = screen.describe(in: context())
        #expect(said.contains("You typed “hous”. Wrong: none. Missing: “e”. Answer: “house”."))
        #expect(said.contains("Suggested: Hard."))
        // Then 1–4 as usual.
        #expect(screen.afterKeys(.character("2")).session.counts.total == 1, "Hard keeps a new card in learning")
    }

    @Test func anExactAnswerSuggestsGoodAndANewCardStartsEmpty() throws {
        var screen = Self.screen()
        for character in "house" { screen = screen.afterKeys(.character(character)) }
        screen = screen.afterKeys(.enter)
        #expect(screen.typedComparison?.isExact == true)
        #expect(screen.describe(in: context()).contains("Suggested: Good."))
        #expect(screen.view(size: ReviewFixtures.standard, now: .zero).find("✓ Your answer: house") != nil)
    }

    @Test func aSpokenLineIsTheTypedAnswer() {
        let events = LineReading.events(for: "hous", keys: ReviewScreen.keymap.spokenKeys, typing: Self.screen().isTypingAnswer)
        var screen = Self.screen()
        for event in events { screen.handle(event, now: .zero, size: ReviewFixtures.standard) }
        #expect(screen.isRevealed)
        #expect(screen.typedComparison?.typed == [TypedAnswerComparison.Stretch(.right, "hous"), TypedAnswerComparison.Stretch(.missing, "-")])
    }
}

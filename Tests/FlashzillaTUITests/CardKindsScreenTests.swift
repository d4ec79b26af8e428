import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Cards made by kinds (issue 34) on the Quiz and Review screens: a cloze card asks with
/// `[…]` or its hint, shows its answer with the hidden words in reverse video, and says
/// them in words; a reversed pair asks both ways.
struct CardKindsScreenTests {
    static let created = Date(timeIntervalSince1970: 0)

    /// A cloze entry (two cards) and a reversed pair, in that order.
    static let deck: Deck = {
        let cloze = try! NewEntry(prompt: nil, answer: nil, cloze: "{{c1::Paris}} is the capital of {{c2::France::country}}")
            .cards(id: UUID(uuidString: "5D0D0000-0000-0000-0000-0000000000C1")!, createdAt: created)
        let reversed = try! NewEntry(prompt: "gato", answer: "cat", reversed: true)
            .cards(id: UUID(uuidString: "5D0D0000-0000-0000-0000-0000000000A1")!, createdAt: created)
        return Deck(id: UUID(uuidString: "5D0DDECC-0000-0000-0000-0000000000C1")!, name: "Kinds", color: .teal,
                    cards: cloze + reversed, settings: DeckSettings(timeLimit: 100, shuffle: false, requeueWrong: false))
    }()

    static func study() -> StudyScreen {
        StudyScreen(deck: deck, seed: 42, options: StudyOptions(animations: false), now: .zero)
    }

    func context(_ moment: Moment) -> ScreenContext {
        ScreenContext(moment: moment, date: ReviewFixtures.date, size: StudyFixtures.standard)
    }

    @Test func studyAsksTheClozeWithItsPlaceholderMarked() throws {
        let grid = Self.study().view(size: StudyFixtures.standard, now: studyAt(1))
        expectGolden(grid, named: "kinds-study-cloze-question-80x24")
        let blank = try #require(grid.find("[…]"))
        #expect(grid[blank].style.flags.contains(.reverse))
        let rest = try #require(grid.find("is the capital of France"))
        #expect(!grid[rest].style.flags.contains(.reverse))
    }

    @Test func studyRevealsTheWholeTextWithTheHiddenWordsMarkedAndSaid() throws {
        let screen = Self.study().after(.revealToggled, at: studyAt(1))
        let grid = screen.view(size: StudyFixtures.standard, now: studyAt(2))
        expectGolden(grid, named: "kinds-study-cloze-revealed-80x24")
        // The answer row: "Paris" marked, the rest of the text not.
        let answer = try #require(grid.find("Paris is the capital of France"))
        for dx in 0..<5 { #expect(grid[answer.offset(dx: dx)].style.flags.contains(.reverse), "column \(dx)") }
        #expect(!grid[answer.offset(dx: 6)].style.flags.contains(.reverse))
        #expect(screen.describe(in: context(studyAt(2))).contains("Answer: Paris is the capital of France; hidden: Paris."))
    }

    @Test func theHintAndTheReversedCardFollow() throws {
        var screen = Self.study().after(.swiped(.correct), at: studyAt(1))
        var grid = screen.view(size: StudyFixtures.standard, now: studyAt(2))
        let hint = try #require(grid.find("[country]"))
        #expect(grid[hint].style.flags.contains(.reverse))
        #expect(grid.find("Paris is the capital of") != nil)
        screen = screen.after(.swiped(.correct), .swiped(.correct), at: studyAt(3))
        grid = screen.view(size: StudyFixtures.standard, now: studyAt(4))
        #expect(grid.find("cat") != nil, "the reverse of gato → cat asks cat")
        #expect(screen.describe(in: context(studyAt(4))).contains("cat. Card 4 of 4."))
    }

    @Test func reviewShowsTheClozeAnswerMarked() throws {
        let session = ReviewSession(deck: Self.deck, states: [:], introducedToday: 0, reviewedToday: 0, now: ReviewFixtures.date,
                                    scheduler: ReviewFixtures.scheduler)
        let screen = ReviewScreen(deck: Self.deck, session: session, options: StudyOptions(animations: false), now: .zero, date: ReviewFixtures.date)
            .afterKeys(.character(" "))
        let grid = screen.view(size: ReviewFixtures.standard, now: .zero)
        expectGolden(grid, named: "kinds-review-cloze-revealed-80x24")
        let answer = try #require(grid.find("Paris is the capital of France"))
        #expect(grid[answer].style.flags.contains(.reverse))
        #expect(screen.describe(in: context(.zero)).contains("Answer: Paris is the capital of France; hidden: Paris."))
    }

    @Test func marksFollowTheTextAcrossWrappedLines() {
        let runs = [ClozeRun("The "), ClozeRun("quick brown fox", marked: true), ClozeRun(" jumps")]
        let lines = TextLayout.wrap("The quick brown fox jumps", width: 10)
        #expect(lines == ["The quick", "brown fox", "jumps"])
        #expect(CardFace.markedParts(of: lines, runs: runs) == [
            [CardFace.MarkedPart(column: 4, text: "quick")],
            [CardFace.MarkedPart(column: 0, text: "brown fox")],
            [],
        ])
    }
}

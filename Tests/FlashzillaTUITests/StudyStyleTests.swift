import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Styles of chosen cells: meaning is carried by roles (and by words).
struct StudyStyleTests {
    typealias F = StudyFixtures
    let size = F.standard

    @Test func promptIsBoldAndAnswerHasItsRole() throws {
        let grid = F.screen().after(.revealToggled, at: studyAt(1)).view(size: size, now: studyAt(2))
        let prompt = try #require(grid.find("What is the capital of France?"))
        #expect(grid[prompt].style == Style(.prompt, flags: .bold))
        #expect(grid[prompt.offset(dx: 10)].style == Style(.prompt, flags: .bold))
        let answer = try #require(grid.find("Paris"))
        #expect(grid[answer].style.role == .answer)
        #expect(answer.y == prompt.y + 2, "separator line between them")
        #expect(grid[prompt.x, prompt.y + 1].grapheme == "─")
    }

    @Test func cardsHaveEdgeAndBehindRoles() {
        let grid = F.screen().view(size: size, now: studyAt(1))
        let layout = F.screen().layout(for: size)
        #expect(grid[layout.card.origin].style.role == .cardEdge)
        for level in 1...4 {
            let behind = layout.behindCard(level: level)
            #expect(grid[behind.minX, behind.maxY - 1].grapheme == "╰")
            #expect(grid[behind.minX, behind.maxY - 1].style.role == .cardBehind)
        }
        #expect(grid[layout.card.minX + 5, layout.behindCard(level: 4).maxY].grapheme == " ", "only four behind")
    }

    @Test(arguments: [(Outcome.correct, StyleRole.correct, "✓ Correct"), (.wrong, .wrong, "✗ Wrong")])
    func departingCardIsTintedAndSaysItsVerdict(outcome: Outcome, role: StyleRole, words: String) throws {
        let start = studyAt(3)
        let screen = F.screen().after(.swiped(outcome), at: start)
        let grid = screen.view(size: size, now: studyAt(start, plus: 60))
        let stamp = try #require(grid.find(words))
        #expect(grid[stamp].style.role == role)
        #expect(grid[stamp].style.flags.contains(.bold))
        // The departing card's outline, on the stamp's row, is in the verdict role.
        let edge = grid.row(stamp.y).filter { $0.grapheme == "─" && $0.style.role == role }
        #expect(edge.count > 10)
        // The new top card underneath is not tinted.
        #expect(!grid.usesRole(role == .correct ? .wrong : .correct, in: screen.layout(for: size).body))
        // Once the swipe is over, no tint is left.
        let after = screen.view(size: size, now: studyAt(start, plus: 250))
        #expect(!after.usesRole(role, in: screen.layout(for: size).body))
        #expect(after.find(words) == nil)
    }

    @Test func countdownWarnsInTheLastTenSecondsWithWordsAndStyle() throws {
        let screen = F.screen()
        let calm = screen.view(size: size, now: studyAt(89))
        let calmCapsule = try #require(calm.find("Time: 11"))
        #expect(calm[calmCapsule].style.role == .capsule)
        #expect(calm.find("!") == nil)

        let warned = screen.view(size: size, now: studyAt(90))
        let capsule = try #require(warned.find("Time: 10 !"))
        #expect(warned[capsule].style == Style(.warning, flags: .bold))
        #expect(warned[capsule.offset(dx: 9)].grapheme == "!")
        #expect(warned[capsule.offset(dx: 9)].style.role == .warning)
    }

    @Test func headerStylesNameAndCounts() throws {
        let grid = F.screen().after(.swiped(.correct), .swiped(.wrong), .swiped(.correct), at: studyAt(2)).view(size: size, now: studyAt(3))
        let name = try #require(grid.find("Capitals"))
        #expect(name == Point(x: 1, y: 0))
        #expect(grid[name].style == Style(.deckColor(.teal), flags: .bold))
        let correct = try #require(grid.find("✓ 2"))
        #expect(grid[correct].style.role == .correct && correct.y == 0)
        let wrong = try #require(grid.find("✗ 1"))
        #expect(grid[wrong].style.role == .wrong && wrong.y == 0)
        #expect(grid.lines[0].hasSuffix("✓ 2  ✗ 1  3 / 10"))
        #expect(grid.text(row: 0).hasSuffix("3 / 10 "), "one column of margin")
    }

    @Test func footerKeysUseTheKeyRole() throws {
        let grid = F.screen().view(size: size, now: studyAt(1))
        let space = try #require(grid.find("Space/Enter"))
        #expect(space.y == size.height - 1)
        #expect(grid[space].style.role == .helpKey)
        #expect(grid[space.offset(dx: 12)].style.role == .help)
        let help = try #require(grid.find("? help"))
        #expect(grid[help].style.role == .helpKey)
    }

    @Test func helpOverlayStylesOnlyTheLabels() throws {
        let grid = F.screen().after(.helpToggled, at: studyAt(1)).view(size: size, now: studyAt(1))
        let u = try #require(grid.find("u            undo"))
        #expect(grid[u].style.role == .helpKey)
        #expect(grid[u.offset(dx: 1)].style.role == .help, "the padding after a short label is not a key")
        #expect(grid[u.offset(dx: 13)].style.role == .help)
    }

    /// 漢字 and emoji take two cells; the right border stays in its column.
    @Test(arguments: [F.small, F.standard, F.large])
    func wideGlyphsKeepTheBorderAligned(size: Size) throws {
        let screen = F.screen(F.wide).after(.revealToggled, at: studyAt(1))
        let grid = screen.view(size: size, now: studyAt(2))
        let card = screen.layout(for: size).card
        for y in card.minY..<card.maxY {
            #expect(grid[card.minX, y].width == 1)
            #expect(["│", "╭", "╰"].contains(grid[card.minX, y].grapheme), "left border, row \(y)")
            #expect(["│", "╮", "╯"].contains(grid[card.maxX - 1, y].grapheme), "right border, row \(y)")
            #expect(!grid[card.maxX - 1, y].isContinuation)
        }
        let kanji = try #require(grid.find("漢字"))
        #expect(grid[kanji].width == 2 && grid[kanji.offset(dx: 1)].isContinuation)
        #expect(grid[kanji].style == Style(.prompt, flags: .bold))
        #expect(grid.find("🎉") != nil && grid.find("🀄") != nil)
    }

    /// Escape sequences and controls appear as placeholders, never raw.
    @Test func controlCharactersBecomePlaceholders() throws {
        let screen = F.screen(F.hostile).after(.revealToggled, at: studyAt(1))
        let size40 = F.small
        let grid = screen.view(size: size40, now: studyAt(2))
        for y in 0..<grid.size.height {
            for cell in grid.row(y) {
                #expect(cell.grapheme.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
            }
        }
        #expect(grid.find("␛[31mRED␛[0m alert␇") != nil)
        #expect(grid.find("tab here␀nul␛[2J") != nil)
        #expect(grid.lines[0].hasPrefix(" Evil␛[2J"))
        let card = screen.layout(for: size40).card
        for y in card.minY..<card.maxY {
            #expect(["│", "╮", "╯"].contains(grid[card.maxX - 1, y].grapheme))
        }
        #expect(screen.view(size: size, now: studyAt(2)).find("␛[31mRED␛[0m alert␇") != nil)
    }

    @Test func summaryStylesCountsAndButton() throws {
        let grid = F.screen().after(.ticked, at: studyAt(100)).view(size: size, now: studyAt(100))
        let title = try #require(grid.find("Time's up"))
        #expect(grid[title].style.role == .warning)
        #expect(grid[try #require(grid.find("✓ Correct"))].style.role == .correct)
        #expect(grid[try #require(grid.find("✗ Wrong"))].style.role == .wrong)
        #expect(grid[try #require(grid.find("[ Start again ]"))].style.role == .selected)
    }

    @Test func pausedHidesTheCardText() {
        let grid = F.screen().after(.revealToggled, .pauseToggled, at: studyAt(1)).view(size: size, now: studyAt(2))
        #expect(grid.find("capital") == nil && grid.find("Paris") == nil)
        #expect(grid.find("Paused") != nil && grid.find("Press p to resume") != nil)
    }
}

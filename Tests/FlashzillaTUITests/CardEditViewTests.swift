import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Styles at chosen cells, the terminal cursor, mouse, resize and hostile text.
struct CardEditViewTests {
    typealias F = CardEditFixtures

    // MARK: Styles

    @Test func badgesArePaletteTintedAndKeepTheirColourWhenSelected() {
        let triples: [(String, String, WordType?)] = [("untyped", "x", nil), ("dog", "an animal", .noun), ("run", "go fast", .verb)]
        var screen = CardEditScreen(deck: F.deck("Badges", triples))
        screen.focusList()
        let grid = screen.view(size: F.standard)
        let first = 14  // first list row at 80×24
        for (offset, type) in [nil, WordType.noun, .verb].enumerated() {
            let cell = grid[3, first + offset]
            #expect(cell.grapheme == String(WordTypeBadge(type).label.first!))
            #expect(cell.style.tint == WordTypeBadge(type).color)
        }
        #expect(grid[3, first].style.role == .selected, "the selected row is highlighted…")
        #expect(grid[3, first].style.tint == .gray, "…and its badge keeps its colour")
        #expect(grid[3, first + 1].style == Style(.badge, tint: .blue))
        #expect(grid[3, first + 2].style == Style(.badge, tint: .green))
        let promptX = 2 + WordTypeBadge.maximumWidth + 1
        #expect(grid[promptX, first + 1].grapheme == "d" && grid[promptX, first + 1].style.role == .prompt)
        #expect(Theme.all.allSatisfy { $0.attributes(for: grid[promptX, first + 1].style).bold }, "prompts are bold")
        let answerX = grid.text(row: first + 1).distance(of: "an animal")
        #expect(grid[answerX, first + 1].style.role == .dim)
    }

    @Test func selectionIsHighlightedOnlyWhereFocusIs() {
        var screen = CardEditScreen(deck: F.fruits)
        var grid = screen.view(size: F.standard)
        #expect(grid.text(row: 14).hasPrefix("›"), "the list keeps its marker")
        #expect(grid[0, 14].style.role == .dim && grid[5, 14].style.role != .selected)
        #expect(grid.text(row: 2).hasPrefix("│ › Prompt"))
        screen.focusList()
        grid = screen.view(size: F.standard)
        #expect(grid[0, 14].style.role == .selected && grid[20, 14].style.role == .selected)
        #expect(!grid.text(row: 2).contains("›"))
    }

    @Test func errorsUseTheErrorRole() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.press(.ctrl("s"))
        let grid = screen.view(size: F.standard)
        #expect(grid.text(row: 22, trimmingTrailingSpaces: true) == " The prompt must not be empty.")
        #expect(grid[1, 22].style.role == .error)
    }

    @Test func hostileCardTextNeverReachesTheGridRaw() {
        var screen = CardEditScreen(deck: F.full)
        screen.focusList()
        screen.press(.end, .enter)  // café into the form …
        screen.focusList()
        screen.press(.up, .enter)  // … then the hostile card
        for size in [F.standard, F.minimum, F.large] {
            let grid = screen.view(size: size)
            for y in 0..<size.height {
                for cell in grid.row(y) {
                    #expect(!cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                }
            }
            #expect(grid.lines.joined().contains("Evil␛[2J prompt"))
        }
    }

    @Test func everySizeDrawsWithoutTrouble() {
        var screen = CardEditScreen(deck: F.full)
        screen.type("猫🎉")
        for width in [0, 1, 5, 39, 40, 41, 80, 120, 300] {
            for height in [0, 1, 13, 14, 15, 24, 60] {
                let size = Size(width: width, height: height)
                let grid = screen.view(size: size)
                #expect(grid.size == size)
                if let cursor = screen.cursor(size: size) {
                    #expect(Rect(size: size).contains(cursor), "\(size)")
                }
            }
        }
    }

    // MARK: Cursor

    @Test func cursorFollowsTheFocus() {
        var screen = CardEditScreen(deck: F.fruits)
        #expect(screen.cursor(size: F.standard) == Point(x: 12, y: 2))
        screen.type("abc")
        #expect(screen.cursor(size: F.standard) == Point(x: 15, y: 2))
        screen.press(.enter)
        #expect(screen.cursor(size: F.standard) == Point(x: 12, y: 3))
        screen.press(.ctrl("n"))
        #expect(screen.cursor(size: F.standard) == Point(x: 12, y: 4))
        screen.press(.tab)
        #expect(screen.cursor(size: F.standard) == Point(x: 14, y: 6), "on the picker's badge")
        screen.press(.tab)
        #expect(screen.cursor(size: F.standard) == Point(x: 12, y: 7), "in Tags")
        screen.press(.tab)
        #expect(screen.cursor(size: F.standard) == Point(x: 14, y: 8), "on the kind picker's name")
        screen.press(.tab)
        #expect(screen.cursor(size: F.standard) == Point(x: 12, y: 11), "on [Add]")
        screen.press(.tab, .down, .down)
        #expect(screen.cursor(size: F.standard) == Point(x: 2, y: 16), "on the selected card")
        screen.press(.character("/"))
        screen.type("ap")
        #expect(screen.cursor(size: F.standard) == Point(x: 5, y: 13), "after the query")
        #expect(screen.cursor(size: Size(width: 39, height: 14)) == nil)
    }

    // MARK: Mouse and resize

    @Test func clicksFocusSelectEditAndPress() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.click(Point(x: 30, y: 16))
        #expect(screen.focus == .list && screen.list.selection == 2)
        screen.click(Point(x: 30, y: 16))
        #expect(screen.isEditing && screen.prompt.text == "cherry", "a click on the selected row edits it")
        screen.click(Point(x: 30, y: 4))
        #expect(screen.focus == .answer)
        screen.click(Point(x: 5, y: 2))
        #expect(screen.focus == .prompt)

        let arrows = CardEditFormView.pickerArrows(wordType: screen.wordType, in: screen.layout(for: F.standard).wordType)
        screen.click(arrows.next)
        #expect(screen.focus == .wordType && screen.wordType == .verb)
        screen.click(Point(x: 30, y: 7))
        #expect(screen.focus == .tags)
        let kindArrows = CardEditFormView.kindArrows(screen.kind, in: screen.layout(for: F.standard).kind)
        screen.click(kindArrows.next)
        #expect(screen.focus == .kind && screen.kind == .reversed)
        screen.click(kindArrows.previous)
        #expect(screen.kind == .basic)
        let effects = screen.click(Point(x: 13, y: 11))  // [Save]
        #expect(effects == [.save(screen.deck)])
        #expect(screen.deck.cards[2].wordType == .verb)

        screen.click(Point(x: 3, y: 13))
        #expect(screen.focus == .filter)
        screen.click(Point(x: 60, y: 13))
        #expect(screen.focus == .list)
    }

    @Test func generateAndCancelButtons() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("goose")
        let layout = screen.layout(for: F.standard)
        let generate = layout.buttons.first { $0.kind == .generate }!
        #expect(screen.click(generate.rect.origin) == [.define(word: "goose", request: 1)])
        screen.focusList()
        screen.press(.enter)
        let cancel = screen.layout(for: F.standard).buttons.first { $0.kind == .cancel }!
        #expect(screen.click(cancel.rect.origin) == [])
        #expect(!screen.isEditing && screen.focus == .list)
    }

    @Test func wheelScrollsTheListAndHelpSwallowsClicks() {
        let many = (1...40).map { ("card \($0)", "answer \($0)", WordType?.none) }
        var screen = CardEditScreen(deck: F.deck("Many", many))
        let wheel = { (button: MouseEvent.Button) in InputEvent.mouse(MouseEvent(kind: .press, button: button, position: Point(x: 10, y: 12))) }
        screen.handle(wheel(.wheelDown), now: F.at(1), size: F.standard)
        screen.handle(wheel(.wheelDown), now: F.at(1), size: F.standard)
        #expect(screen.list.selection == 6)
        screen.handle(wheel(.wheelUp), now: F.at(1), size: F.standard)
        #expect(screen.list.selection == 3)
        screen.press(.function(1))
        screen.click(Point(x: 30, y: 12))
        #expect(!screen.isHelpVisible && screen.list.selection == 3, "the click only closed help")
    }

    @Test func resizeKeepsTheSelectionOnScreen() {
        let many = (1...40).map { ("card \($0)", "answer \($0)", WordType?.none) }
        var screen = CardEditScreen(deck: F.deck("Many", many))
        screen.focusList()
        screen.press(.character("G"), size: F.large)
        #expect(screen.list.selection == 39)
        screen.handle(.resize(F.minimum), now: F.at(1), size: F.minimum)
        let rows = ListViewState.visibleRows(height: screen.layout(for: F.minimum).list.height)
        #expect(screen.list.scrollOffset == 40 - rows)
        #expect(screen.view(size: F.minimum).lines[9 + rows].contains("card 40"))
    }
}

extension String {
    /// Cells before `needle` in an ASCII-prefixed line (test helper).
    fileprivate func distance(of needle: String) -> Int {
        guard let range = range(of: needle) else { return -1 }
        return DisplayWidth.of(self[..<range.lowerBound])
    }
}

import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// A deck of 100,000 cards opens, draws, scrolls, filters and deletes.
/// No timing assertions (the benchmark measures: `flashzilla-bench render`);
/// these check that it works and that scrolling never builds the filter index.
struct CardEditScaleTests {
    typealias F = CardEditFixtures
    static let count = 100_000

    static let deck: Deck = {
        let types: [WordType?] = [nil] + WordType.allCases
        let cards = (0..<count).map { i in
            try! Card(prompt: "card \(i)", answer: "answer \(i)", wordType: types[i % types.count], createdAt: F.created)
        }
        return Deck(name: "Huge", cards: cards)
    }()

    @Test func hundredThousandCardsRenderAndScroll() {
        let size = F.large
        var screen = CardEditScreen(deck: Self.deck)
        let layout = screen.layout(for: size)
        let rows = ListViewState.visibleRows(height: layout.list.height)
        var grid = screen.view(size: size)
        #expect(grid.text(row: layout.list.minY).contains("card 0 "))
        #expect(grid.text(row: layout.listHeader.minY).contains("100000 cards"))

        screen.press(.backTab, size: size)
        screen.press(.end, size: size)
        grid = screen.view(size: size)
        #expect(grid.text(row: layout.list.maxY - 1).contains("card 99999 "))
        #expect(screen.cursor(size: size) == Point(x: 2, y: layout.list.maxY - 1))

        screen.press(.pageUp, .pageUp, .up, size: size)
        #expect(screen.list.selection == Self.count - 1 - 2 * rows - 1)
        let wheel = InputEvent.mouse(MouseEvent(kind: .press, button: .wheelDown, position: Point(x: 5, y: layout.list.minY)))
        screen.handle(wheel, now: F.at(1), size: size)
        #expect(screen.list.selection == Self.count - 2 * rows - 2 + CardEditScreen.wheelStep)
        grid = screen.view(size: size)
        #expect(grid.lines.joined().contains("card \(screen.list.selection) "))
        #expect(screen.filter.index == nil, "scrolling never touches the filter index")
    }

    @Test func hundredThousandCardsFilterDeleteAndUndo() {
        let size = F.large
        var screen = CardEditScreen(deck: Self.deck)
        screen.press(.backTab, .character("/"), size: size)
        screen.type("1234", size: size)
        // 1234, 11234 … 91234, 12340 … 12349
        #expect(screen.rowCount == 20)
        #expect(screen.view(size: size).lines.joined().contains("20 of 100000 cards"))
        screen.press(.enter, .end, size: size)  // keep the filter, then the last match
        #expect(screen.deck.cards[screen.selectedCardIndex!].prompt == "card 91234")
        let effects = screen.press(.character("d"), size: size)
        #expect(effects.count == 1)
        #expect(screen.deck.cards.count == Self.count - 1)
        #expect(!screen.deck.cards.contains { $0.prompt == "card 91234" })
        #expect(screen.rowCount == 19)
        screen.press(.character("u"), size: size)
        #expect(screen.deck == Self.deck)
        #expect(screen.rowCount == 20)
    }
}

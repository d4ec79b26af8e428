import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Suspend, bury and flags on the card editor's list: keys toggle, rows show letters.
@Suite("Card list marks")
struct CardListMarksTests {
    typealias F = CardEditFixtures

    @Test("@ suspends the selected card and @ again unsuspends it; each change goes to the store")
    func suspendToggles() throws {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        let card = screen.deck.cards[0]
        let suspend = screen.press(.character("@"))
        #expect(suspend == [.setMarks(CardMarkChange(deckID: screen.deck.id, cardID: card.id, marks: CardMarks(isSuspended: true)))])
        #expect(screen.status == .info("Suspended “\(card.prompt)”"))
        #expect(screen.press(.character("@")) == [.setMarks(CardMarkChange(deckID: screen.deck.id, cardID: card.id, marks: CardMarks()))])
        #expect(screen.status == .info("Unsuspended “\(card.prompt)”") && screen.marks.isEmpty)
    }

    @Test("- buries until the next day start given, - again unburies; f then 3 flags green, ^3 clears it")
    func buryAndFlag() {
        var screen = CardEditScreen(deck: F.fruits)
        let tomorrow = F.at(10).addingTimeInterval(3_600)
        screen.marksLoaded(DeckMarks(nextDayStart: tomorrow))
        screen.focusList()
        let id = screen.deck.cards[0].id
        screen.press(.character("-"))
        #expect(screen.marks[id] == CardMarks(buriedUntil: tomorrow) && screen.status == .info("Buried until tomorrow"))
        screen.press(.character("="))
        #expect(screen.marks[id] == nil)
        screen.press(.character("f"), .character("3"))
        #expect(screen.marks[id]?.flag == .green && screen.status == .info("Flag: green"))
        screen.press(.ctrl("3"))
        #expect(screen.marks[id] == nil && screen.status == .info("Flag cleared"))
    }

    @Test("rows show their marks in letters at the right end (golden)")
    func rowsShowMarks() {
        var screen = CardEditScreen(deck: F.fruits)
        let ids = screen.deck.cards.map(\.id)
        screen.marksLoaded(DeckMarks(marks: [ids[0]: CardMarks(isSuspended: true), ids[1]: CardMarks(buriedUntil: F.at(99_999)),
                                             ids[2]: CardMarks(flag: .red, isLeech: true)]))
        screen.focusList()
        let grid = screen.view(size: F.standard)
        expectGolden(grid, named: "card-list-marks-80x24")
        #expect(grid.lines.contains { $0.hasSuffix("S ") || $0.hasSuffix("S") })
        #expect(grid.lines.contains { $0.contains("⚑rL") })
    }
}

@Suite("Marks in words")
struct SpokenMarksTests {
    @Test("the card list and Review say a marked card's marks after it; an unmarked card says none")
    func spoken() {
        var list = CardEditScreen(deck: CardEditFixtures.fruits)
        list.marksLoaded(DeckMarks(marks: [list.deck.cards[0].id: CardMarks(isSuspended: true, flag: .red)]))
        list.focusList()
        let context = ScreenContext(moment: .zero, date: CardEditFixtures.at(10), size: CardEditFixtures.standard)
        #expect(list.describe(in: context).contains("Suspended, flag red."))
        var review = ReviewFixtures.screen().afterKeys(.character("f"), .character("2"))
        review.feedback = nil
        let said = review.describe(in: ScreenContext(moment: .zero, date: ReviewFixtures.date, size: ReviewFixtures.standard))
        #expect(said.count == 2 && said[1] == "Flag orange.")
        #expect(CardMarksLabel.spoken(CardMarks()) == nil)
    }
}

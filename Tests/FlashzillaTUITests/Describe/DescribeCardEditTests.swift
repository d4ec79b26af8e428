import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// What a screen reader hears in the card editor: the focused field or the selected card,
/// the filter, and what an undo undid.
struct DescribeCardEditTests {
    typealias F = CardEditFixtures
    let context = ScreenContext(moment: .zero, date: F.created, size: F.standard)

    @Test func theFieldBeingTypedInComesFirst() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("gato")
        #expect(screen.describe(in: context) == ["Prompt: gato.", "New card for Fruit."])
        screen.press(.tab)
        #expect(screen.describe(in: context) == ["Answer: empty.", "New card for Fruit."])
    }

    @Test func aFieldEndingInAFullStopGetsNoSecond() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("Is it ripe?")
        #expect(screen.describe(in: context).first == "Prompt: Is it ripe?")
    }

    @Test func theSelectedCardInTheList() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.down)
        #expect(screen.describe(in: context) == ["2. banana, noun: a long curved yellow fruit.", "Row 2 of 4."])
    }

    @Test func undoSaysWhatItUndid() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.character("d"), .character("u"))
        #expect(screen.describe(in: context) == [
            "1. apple, noun: a round fruit with red or green skin.",
            "Row 1 of 4.",
            "Undone: deleted card “apple”.",
        ])
    }

    @Test func theFilterSaysHowManyMatch() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.character("/"))
        screen.type("ap")
        #expect(screen.describe(in: context) == [
            "Filter: ap, 2 cards match.",
            "1. apple, noun: a round fruit with red or green skin.",
            "Row 1 of 2.",
        ])
        screen.type("zz")
        #expect(screen.describe(in: context) == ["Filter: apzz, 0 cards match.", "No card matches."])
    }

    @Test func aKeptFilterIsSaidWithTheList() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.character("/"))
        screen.type("ap")
        screen.press(.enter)
        #expect(screen.focus == .list)
        #expect(screen.describe(in: context) == [
            "Filter: ap, 2 cards match.",
            "1. apple, noun: a round fruit with red or green skin.",
            "Row 1 of 2.",
        ])
    }

    @Test func anEmptyDeckAndHostileText() {
        var empty = CardEditScreen(deck: F.empty)
        empty.focusList()
        #expect(empty.describe(in: context) == ["No cards yet."])
        var full = CardEditScreen(deck: F.full)
        full.focusList()
        full.press(.end, .up)
        let lines = full.describe(in: context)
        #expect(lines == ["14. Evil␛[2J prompt: answer with a bell␇ and CSI ␛[31m.", "Row 14 of 15."])
        #expect(!lines.joined().contains("\u{1B}") && !lines.joined().contains("\u{9B}"))
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The card editor's Tags field (issue 33): tags typed with the card, loaded with it for an
/// edit, and Tab completing one from the deck's tags.
@Suite struct CardEditTagsFieldTests {
    typealias F = CardEditFixtures

    /// Focus on Tags (three Tabs from Prompt).
    func onTags(_ deck: Deck = CardTagsTests.taggedDeck()) -> CardEditScreen {
        var screen = CardEditScreen(deck: deck)
        screen.type("gato")
        screen.press(.tab)
        screen.type("cat")
        screen.press(.tab, .tab)
        #expect(screen.focus == .tags)
        return screen
    }

    @Test func aNewCardKeepsItsTagsSplitAtSpacesOnceEachWithoutHash() {
        var screen = onTags()
        screen.type("animals #nouns animals")
        let effects = screen.press(.enter)
        #expect(effects.count == 1)
        #expect(screen.deck.cards.last?.tags == ["animals", "nouns"])
        #expect(screen.tags.text.isEmpty, "the form is cleared for the next card")
    }

    @Test func editingACardShowsItsTagsAndSavesChangedOnes() throws {
        var screen = CardEditScreen(deck: CardTagsTests.taggedDeck())
        screen.focusList()
        screen.press(.enter)
        #expect(screen.tags.text == "verbs motion")
        screen.press(.tab, .tab, .tab)
        screen.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        screen.type("sport")
        let effects = screen.press(.enter, at: F.at(99))
        let saved = try #require(screen.deck.cards.first)
        #expect(effects == [.save(screen.deck)])
        #expect(saved.tags == ["verbs", "sport"] && saved.updatedAt == F.at(99))
        // Undo puts the old tags back.
        screen.press(.character("u"))
        #expect(screen.deck.cards.first?.tags == ["verbs", "motion"])
    }

    @Test func tabCompletesATagFromTheDeck() {
        var screen = onTags()
        screen.type("mo")
        screen.press(.tab)
        #expect(screen.tags.text == "motion " && screen.focus == .tags, "one match: the whole tag and a space")
        // Several: as far as they agree, and the status line names them.
        screen.type("n")
        screen.press(.tab)
        #expect(screen.tags.text == "motion nouns ", "nouns is the only other tag starting n")
        var several = onTags(Deck(name: "T", cards: [tagged(1, ["verb", "verbs", "vocab"])]))
        several.type("ve")
        several.press(.tab)
        #expect(several.tags.text == "verb" && several.status?.text == "2 tags: #verb #verbs")
        #expect(several.describe(in: .at(.zero)).contains("2 tags: #verb #verbs."))
        // Any case; a tag already typed is not offered again.
        var cased = onTags()
        cased.type("VER")
        cased.press(.tab)
        #expect(cased.tags.text == "verbs ")
    }

    @Test func tabWithNothingToCompleteMovesOn() {
        var screen = onTags()
        screen.press(.tab)
        #expect(screen.focus == .kind, "an empty field")
        var unknown = onTags()
        unknown.type("zzz")
        unknown.press(.tab)
        #expect(unknown.focus == .kind && unknown.tags.text == "zzz")
        var afterSpace = onTags()
        afterSpace.type("mo ")
        afterSpace.press(.tab)
        #expect(afterSpace.focus == .kind)
    }

    @Test func committedTagsAreOfferedNext() {
        var screen = onTags(F.empty)
        screen.press(.tab)  // nothing known yet: the list of tags is gathered, empty
        screen.press(.backTab)
        screen.type("grammar")
        screen.press(.enter)
        screen.type("dos")
        screen.press(.tab)
        screen.type("two")
        screen.press(.tab, .tab)
        screen.type("gr")
        screen.press(.tab)
        #expect(screen.tags.text == "grammar ")
    }

    @Test func theFormDrawsAndSaysTheTagsRow() {
        var screen = onTags()
        screen.type("verbs")
        let grid = screen.view(size: F.standard)
        #expect(grid.text(row: 7).hasPrefix("│ › Tags    verbs"))
        #expect(screen.cursor(size: F.standard) == Point(x: 17, y: 7))
        #expect(screen.describe(in: .at(.zero)).first == "Tags: verbs.")
        let minimum = screen.view(size: F.minimum)
        #expect(minimum.lines.contains { $0.hasPrefix("│ › Tags    verbs") })
    }

    @Test func parsedTagsDropsHashesAndRepeats() {
        #expect(CardEditScreen.parsedTags("  #a b\ta #c # ") == ["a", "b", "c"])
        #expect(CardEditScreen.parsedTags("") == [])
    }

    func tagged(_ n: Int, _ tags: [String]) -> Card {
        var card = F.card(n, "p\(n)", "a\(n)")
        card.tags = tags
        return card
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Tags are not write-only (issue 18): the card list shows them after the answer, and the
/// `/` filter finds `#tag`.
@Suite struct CardTagsTests {
    typealias F = CardEditFixtures

    static func taggedDeck() -> Deck {
        var verb = F.card(1, "run", "to move fast", .verb)
        verb.tags = ["verbs", "motion"]
        var noun = F.card(2, "table", "a piece of furniture", .noun)
        noun.tags = ["nouns"]
        let plain = F.card(3, "quickly", "fast", .adverb)
        return Deck(name: "Tagged", cards: [verb, noun, plain])
    }

    func text(_ screen: CardEditScreen) -> String {
        screen.view(size: F.standard).lines.joined(separator: "\n")
    }

    @Test func theListShowsEachCardsTags() {
        let shown = text(CardEditScreen(deck: Self.taggedDeck()))
        #expect(shown.contains("#verbs #motion"))
        #expect(shown.contains("#nouns"))
    }

    @Test func theFilterFindsATag() {
        var screen = CardEditScreen(deck: Self.taggedDeck())
        screen.focusList()
        screen.press(.character("/"))
        screen.type("#verbs")
        #expect(screen.rowCount == 1)
        #expect(text(screen).contains("run"))
        #expect(!text(screen).contains("table"))
        var byTag = CardEditScreen(deck: Self.taggedDeck())
        byTag.focusList()
        byTag.press(.character("/"))
        byTag.type("#noun")
        #expect(byTag.rowCount == 1 && text(byTag).contains("table"))
    }
}

/// Adding a card whose prompt is already in the deck says so (issue 18), and still adds it.
@Suite struct CardSamePromptTests {
    typealias F = CardEditFixtures

    @Test func theEditorNamesTheCardWithTheSamePrompt() {
        var screen = CardEditScreen(deck: CardTagsTests.taggedDeck())
        screen.type("table")
        screen.press(.enter)
        screen.type("a flat surface")
        screen.press(.enter)
        #expect(screen.deck.cards.count == 4)
        #expect(screen.view(size: F.standard).lines.joined().contains("card 2 has the same prompt"))
        screen.type("chair")
        screen.press(.enter)
        screen.type("to sit on")
        screen.press(.enter)
        #expect(!screen.view(size: F.standard).lines.joined().contains("same prompt"))
    }

    @Test func theDeckFindsAPromptByItsBytes() {
        let deck = CardTagsTests.taggedDeck()
        #expect(deck.indexOfCard(withPrompt: "table") == 1)
        #expect(deck.indexOfCard(withPrompt: "Table") == nil)
        #expect(deck.indexOfCard(withPrompt: "tab") == nil)
    }
}

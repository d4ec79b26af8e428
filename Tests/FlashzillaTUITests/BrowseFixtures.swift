import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// Decks, sizes and helpers for the browse-screen tests. Names start with
/// "browse" so they cannot collide with other screens' fixtures.
enum BrowseFixtures {
    static let standard = Size(width: 80, height: 24)
    static let small = Size(width: 40, height: 12)
    static let created = Date(timeIntervalSince1970: 0)
    static let edited = Date(timeIntervalSince1970: 1_000_000)

    static func card(_ n: Int, _ prompt: String, _ answer: String, _ type: WordType? = nil) -> Card {
        let id = UUID(uuidString: String(format: "B0000000-0000-0000-0000-%012d", n))!
        return try! Card(id: id, prompt: prompt, answer: answer, wordType: type, createdAt: created)
    }

    static func deck(_ name: String = "Vocabulary", _ cards: [Card]) -> Deck {
        Deck(id: UUID(uuidString: "B00DDECC-0000-0000-0000-000000000000")!, name: name, color: .blue, cards: cards)
    }

    /// Three words: a noun, a verb, and one without a word type.
    static let words = deck("Vocabulary", [
        card(1, "apple", "A round fruit with red, green or yellow skin and crisp white flesh.", .noun),
        card(2, "run", "To move quickly on foot, so that both feet leave the ground at each step.", .verb),
        card(3, "serendipity", "Finding something good without looking for it."),
    ])

    static let empty = deck("Nothing here", [])

    static func screen(_ deck: Deck = words, animations: Bool = true) -> BrowseScreen {
        BrowseScreen(deck: deck, options: StudyOptions(animations: animations), now: .zero)
    }
}

func browseAt(_ s: Double) -> Moment { .seconds(s) }

extension BrowseScreen {
    /// After `keys`, each through `handle` at `now`, at the standard size.
    func afterKeys(_ keys: Key..., at now: Moment = .zero, size: Size = BrowseFixtures.standard) -> BrowseScreen {
        var copy = self
        for key in keys { copy.handle(.key(key), now: now, date: BrowseFixtures.edited, size: size) }
        return copy
    }

    /// After typing `text` a character at a time.
    func afterTyping(_ text: String, at now: Moment = .zero) -> BrowseScreen {
        var copy = self
        for character in text { copy.handle(.key(.character(character)), now: now, date: BrowseFixtures.edited, size: BrowseFixtures.standard) }
        return copy
    }

    /// Handles one key and returns its effects along with the new screen.
    func effects(of key: Key, at now: Moment = .zero, size: Size = BrowseFixtures.standard) -> (BrowseScreen, [BrowseEffect]) {
        var copy = self
        let effects = copy.handle(.key(key), now: now, date: BrowseFixtures.edited, size: size)
        return (copy, effects)
    }
}

import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// Decks, dates and key helpers for the card edit screen tests. Names
/// start with "card" so they cannot collide with other screens' fixtures.
enum CardEditFixtures {
    static let standard = Size(width: 80, height: 24)
    static let minimum = Size(width: 40, height: 14)
    static let large = Size(width: 200, height: 60)

    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    /// A card with a fixed identity (`n` is its number) and creation date.
    static func card(_ n: Int, _ prompt: String, _ answer: String, _ type: WordType? = nil) -> Card {
        let id = UUID(uuidString: String(format: "CA4D0000-0000-0000-0000-%012d", n))!
        return try! Card(id: id, prompt: prompt, answer: answer, wordType: type, createdAt: created)
    }

    static func deck(_ name: String = "Vocabulary", _ cards: [(String, String, WordType?)]) -> Deck {
        Deck(
            id: UUID(uuidString: "CA4DDECC-0000-0000-0000-000000000000")!,
            name: name,
            color: .green,
            cards: cards.enumerated().map { card($0.offset + 1, $0.element.0, $0.element.1, $0.element.2) }
        )
    }

    static let fruitTriples: [(String, String, WordType?)] = [
        ("apple", "a round fruit with red or green skin", .noun),
        ("banana", "a long curved yellow fruit", .noun),
        ("cherry", "a small round red fruit with a stone", .noun),
        ("apricot", "a soft orange fruit like a small peach", .noun),
    ]

    static var empty: Deck { deck("Vocabulary", []) }

    static var fruits: Deck { deck("Fruit", fruitTriples) }

    /// Fifteen cards of every kind: word types and none, long text, a
    /// multi-line answer, wide glyphs and emoji, and hostile control bytes.
    static var full: Deck {
        deck("Words 🎌", [
            ("goose", "a large water bird with a long neck", .noun),
            ("run", "move fast on foot", .verb),
            ("good", "having the right qualities", .adjective),
            ("quickly", "at a fast speed", .adverb),
            ("under", "below or beneath something", .preposition),
            ("although", "in spite of the fact that", .conjunction),
            ("themselves", "those people and no others", .pronoun),
            ("ouch", "said when something hurts", .interjection),
            ("every", "each one, without exception", .determiner),
            ("ice cream", "a frozen sweet food made from milk", .phrase),
            ("What is the capital of France, the country in western Europe?", "Paris", nil),
            ("猫 (ねこ) 🐱", "cat — 漢字 with wide glyphs", nil),
            ("Haiku", "An old silent pond\nA frog jumps into the pond\nSplash! Silence again", nil),
            ("Evil\u{1B}[2J prompt", "answer with a bell\u{07} and CSI \u{9B}31m", nil),
            ("café", "a small restaurant", .noun),
        ])
    }

    /// `seconds` after the cards were created.
    static func at(_ seconds: Double) -> Date {
        created.addingTimeInterval(seconds)
    }
}

extension CardEditScreen {
    /// Types `text` key by key into whatever has focus.
    @discardableResult
    mutating func type(_ text: String, at now: Date = CardEditFixtures.at(10), size: Size = CardEditFixtures.standard) -> [CardEditEffect] {
        text.flatMap { handle(.key(.character($0)), now: now, size: size) }
    }

    /// Presses `keys` in order; the effects of all of them.
    @discardableResult
    mutating func press(_ keys: Key..., at now: Date = CardEditFixtures.at(10), size: Size = CardEditFixtures.standard) -> [CardEditEffect] {
        keys.flatMap { handle(.key($0), now: now, size: size) }
    }

    /// A left click at `point`.
    @discardableResult
    mutating func click(_ point: Point, at now: Date = CardEditFixtures.at(10), size: Size = CardEditFixtures.standard) -> [CardEditEffect] {
        handle(.mouse(MouseEvent(kind: .click, button: .left, position: point)), now: now, size: size)
    }

    /// Tabs round to the list.
    mutating func focusList() {
        for _ in 0..<8 where focus != .list { press(.tab) }
    }

    /// The screen as text, one string.
    func text(size: Size = CardEditFixtures.standard) -> String {
        view(size: size).lines.joined(separator: "\n")
    }
}

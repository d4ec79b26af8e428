import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// Decks, sizes and helpers shared by the study-screen tests. Names start
/// with "study" so they cannot collide with other screens' fixtures.
enum StudyFixtures {
    static let small = Size(width: 40, height: 12)
    static let standard = Size(width: 80, height: 24)
    static let large = Size(width: 200, height: 60)

    /// A card with a fixed identity, so sessions are reproducible.
    static func card(_ n: Int, _ prompt: String, _ answer: String) -> Card {
        let id = UUID(uuidString: String(format: "5D0D0000-0000-0000-0000-%012d", n))!
        return try! Card(id: id, prompt: prompt, answer: answer, createdAt: Date(timeIntervalSince1970: 0))
    }

    static func deck(
        _ name: String = "Capitals",
        color: DeckColor = .teal,
        _ cards: [(String, String)],
        timeLimit: Int = 100,
        shuffle: Bool = false,
        requeueWrong: Bool = false
    ) -> Deck {
        Deck(
            id: UUID(uuidString: "5D0DDECC-0000-0000-0000-000000000000")!,
            name: name,
            color: color,
            cards: cards.enumerated().map { card($0.offset + 1, $0.element.0, $0.element.1) },
            settings: DeckSettings(timeLimit: timeLimit, shuffle: shuffle, requeueWrong: requeueWrong)
        )
    }

    static let capitalPairs: [(String, String)] = [
        ("What is the capital of France?", "Paris"),
        ("What is the capital of Japan?", "Tokyo"),
        ("What is the capital of Kenya?", "Nairobi"),
        ("What is the capital of Peru?", "Lima"),
        ("What is the capital of Canada?", "Ottawa"),
        ("What is the capital of Norway?", "Oslo"),
        ("What is the capital of Egypt?", "Cairo"),
        ("What is the capital of Chile?", "Santiago"),
        ("What is the capital of Ghana?", "Accra"),
        ("What is the capital of Nepal?", "Kathmandu"),
    ]

    /// Ten cards, 100 seconds, in order (no shuffle), wrong cards leave.
    static func capitals(timeLimit: Int = 100, shuffle: Bool = false, requeueWrong: Bool = false) -> Deck {
        deck("Capitals", capitalPairs, timeLimit: timeLimit, shuffle: shuffle, requeueWrong: requeueWrong)
    }

    /// Wide glyphs: two cells each, so misaligned borders show at once.
    static let wide = deck("日本語 🎌", color: .red, [
        ("漢字 (かんじ) 🎉 — what does it mean?", "Chinese characters 🀄 used in Japanese"),
        ("猫 🐱", "cat"),
    ], timeLimit: 0)

    /// Card text trying to drive the terminal.
    static let hostile = deck("Evil\u{1B}[2J deck", color: .purple, [
        ("\u{1B}[31mRED\u{1B}[0m alert\u{7}", "tab\there\u{0}nul\u{9B}2J"),
    ])

    static let empty = deck("Nothing here", color: .gray, [])

    /// A screen started at moment 0 with seed 42.
    static func screen(_ deck: Deck = capitals(), animations: Bool = true) -> StudyScreen {
        StudyScreen(deck: deck, seed: 42, options: StudyOptions(animations: animations), now: .zero)
    }
}

/// A moment `s` seconds after the origin.
func studyAt(_ s: Double) -> Moment { .seconds(s) }

/// The moment `ms` milliseconds after `start`.
func studyAt(_ start: Moment, plus ms: Int) -> Moment { start + .milliseconds(ms) }

extension StudyScreen {
    /// The screen after `messages`, all at `now`, at the standard size.
    func after(_ messages: StudyMessage..., at now: Moment, size: Size = StudyFixtures.standard) -> StudyScreen {
        var copy = self
        for message in messages { copy.update(message, now: now, size: size) }
        return copy
    }

    /// After one key press (through the keymap, as the run loop sends it).
    func afterKey(_ key: Key, at now: Moment, size: Size = StudyFixtures.standard) -> StudyScreen {
        var copy = self
        copy.handle(.key(key), now: now, size: size)
        return copy
    }
}

extension Grid {
    /// The first cell whose grapheme is `text`'s first character and where
    /// the row continues with `text`; nil if absent.
    func find(_ text: String) -> Point? {
        for y in 0..<size.height {
            let cells = Array(row(y))
            let row = self.text(row: y)
            guard row.contains(text) else { continue }
            // Walk the cells (continuations hold "") to map text to columns.
            for x in cells.indices where !cells[x].isContinuation {
                let rest = cells[x...].reduce(into: "") { $0 += $1.grapheme }
                if rest.hasPrefix(text) { return Point(x: x, y: y) }
            }
        }
        return nil
    }
}

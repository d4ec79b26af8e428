import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Deck file names")
struct DeckFileNameTests {
    @Test("slugs are lowercase ASCII words joined by hyphens", arguments: [
        ("World Capitals", "world-capitals"),
        ("Español básico", "espanol-basico"),
        ("ÉCOLE Élémentaire", "ecole-elementaire"),
        ("日本語", "deck"),
        ("ΑΒΓ Ελληνικά", "deck"),
        ("日本語 vocab", "vocab"),
        ("../../etc/passwd", "etc-passwd"),
        (".hidden", "hidden"),
        ("..", "deck"),
        ("a/b\\c", "a-b-c"),
        ("Tom's deck", "toms-deck"),
        ("Tom’s deck", "toms-deck"),
        ("Straße", "strasse"),
        ("Æsir Øre Łódź", "aesir-ore-lodz"),
        ("  --Hello,   World!!--  ", "hello-world"),
        ("ﬁne ﬂow", "fine-flow"),
        ("", "deck"),
        ("!!!", "deck"),
        ("C++ & C#", "c-c"),
        ("Ünïcödé 2024", "unicode-2024"),
        ("Chapter 1: The Beginning", "chapter-1-the-beginning"),
        ("emoji 😀 deck", "emoji-deck"),
        ("tab\tand\nnewline", "tab-and-newline"),
        ("ＦＵＬＬ　ＷＩＤＴＨ", "full-width"),
    ])
    func slug(name: String, expected: String) {
        #expect(DeckFileName.slug(for: name) == expected)
    }

    @Test("slugs are at most 60 characters and never end in a hyphen")
    func length() {
        #expect(DeckFileName.slug(for: String(repeating: "a", count: 200)) == String(repeating: "a", count: 60))
        let words = String(repeating: "abcd ", count: 30)
        let slug = DeckFileName.slug(for: words)
        #expect(slug.count <= 60 && !slug.hasSuffix("-"))
        #expect(slug == String(repeating: "abcd-", count: 12).dropLast().description)
    }

    @Test("any name gives a safe slug")
    func safeForAnyName() throws {
        var generator = SeededGenerator(seed: 42)
        let pattern = try Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
        for _ in 0..<2_000 {
            let name = String.random(using: &generator, maxLength: 30) + String(repeating: ".", count: Int.random(in: 0...2, using: &generator))
            let slug = DeckFileName.slug(for: name)
            #expect(slug.wholeMatch(of: pattern) != nil, "\(name) → \(slug)")
            #expect(slug.count <= 60)
        }
    }

    @Test("collision candidates count up from 2")
    func candidates() {
        #expect((1...3).map { DeckFileName.candidate("capitals", attempt: $0) } == ["capitals.json", "capitals-2.json", "capitals-3.json"])
    }

    @Test("only visible .json files are decks", arguments: [
        ("capitals.json", true), ("Capitals.JSON", true), (".capitals.json", false), ("capitals.json.tmp", false),
        (".capitals.json.1234.tmp", false), ("notes.txt", false), ("capitals", false), (".trash", false),
    ])
    func deckFiles(name: String, isDeck: Bool) {
        #expect(DeckFileName.isDeckFile(name) == isDeck)
    }
}

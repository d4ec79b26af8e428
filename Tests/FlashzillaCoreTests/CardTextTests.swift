import Foundation
import Testing
@testable import FlashzillaCore

/// A card keeps its prompt and answer in one String; these check that nothing about the
/// two texts changed for anyone reading, comparing or hashing cards.
@Suite("Card text")
struct CardTextTests {
    static let date = Date(timeIntervalSince1970: 0)

    func card(_ prompt: String, _ answer: String, id: UUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))) -> Card {
        try! Card(id: id, prompt: prompt, answer: answer, createdAt: Self.date)
    }

    @Test(arguments: [
        ("a", "b"), ("short", "text"), ("What is the capital city of Scotland?", "Edinburgh"),
        ("東京", "Tokyo 🗼"), ("café", "\u{301}accent first"), ("line\none", "tab\tand \"quote\""),
        (String(repeating: "long prompt ", count: 200), String(repeating: "long answer ", count: 300)),
    ])
    func promptAndAnswerComeBackUnchanged(prompt: String, answer: String) {
        let made = card(prompt, answer)
        #expect(made.prompt == prompt.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(made.answer == answer.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(Array(made.prompt.utf8) == Array(prompt.trimmingCharacters(in: .whitespacesAndNewlines).utf8))
        made.withTextUTF8 { p, a in
            #expect(Array(p) == Array(made.prompt.utf8))
            #expect(Array(a) == Array(made.answer.utf8))
        }
    }

    @Test func theSplitBetweenPromptAndAnswerMatters() {
        #expect(card("ab", "cd") != card("abc", "d"))
        #expect(card("ab", "cd") == card("ab", "cd"))
    }

    @Test func canonicallyEquivalentTextIsEqualAndHashesAlike() {
        let composed = card("caf\u{E9}", "r\u{E9}sum\u{E9}")
        let decomposed = card("cafe\u{301}", "re\u{301}sume\u{301}")
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(Set([composed, decomposed]).count == 1)
    }

    @Test func otherFieldsStillCount() {
        let base = card("p", "a")
        var other = base
        other.tags = ["x"]
        #expect(base != other)
        other = base
        other.wordType = .noun
        #expect(base != other)
        #expect(base != card("p", "a", id: UUID()))
    }

    @Test func editReplacesBothTextsAndKeepsTheRest() throws {
        var edited = card("old prompt that is long enough", "old answer")
        edited.tags = ["kept"]
        try edited.edit(prompt: "  new  ", answer: "a much longer answer than before", at: Date(timeIntervalSince1970: 5))
        #expect(edited.prompt == "new" && edited.answer == "a much longer answer than before")
        #expect(edited.tags == ["kept"] && edited.updatedAt == Date(timeIntervalSince1970: 5) && edited.createdAt == Self.date)
        #expect(throws: CardError.empty(.answer)) { try edited.edit(prompt: "p", answer: " ", at: Self.date) }
        #expect(edited.answer == "a much longer answer than before")
    }
}

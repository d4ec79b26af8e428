import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Status messages and card-list columns use the room they have (issue 18: prompts were
/// cut at ~30–34 columns while the rest of the row stood empty).
@Suite struct StatusLineTests {
    func card(_ prompt: String, _ answer: String) -> Card { try! Card(prompt: prompt, answer: answer, createdAt: .init(timeIntervalSince1970: 0)) }

    static let prompt = "What is the capital of France, the country in western Europe?"

    @Test func aWideRowShowsTheWholeQuote() {
        let message = "Deleted \(CardEditScreen.quoted(Self.prompt)). u undoes."
        let fitted = StatusLine.fit(message, width: 78)
        #expect(fitted == "Deleted “What is the capital of France, the country in western Eu…”. u undoes.")
        #expect(DisplayWidth.of(fitted) == 78)
        #expect(StatusLine.fit(message, width: 100) == "Deleted “\(Self.prompt)”. u undoes.")
    }

    @Test func aNarrowRowShortensTheQuoteAndKeepsTheWordsAroundIt() {
        let message = "Deleted \(CardEditScreen.quoted(Self.prompt)). u undoes."
        let fitted = StatusLine.fit(message, width: 40)
        #expect(fitted == "Deleted “What is the capita…”. u undoes.")
        #expect(DisplayWidth.of(fitted) <= 40)
        // Too narrow even for the words: cut like any text.
        #expect(StatusLine.fit(message, width: 12) == "Deleted “Wh…")
        // No quote: cut at the end.
        #expect(StatusLine.fit("Saved, merged with changes made on disk.", width: 20) == "Saved, merged with …")
    }

    @Test func controlCharactersInTheQuoteNeverReachTheRow() {
        let fitted = StatusLine.fit("Added \(CardEditScreen.quoted("a\u{1B}[2Jb\nc")).", width: 80)
        #expect(!fitted.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func promptsGetTheRoomAnswersLeave() {
        let cards = [card(Self.prompt, "Paris"), card("run", "move fast on foot")]
        // Both whole: the prompt column is the longest prompt.
        #expect(CardEditRowView.promptWidth(room: 100, cards: cards) == 61)
        // Not both: the answers keep their 17 columns, the prompts take the rest.
        #expect(CardEditRowView.promptWidth(room: 60, cards: cards) == 41)
        // Long answers too: the prompts keep two fifths of the row.
        let long = cards + [card("x", String(repeating: "long answer ", count: 10))]
        #expect(CardEditRowView.promptWidth(room: 60, cards: long) == 23)
        // Short prompts never take more than they need.
        #expect(CardEditRowView.promptWidth(room: 60, cards: [card("cat", String(repeating: "y", count: 80))]) == 3)
    }
}

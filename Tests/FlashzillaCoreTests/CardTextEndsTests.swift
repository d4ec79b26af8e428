import Foundation
import Testing
@testable import FlashzillaCore

/// A card made from imported bytes shares them only when `Card` would store them unchanged:
/// the check decodes the first and last scalar from the bytes.
@Suite struct CardTextEndsTests {
    static let pieces = [" ", "\n", "\t", "\u{0B}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{2028}", "\u{3000}", "\u{200B}",
                         "a", "Z", ".", "é", "ß", "漢", "🎉", "\u{301}", "\u{FEFF}", "\u{10FFFD}"]

    func areTrimmed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { CardTextEnds.areTrimmed($0) }
    }

    @Test func examples() {
        #expect(areTrimmed("river"))
        #expect(areTrimmed("北京"))
        #expect(areTrimmed("é x 🎉"))
        #expect(areTrimmed("\u{10FFFD}"))
        #expect(!areTrimmed(""))
        #expect(!areTrimmed(" river"))
        #expect(!areTrimmed("river\n"))
        #expect(!areTrimmed("river\u{3000}"))
        #expect(!areTrimmed("\u{A0}北京"))
        #expect(!areTrimmed("river\u{85}"))
        #expect(!areTrimmed("\u{200B}river"))
        #expect(!areTrimmed("river\u{2029}"))
    }

    /// For seeded texts, the card that shares the bytes is the card `init(prompt:answer:…)`
    /// makes, and both refuse the same texts.
    @Test func aSharedTextIsWhatValidationKeeps() {
        var random = SeededGenerator(seed: 2_711)
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        for _ in 0..<5_000 {
            func text() -> String { (0..<Int.random(in: 0...5, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined() }
            let prompt = text(), answer = text()
            let id = UUID()
            let expected = try? Card(id: id, prompt: prompt, answer: answer, createdAt: now)
            let shared = try? Card(id: id, importedText: .make(prompt: prompt, answer: answer), tags: [], createdAt: now)
            #expect(shared.map { Array($0.prompt.utf8) } == expected.map { Array($0.prompt.utf8) }, "\(prompt.debugDescription)")
            #expect(shared.map { Array($0.answer.utf8) } == expected.map { Array($0.answer.utf8) }, "\(answer.debugDescription)")
        }
    }
}

import FlashzillaCore
import Testing
@testable import FlashzillaImport

/// A card's text is trimmed of Unicode white space at both ends: the quick paths on ASCII
/// bytes give what trimming by Unicode scalars gives.
@Suite struct TrimmedForCardTests {
    static let pieces = [" ", "\n", "\t", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{200B}",
                         "a", "Z", "9", ".", "é", "漢", "🎉", "<", "~", "\u{301}"]

    /// The reference: Unicode scalars with the White_Space property taken off both ends.
    func trimmedByScalars(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...last])
    }

    @Test func trimsWhatTrimmingByScalarsTrims() {
        var random = SeededGenerator(seed: 124)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(Array(text.trimmedForCard.unicodeScalars) == Array(trimmedByScalars(text).unicodeScalars), "\(text.debugDescription)")
        }
    }

    @Test func examples() {
        #expect("meaning\nline two\n".trimmedForCard == "meaning\nline two")
        #expect(" \t x \r\n".trimmedForCard == "x")
        #expect(" \n ".trimmedForCard == "")
        #expect("\u{A0}word ".trimmedForCard == "word")
        #expect(" word\u{3000}".trimmedForCard == "word")
    }
}

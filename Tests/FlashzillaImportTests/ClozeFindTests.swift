import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaImport

/// `Cloze.find` searches UTF-8 bytes (every side of every imported card goes through it):
/// it finds what a search by characters finds, in any slice of a string.
@Suite struct ClozeFindTests {
    static let pieces = ["[", "[sound:", "sound:", "]", "{{", "{{c1::", "::", "}}", "a", " ", "é", "漢", "🎉", "<b>", "\n"]

    /// Where `needle` is in `text`, by characters: the first or the last start.
    func search(_ needle: String, in text: Substring, last: Bool) -> Range<Substring.Index>? {
        var found: Range<Substring.Index>?
        var rest = text[...]
        while let range = rest.range(of: needle) {
            found = range
            if !last { break }
            rest = rest[rest.index(after: range.lowerBound)...]
        }
        return found
    }

    @Test func findsWhatASearchByCharactersFinds() {
        var random = SeededGenerator(seed: 16)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            // A slice that starts and ends inside the string, as the cloze parser searches.
            let characters = text.count
            let from = Int.random(in: 0...characters, using: &random), to = Int.random(in: from...characters, using: &random)
            let slice = text[text.index(text.startIndex, offsetBy: from)..<text.index(text.startIndex, offsetBy: to)]
            for last in [false, true] {
                #expect(Cloze.find("[sound:", in: slice, last: last) == search("[sound:", in: slice, last: last), "\(slice.debugDescription)")
                #expect(Cloze.find("{{c", in: slice, last: last) == search("{{c", in: slice, last: last), "\(slice.debugDescription)")
                #expect(Cloze.find("}}", in: slice, last: last) == search("}}", in: slice, last: last), "\(slice.debugDescription)")
            }
        }
    }

    /// Deletions are found on the bytes: numbers, `::`, hints and text of any script.
    @Test func piecesOfDeletionsAndNearMisses() {
        #expect(Cloze.pieces("漢{{c12::字::ヒント}}🎉") == [.text("漢"), .deletion(number: 12, text: "字", hint: "ヒント"), .text("🎉")])
        #expect(Cloze.pieces("{{c1::a}}{{c2::b::}}") == [.deletion(number: 1, text: "a", hint: nil), .deletion(number: 2, text: "b", hint: "")])
        // Not deletions: no number, one colon, no end, a number too large.
        #expect(Cloze.pieces("{{c::x}}") == [.text("{{c"), .text("::x}}")])
        #expect(Cloze.pieces("{{c1:x}}") == [.text("{{c"), .text("1:x}}")])
        #expect(Cloze.pieces("{{c1::x") == [.text("{{c"), .text("1::x")])
        #expect(Cloze.pieces("{{c99999999999999999999::x}}") == [.text("{{c"), .text("99999999999999999999::x}}")])
        #expect(Cloze.pieces("{{c1\u{301}::x}}") == [.text("{{c"), .text("1\u{301}::x}}")])
    }
}

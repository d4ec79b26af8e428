import Testing
@testable import FlashzillaTUI

struct TextLayoutTests {
    func widths(_ lines: [String]) -> [Int] { lines.map { DisplayWidth.of($0) } }

    @Test func wrapsOnWordBoundaries() {
        #expect(TextLayout.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("the quick brown fox", width: 8) == ["the", "quick", "brown", "fox"])
        #expect(TextLayout.wrap("a  b   c", width: 80) == ["a b c"])
    }

    @Test func breaksWordsLongerThanTheWidthByGrapheme() {
        #expect(TextLayout.wrap("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
        #expect(TextLayout.wrap("x abcdefg", width: 3) == ["x", "abc", "def", "g"])
        #expect(TextLayout.wrap("cafe\u{301}cafe\u{301}", width: 4) == ["cafe\u{301}", "cafe\u{301}"])
    }

    @Test func wrapsWideGlyphsByDisplayWidth() {
        let lines = TextLayout.wrap("漢字漢字漢", width: 5)
        #expect(lines == ["漢字", "漢字", "漢"])
        #expect(widths(lines).allSatisfy { $0 <= 5 })
        #expect(TextLayout.wrap("🎉 party 🎉", width: 8) == ["🎉 party", "🎉"])
    }

    @Test func aGlyphWiderThanTheWholeWidthBecomesAnEllipsis() {
        #expect(TextLayout.wrap("漢a", width: 1) == ["…", "a"])
        #expect(TextLayout.truncate("漢", width: 1) == "…")
    }

    @Test func newlinesBreakOnlyWhenAsked() {
        #expect(TextLayout.wrap("one\ntwo\n\nthree", width: 10) == ["one", "two", "", "three"])
        #expect(TextLayout.wrap("one\ntwo\r\nthree", width: 20, keepNewlines: false) == ["one two three"])
    }

    @Test func ellipsisMarksTextCutByMaxLines() {
        #expect(TextLayout.wrap("aaa bbb ccc", width: 3, maxLines: 2) == ["aaa", "bb…"])
        #expect(TextLayout.wrap("aa bb cc", width: 3, maxLines: 2) == ["aa", "bb…"])
        #expect(TextLayout.wrap("aaa bbb", width: 3, maxLines: 2) == ["aaa", "bbb"])  // fits exactly
        #expect(TextLayout.wrap("one\ntwo\nthree", width: 5, maxLines: 2) == ["one", "two…"])
        #expect(TextLayout.wrap("a b c d", width: 1, maxLines: 1) == ["…"])
    }

    @Test func ellipsisNeverPushesPastTheWidthWithWideGlyphs() {
        // Last kept line is "漢字" (4 of 4): dropping 字 leaves 漢… (3 cells).
        let lines = TextLayout.wrap("漢字 漢字 漢字", width: 4, maxLines: 2)
        #expect(lines == ["漢字", "漢…"])
        // Width 5, line "a漢字" exactly full: room for … only after dropping 字.
        #expect(TextLayout.wrap("a漢字 b", width: 5, maxLines: 1) == ["a漢…"])
        for width in 1...8 {
            for maxLines in 1...3 {
                let lines = TextLayout.wrap("漢字🎉 ab 한글 かなカナ xyz", width: width, maxLines: maxLines)
                #expect(lines.count <= maxLines)
                #expect(widths(lines).allSatisfy { $0 <= width }, "width \(width) lines \(lines)")
            }
        }
    }

    @Test func degenerateWidthsAndLineCounts() {
        #expect(TextLayout.wrap("abc", width: 0) == [])
        #expect(TextLayout.wrap("abc", width: -4) == [])
        #expect(TextLayout.wrap("abc", width: 5, maxLines: 0) == [])
        #expect(TextLayout.wrap("", width: 5) == [""])
    }

    @Test func wrapSanitisesControlCharacters() {
        #expect(TextLayout.wrap("\u{1B}[31mRED", width: 20) == ["␛[31mRED"])
        #expect(TextLayout.wrap("a\tb", width: 20) == ["a b"])
    }

    @Test func truncateAtExactWidths() {
        #expect(TextLayout.truncate("hello", width: 5) == "hello")
        #expect(TextLayout.truncate("hello", width: 4) == "hel…")
        #expect(TextLayout.truncate("hello", width: 1) == "…")
        #expect(TextLayout.truncate("hello", width: 0) == "")
        #expect(TextLayout.truncate("漢字", width: 4) == "漢字")
        #expect(TextLayout.truncate("漢字", width: 3) == "漢…")
        #expect(TextLayout.truncate("漢字", width: 2) == "…")  // 漢 + … would be 3
        #expect(TextLayout.truncate("a漢字", width: 4) == "a漢…")
        #expect(TextLayout.truncate("line\nbreak", width: 20) == "line␊break")
    }

    @Test func centerPadsBothSidesWithOddSlackRight() {
        #expect(TextLayout.center("ab", width: 5) == " ab  ")
        #expect(TextLayout.center("漢", width: 5) == " 漢  ")
        #expect(TextLayout.center("abcdef", width: 4) == "abc…")
        #expect(TextLayout.center("x", width: 0) == "")
        #expect(TextLayout.centerOffset(2, in: 7) == 2)
        #expect(TextLayout.centerOffset(9, in: 7) == 0)
    }
}

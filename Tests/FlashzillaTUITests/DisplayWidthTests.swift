import Testing
@testable import FlashzillaTUI

struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ｱ", 1), ("…", 1), ("─", 1), ("❤", 1),
        ("漢", 2), ("字", 2), ("か", 2), ("カ", 2), ("한", 2), ("Ａ", 2), ("　", 2),
        ("🎉", 2), ("👩‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("👍🏽", 2), ("☝🏻", 2), ("1️⃣", 2),
        ("❤️‍🔥", 2), ("🏳️‍🌈", 2), ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{1F1EF}", 1),
        ("\u{1FAE8}", 2),  // Unicode 15 emoji, beyond the generated table's data
        ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{200B}", 0), ("\u{E0101}", 0),
        ("\u{1B}", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("\u{0}", 0),
        ("\u{AD}", 1), ("\u{600}", 1),
    ] as [(String, Int)])
    func graphemeWidth(text: String, width: Int) {
        #expect(text.count == 1, "test data must be one grapheme")
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func stringWidthIsTheSumOfGraphemes() {
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("かな") == 4)
        #expect(DisplayWidth.of("한글") == 4)
        #expect(DisplayWidth.of("café") == 4)
        #expect(DisplayWidth.of("cafe\u{301}") == 4)
        #expect(DisplayWidth.of("ﾊﾝｶｸ") == 4)
        #expect(DisplayWidth.of("a🎉b") == 4)
        #expect(DisplayWidth.of("🇯🇵🇫🇷") == 4)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func wideTableIsSortedAndDisjoint() {
        let table = DisplayWidth.wideRanges
        for (a, b) in zip(table, table.dropFirst()) {
            #expect(a.lower <= a.upper)
            #expect(a.upper < b.lower, "ranges \(a) and \(b) overlap or are unsorted")
        }
    }

    @Test func rangeBoundariesOfTheWideTable() {
        func w(_ v: UInt32) -> Int { DisplayWidth.of(Unicode.Scalar(v)!) }
        #expect(w(0x10FF) == 1 && w(0x1100) == 2 && w(0x115F) == 2 && w(0x1160) == 0)
        #expect(w(0x303E) == 2 && w(0x303F) == 1)
        #expect(w(0x4DBF) == 2 && w(0x4DC0) == 1)  // Yijing hexagrams are narrow
        #expect(w(0xFF60) == 2 && w(0xFF61) == 1)  // halfwidth forms start
        #expect(w(0x1F64F) == 2 && w(0x1F650) == 1)
        #expect(w(0x20000) == 2 && w(0x3FFFD) == 2 && w(0xE0001) == 0)
    }
}

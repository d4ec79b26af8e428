import Testing
import Foundation
@testable import FlashzillaTUI

struct SafeTextTests {
    /// No control character of any kind, and no bidi override, may survive.
    func containsNothingDangerous(_ s: String) -> Bool {
        !s.unicodeScalars.contains { v in
            v.value < 0x20 || (0x7F...0x9F).contains(v.value)
                || (0x202A...0x202E).contains(v.value) || (0x2066...0x2069).contains(v.value)
        }
    }

    @Test func everyC0ControlBecomesItsControlPicture() {
        for code in UInt32(0)...0x1F where code != 0x09 {
            let input = String(Character(Unicode.Scalar(code)!))
            let expected = String(Character(Unicode.Scalar(0x2400 + code)!))
            #expect(SafeText.sanitize(input) == expected, "C0 \(code)")
        }
        #expect(SafeText.sanitize("\u{1B}") == "␛")
        #expect(SafeText.sanitize("\u{0}") == "␀")
        #expect(SafeText.sanitize("\u{7}") == "␇")
        #expect(SafeText.sanitize("\n") == "␊")
        #expect(SafeText.sanitize("\r") == "␍")
    }

    @Test func delBecomesTheDeletePicture() {
        #expect(SafeText.sanitize("a\u{7F}b") == "a␡b")
    }

    @Test func everyC1ControlBecomesEscPlusItsSevenBitTwin() {
        for code in UInt32(0x80)...0x9F {
            let input = String(Character(Unicode.Scalar(code)!))
            let expected = "␛" + String(Character(Unicode.Scalar(code - 0x40)!))
            #expect(SafeText.sanitize(input) == expected, "C1 \(code)")
        }
        #expect(SafeText.sanitize("\u{9B}31mRED") == "␛[31mRED")
    }

    @Test func escapeSequencesAreDefanged() {
        #expect(SafeText.sanitize("\u{1B}[31mRED") == "␛[31mRED")
        #expect(SafeText.sanitize("\u{1B}]0;pwned\u{7}") == "␛]0;pwned␇")
        #expect(SafeText.sanitize("\u{1B}[2J\u{1B}[H") == "␛[2J␛[H")
    }

    @Test func tabsBecomeOneSpace() {
        #expect(SafeText.sanitize("a\tb\t\tc") == "a b  c")
    }

    @Test func newlinesAreKeptOnlyOnRequest() {
        #expect(SafeText.sanitize("a\nb\r\nc\rd", keepNewlines: true) == "a\nb\nc\nd")
        #expect(SafeText.sanitize("a\nb\r\nc", keepNewlines: false) == "a␊b␍␊c")
        #expect(SafeText.sanitize("a\u{2028}b\u{2029}c", keepNewlines: true) == "a\nb\nc")
        #expect(SafeText.sanitize("a\u{2028}b", keepNewlines: false) == "a b")
        #expect(SafeText.sanitize("\n\n", keepNewlines: true) == "\n\n")
    }

    @Test func bidiOverridesAndIsolatesAreRemoved() {
        let trojan = "access\u{202E}\u{2066}level\u{2069}\u{202C}"
        #expect(SafeText.sanitize(trojan) == "accesslevel")
        for code in Array(UInt32(0x202A)...0x202E) + Array(UInt32(0x2066)...0x2069) {
            #expect(SafeText.sanitize("x\(Character(Unicode.Scalar(code)!))y") == "xy", "U+\(code)")
        }
        // Plain direction marks override nothing and are kept.
        #expect(SafeText.sanitize("a\u{200F}b") == "a\u{200F}b")
    }

    @Test func ordinaryTextIsUntouched() {
        for text in ["Hello, world", "漢字 かな 한글", "🎉👩‍👩‍👧🇯🇵", "cafe\u{301}", "", "…"] {
            #expect(SafeText.sanitize(text) == text)
            #expect(SafeText.isSafe(text))
        }
    }

    @Test func sanitizeIsIdempotentAndLeavesNothingDangerous() {
        var all = String.UnicodeScalarView()
        for v in UInt32(0)...0xFFFF {
            if let s = Unicode.Scalar(v) { all.append(s) }
        }
        let text = String(all)
        for keep in [false, true] {
            let once = SafeText.sanitize(text, keepNewlines: keep)
            #expect(containsNothingDangerous(once.replacingOccurrences(of: "\n", with: "")))
            #expect(SafeText.sanitize(once, keepNewlines: keep) == once)
        }
        #expect(SafeText.isSafe(SafeText.sanitize(text)))
    }

    /// A field of line-oriented output (`list`, `check`, error messages): a tab or a line
    /// break in a file name must not pass for the format's own separators.
    @Test func aFieldShowsTabsAndNewlinesAsPicturesToo() {
        #expect(SafeText.field("a\tb") == "a␉b")
        #expect(SafeText.field("a\nb\r\nc") == "a␊b␍␊c")
        #expect(SafeText.field("esc\u{1B}]0;FNPWN\u{7}\u{1B}[2J.json") == "esc␛]0;FNPWN␇␛[2J.json")
        #expect(SafeText.field("brk\u{1B}[31mRED\u{7F}\u{9B}2J") == "brk␛[31mRED␡␛[2J")
        #expect(SafeText.field("x\u{202E}y") == "xy")
        for text in ["World Capitals", "日本語 🎌", "/home/u/decks/world-capitals.json", ""] {
            #expect(SafeText.field(text) == text)
        }
    }

    @Test func aFieldHoldsNoControlAtAllAndIsStable() {
        var all = String.UnicodeScalarView()
        for v in UInt32(0)...0x2FFF {
            if let s = Unicode.Scalar(v) { all.append(s) }
        }
        let once = SafeText.field(String(all))
        #expect(containsNothingDangerous(once), "not even a tab or a newline")
        #expect(SafeText.field(once) == once)
        // The same pictures as the screens show; only the tab differs (a cell grid shows a space).
        #expect(once == SafeText.sanitize(String(all).replacingOccurrences(of: "\t", with: "␉")))
    }
}

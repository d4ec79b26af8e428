import FlashzillaCore
import Testing
@testable import FlashzillaImport

/// `HTMLBytes`, the UTF-8 path of `HTMLText.plainText`, gives the Character-based path's text
/// byte for byte, or gives up.
@Suite struct HTMLBytesTests {
    /// The byte path's text when it takes the field, checked against the Character path's.
    func bytes(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let text = HTMLBytes.plainText(html)
        if let text {
            #expect(Array(text.utf8) == Array(HTMLText.plainTextByCharacters(html).utf8), "\(html.debugDescription)", sourceLocation: sourceLocation)
        }
        return text
    }

    @Test func usualFieldsTakeTheBytePath() {
        #expect(bytes("The word {{c1::dog}} is number {{c2::7}}.") != nil)
        #expect(bytes("<b>perro</b> &amp; 12") == "perro & 12")
        #expect(bytes("meaning of x<br>line two<div>number 3</div>") == "meaning of x\nline two\nnumber 3")
        #expect(bytes("café<br>naïve &nbsp; crème") == "café\nnaïve   crème")
        #expect(bytes("<ruby><rb>日本語</rb><rt>にほんご</rt></ruby>です") == "日本語(にほんご)です")
        #expect(bytes("“quoted” – dash… <i>x</i>") == "“quoted” – dash… x")
        #expect(bytes("no markup  at\r\nall ") == "no markup at all")
        #expect(bytes("plain") == "plain")
    }

    @Test func characterEdgesGoTheCharacterWay() {
        // A `<`, `&` or `;` joined to a combining mark, or after a prepended mark, is no markup.
        #expect(bytes("a<\u{301}b>c") == nil)
        #expect(bytes("\u{600}<b>x</b>") == nil)
        #expect(bytes("&amp\u{301};") == nil)
        #expect(bytes("&amp;\u{301}") == nil)
        #expect(bytes("<b title=\"\u{301}x\">y</b>") == nil)
        // Where the Character path stops inside an emoji sequence.
        #expect(bytes("<b>x</b>\u{1F468}\u{200D}\u{1F469} ok") == nil)
        #expect(bytes("<b>x</b>ab\u{20D0}c") == nil)
        // A CR from a reference would join the next line break.
        #expect(bytes("&#13;<div><div>x") == nil)
    }

    @Test func trickyPiecesAgree() {
        let keptSpace = String(Unicode.Scalar(0xFDD0)!), keptBracket = String(Unicode.Scalar(0xFDD2)!)
        for html in [
            "a\r\nb<b>c", "&#13;x", "&NewLine;<div>x", "<!-- é -->x", "<!-->x", "<!--x", "a<!DOCTYPE html>b", "<blockquote>q</BLOCKQUOTE>z",
            "<script>if (a < b) { x() }</script>y", "<style>é</style>z", "<rp>(</rp>", "<img src='a&amp;b.png'>", "<IMG SRC=x.gif alt=\"é\">",
            "[sound:a.mp3] &#91;sound:b.mp3]", "x[sound: a.mp3 ]y", "\(keptSpace)a\(keptBracket)", "&nbsp;&#9;&#32;x", "a\u{85}b\u{2028}c\u{2029}<i>d</i>",
            "\u{A0}<b> x </b>\u{A0}", "AT&amp T &copy 2024", "&bogus; & &#; &#xZZ; &#x1F389;", "x <", "1 < 2 > 0", "<b", "</", "<>", "<1>",
        ] {
            _ = bytes(html)
        }
    }

    /// Random strings of markup pieces, plain and non-ASCII text, references and line breaks.
    @Test func randomPiecesAgree() {
        let pieces = [
            "<", ">", "&", ";", "amp", "amp;", "nbsp;", "#x41;", "#32;", "#9;", "#91;", "#13;", "#10;", "NewLine;", "lt", "copy", "\"", "'", "=",
            "b", "br", "BR/", "div", "/div", "p", "li", "rt", "/rt", "rp", "/rp", "script", "/script", "style", "/STYLE", "img src=",
            "img src=\"a b.png\"", "!--", "--", "-->", "!DOCTYPE", "blockquote", "/blockquote", "h1", "x", "y z", " ", "  ", "\t", "\n", "\r",
            "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "é", "e\u{301}", "\u{301}", "\u{20D0}", "\u{200D}", "\u{1F468}",
            "\u{2640}", "\u{FE0F}", "\u{600}", "日本", "…", "’", String(Unicode.Scalar(0xFDD0)!), String(Unicode.Scalar(0xFDD2)!), "[", "]",
            "[sound:", "a.mp3", "\u{1F1EB}", "\u{1F1F7}", "\u{93F}", "क", "\u{94D}", "\u{E33}", "\u{FF9E}", "ｶ",
        ]
        var random = SeededGenerator(seed: 16)
        var taken = 0
        for _ in 0..<20_000 {
            let html = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            if bytes(html) != nil { taken += 1 }
        }
        #expect(taken > 15_000)  // most of them still go the fast way
    }
}

import Testing
@testable import FlashzillaAnki

/// Card text as Anki field HTML, and Anki's sort field and checksum of it (the expected
/// values are what the real Anki library computes for the same HTML).
@Suite struct AnkiFieldTextTests {
    @Test func markupCharactersAreEscapedAndLineBreaksAreBr() {
        #expect(AnkiFieldText.html("a & b\nc <x>") == "a &amp; b<br>c &lt;x&gt;")
        #expect(AnkiFieldText.html("<b>not bold</b> &amp;") == "&lt;b&gt;not bold&lt;/b&gt; &amp;amp;")
        #expect(AnkiFieldText.html("one\r\ntwo\rthree\n\nfour") == "one<br>two<br>three<br><br>four")
        #expect(AnkiFieldText.html("say \"hi\" 'there' 日本語 🎉") == "say \"hi\" 'there' 日本語 🎉")
        #expect(AnkiFieldText.html("field\u{1F}separator") == "field&#31;separator")
    }

    /// Anki would play `[sound:…]` and typeset `[latex]`; Flashzilla's brackets are text.
    @Test func bracketsAreNeverAnkiMarkup() {
        #expect(AnkiFieldText.html("[sound:x.mp3] [latex]x[/latex] a[1]") == "&#91;sound:x.mp3] &#91;latex]x&#91;/latex] a&#91;1]")
    }

    /// HTML shows a run of spaces as one; Anki's editor keeps them with `&nbsp;`, and so do we.
    @Test func spacesHTMLWouldSwallowAreNoBreakSpaces() {
        #expect(AnkiFieldText.html("a b") == "a b")
        #expect(AnkiFieldText.html("a   b") == "a &nbsp;&nbsp;b")
        #expect(AnkiFieldText.html("line\n  indented") == "line<br>&nbsp;&nbsp;indented")
        #expect(AnkiFieldText.html("tab\there") == "tab&#9;here")
        #expect(AnkiFieldText.html("tab\t then space") == "tab&#9;&nbsp;then space")
    }

    @Test func strippedTextAndChecksumAreAnkis() {
        func stripped(_ text: String) -> [UInt8] {
            var text = text, out: [UInt8] = []
            text.withUTF8 { AnkiFieldText.appendStripped($0, to: &out) }
            return out
        }
        #expect(String(decoding: stripped("a & b\nc <x>"), as: UTF8.self) == "a & bc <x>")
        #expect(AnkiFieldText.checksum(ofStripped: stripped("a & b\nc <x>")) == 1_932_896_423)
        #expect(AnkiFieldText.checksum(ofStripped: stripped("a\nb")) == 3_659_751_758)
        #expect(AnkiFieldText.checksum(ofStripped: stripped("a<b>c")) == 303_421_242)
        #expect(AnkiFieldText.checksum(ofStripped: stripped("日本語 🎉")) == 4_068_543_571)
    }
}

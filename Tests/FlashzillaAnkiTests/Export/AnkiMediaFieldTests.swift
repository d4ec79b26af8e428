import Testing
@testable import FlashzillaAnki

/// A field whose media markers go into the package as Anki's references; the stripped
/// texts expected are what the real Anki library's `strip_html_media` gives for the HTML.
@Suite struct AnkiMediaFieldTests {
    static func field(_ text: String, media: Set<String>) -> (html: String, stripped: String) {
        var text = text, html: [UInt8] = [], stripped: [UInt8] = []
        text.withUTF8 {
            AnkiMediaField.appendHTML($0, media: media, to: &html)
            AnkiMediaField.appendStripped($0, media: media, to: &stripped)
        }
        return (String(decoding: html, as: UTF8.self), String(decoding: stripped, as: UTF8.self))
    }

    @Test func markersOfPackedFilesBecomeAnkisReferences() {
        let media: Set = ["a&b.png", "perro sound.mp3", "q\"t.png"]
        #expect(Self.field("[image: a&b.png]x", media: media) == ("<img src=\"a&amp;b.png\">x", " a&b.png x"))
        #expect(Self.field("the dog[sound: perro sound.mp3] & more", media: media)
            == ("the dog[sound:perro sound.mp3] &amp; more", "the dog[sound:perro sound.mp3] & more"))
        #expect(Self.field("[image: q\"t.png]", media: media).html == "<img src=\"q&quot;t.png\">")
    }

    /// A marker of a file the package does not carry stays text, as without media.
    @Test func otherMarkersAndTextStayAsAnkiFieldTextWritesThem() {
        let text = "see [image: gone.png] and [sound: a.mp3] <b>"
        let field = Self.field(text, media: ["other.png"])
        #expect(field.html == AnkiFieldText.html(text))
        #expect(field.stripped == text)
        #expect(Self.field("", media: ["x.png"]) == ("", ""))
    }
}

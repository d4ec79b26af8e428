/// A card's text as an Anki field when the package carries media: each `[image: x.png]` or
/// `[sound: x.mp3]` whose file goes into the package becomes Anki's own reference
/// (`<img src="x.png">`, `[sound:x.mp3]`), which Flashzilla's import turns back into the
/// same marker; any other text, a marker of a file the deck does not have included, is
/// written as `AnkiFieldText` writes it.
enum AnkiMediaField {
    /// Appends the field to `html` and, when given, what Anki's `strip_html_media` makes of
    /// it to `stripped` (an image as its name between spaces, a sound tag as it is).
    static func append(_ text: UnsafeBufferPointer<UInt8>, media: Set<String>, html: inout [UInt8], stripped: inout [UInt8]?) {
        var next = 0
        func plain(_ range: Range<Int>) {
            let part = UnsafeBufferPointer(rebasing: text[range])
            AnkiFieldText.appendHTML(part, afterText: range.lowerBound > 0, to: &html)
            if stripped != nil { AnkiFieldText.appendStripped(part, to: &stripped!) }
        }
        for marker in MediaReferences.markers(in: text) {
            let name = String(decoding: text[marker.name], as: UTF8.self)
            guard media.contains(name) else { continue }
            plain(next..<marker.range.lowerBound)
            if marker.isImage {
                html += Array("<img src=\"".utf8) + escaped(name, quote: true) + Array("\">".utf8)
                stripped? += Array(" \(name) ".utf8)
            } else {
                html += Array("[sound:".utf8) + escaped(name, quote: false) + Array("]".utf8)
                stripped? += Array("[sound:\(name)]".utf8)
            }
            next = marker.range.upperBound
        }
        plain(next..<text.count)
    }

    /// `&`, `<`, `>` (and in an attribute `"`) as references.
    private static func escaped(_ name: String, quote: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where quote: out += Array("&quot;".utf8)
            default: out.append(byte)
            }
        }
        return out
    }
}

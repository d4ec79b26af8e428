/// A card's text as an Anki field when the package carries media: each `[image: x.png]` or
/// `[sound: x.mp3]` whose file goes into the package becomes Anki's own reference
/// (`<img src="x.png">`, `[sound:x.mp3]`), which Flashzilla's import turns back into the
/// same marker; any other text, a marker of a file the deck does not have included, is
/// written as `AnkiFieldText` writes it.
enum AnkiMediaField {
    /// `AnkiFieldText.appendHTML`, with the markers of `media`'s files as references.
    static func appendHTML(_ text: UnsafeBufferPointer<UInt8>, media: Set<String>, to out: inout [UInt8]) {
        pieces(of: text, media: media) { range in
            AnkiFieldText.appendHTML(UnsafeBufferPointer(rebasing: text[range]), afterText: range.lowerBound > 0, to: &out)
        } reference: { name, isImage in
            out += isImage ? Array("<img src=\"".utf8) + escaped(name, quote: true) + Array("\">".utf8)
                : Array("[sound:".utf8) + escaped(name, quote: false) + Array("]".utf8)
        }
    }

    /// What Anki's `strip_html_media` makes of that field: an image as its name between
    /// spaces, a sound tag as it is, the rest as `AnkiFieldText.appendStripped`.
    static func appendStripped(_ text: UnsafeBufferPointer<UInt8>, media: Set<String>, to out: inout [UInt8]) {
        pieces(of: text, media: media) { range in
            AnkiFieldText.appendStripped(UnsafeBufferPointer(rebasing: text[range]), to: &out)
        } reference: { name, isImage in
            out += Array((isImage ? " \(name) " : "[sound:\(name)]").utf8)
        }
    }

    /// Hands `text` over as runs of plain text and the references to `media`'s files, in order.
    private static func pieces(of text: UnsafeBufferPointer<UInt8>, media: Set<String>, plain: (Range<Int>) -> Void,
                               reference: (_ name: String, _ isImage: Bool) -> Void) {
        var next = 0
        if !media.isEmpty {
            for marker in MediaReferences.markers(in: text) {
                let name = String(decoding: text[marker.name], as: UTF8.self)
                guard media.contains(name) else { continue }
                plain(next..<marker.range.lowerBound)
                reference(name, marker.isImage)
                next = marker.range.upperBound
            }
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

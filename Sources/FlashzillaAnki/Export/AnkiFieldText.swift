/// A card's text as an Anki field holds it, and the two values Anki derives from a field.
///
/// Anki's fields are HTML, so `&`, `<` and `>` are escaped, line breaks become `<br>` and
/// a space that HTML would swallow (after another space, at the start of a line) becomes
/// `&nbsp;`, as Anki's editor writes them; U+001F, Anki's separator between fields,
/// becomes `&#31;` and a tab `&#9;`. Anki gives `[…]` meanings (`[sound:x.mp3]` plays a file, `[latex]`
/// typesets) that Flashzilla's text never has, so `[` is written `&#91;`. Anki shows the
/// field as the text it was.
enum AnkiFieldText {
    /// Appends `text`'s UTF-8 bytes as an Anki field to `out`. `afterText`: `text` goes on
    /// from something visible already in the field (a media reference), so a space at its
    /// start stays a plain space.
    static func appendHTML(_ text: UnsafeBufferPointer<UInt8>, afterText: Bool = false, to out: inout [UInt8]) {
        var index = 0
        var spaceWouldCollapse = !afterText  // at the start of a line or after white space
        while index < text.count {
            let byte = text[index]
            switch byte {
            case 0x20 where spaceWouldCollapse: out.append(contentsOf: noBreakSpace)
            case UInt8(ascii: "&"): out.append(contentsOf: ampersand)
            case UInt8(ascii: "<"): out.append(contentsOf: lessThan)
            case UInt8(ascii: ">"): out.append(contentsOf: greaterThan)
            case 0x1F: out.append(contentsOf: unitSeparator)
            case UInt8(ascii: "["): out.append(contentsOf: openingBracket)
            // A tab is white space HTML would fold into one space: written as a reference,
            // it comes back a tab (Flashzilla's import keeps what references spell out).
            case 0x09: out.append(contentsOf: tab)
            case 0x0D:
                out.append(contentsOf: lineBreak)
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }  // CRLF is one break
            case 0x0A: out.append(contentsOf: lineBreak)
            default: out.append(byte)
            }
            spaceWouldCollapse = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            index += 1
        }
    }

    static func html(_ text: String) -> String {
        var text = text, out: [UInt8] = []
        text.withUTF8 { appendHTML($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// What Anki's `strip_html` makes of the field `appendHTML` writes: tags dropped (so the
    /// `<br>` of a line break leaves nothing), entities decoded (`&nbsp;` as a space). Anki
    /// sorts notes by this text (`sfld`) and finds duplicates by its checksum.
    static func appendStripped(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        for byte in text where byte != 0x0A && byte != 0x0D { out.append(byte) }
    }

    /// Anki's field checksum: the first 8 hex digits of the SHA-1 of the stripped text, as
    /// a number (Anki's `field_checksum`).
    static func checksum(ofStripped stripped: [UInt8]) -> Int64 {
        Int64(SHA1.hash(stripped).0)
    }

    private static let ampersand = Array("&amp;".utf8), lessThan = Array("&lt;".utf8), greaterThan = Array("&gt;".utf8)
    private static let unitSeparator = Array("&#31;".utf8), lineBreak = Array("<br>".utf8)
    private static let noBreakSpace = Array("&nbsp;".utf8), openingBracket = Array("&#91;".utf8), tab = Array("&#9;".utf8)
}

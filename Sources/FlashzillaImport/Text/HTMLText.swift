import Foundation

/// Anki fields are HTML; cards are plain text. Tags go, line-breaking elements (`<br>`,
/// `<div>`, `<p>`, `<li>`, …) become line breaks, references are decoded, `<img src>` and
/// `[sound:…]` become readable markers, ruby's reading follows its base in brackets
/// (`日本語(にほんご)`), and `<script>`/`<style>` go with their content, as do what the card
/// hides (`style="display:none"`) and its buttons (`<button>Toggle Masks</button>`: a
/// control of the template's script, no text of the card).
public enum HTMLText {
    /// `hidden`: what the card's style sheets hide (see `HiddenSelectors`).
    public static func plainText(_ html: String, hiding hidden: HiddenSelectors = .none) -> String {
        HTMLBytes.plainText(html, hiding: hidden) ?? plainTextByCharacters(html, hiding: hidden)
    }

    /// The conversion on Characters: what `HTMLBytes` does faster for most fields.
    static func plainTextByCharacters(_ html: String, hiding hidden: HiddenSelectors = .none) -> String {
        // The common field has no markup at all.
        if !html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "[") }) {
            return soundMarkers(collapsingSpaces(html.replacingNewlines()))
        }
        var out = ""
        var i = html.startIndex
        let end = html.endIndex
        while i < end {
            let c = html[i]
            if c == "<", let tag = Tag.parse(html, at: i) {
                i = tag.end
                if tag.isComment { continue }
                switch tag.name {
                case "br":
                    out.append("\n")
                case "script", "style", "rp", "button":
                    // `<rp>` holds ruby's fallback brackets; the reading gets its own below.
                    if !tag.isClosing { i = skipContent(of: tag.name, in: html, from: i) }
                case "rt":
                    // Ruby (furigana) on one line: the reading in brackets after its base.
                    out.append(tag.isClosing ? ")" : "(")
                case _ where !tag.isClosing && (Tag.hidesContent(tag.attributes) || (!hidden.isEmpty && hidden.hides(tag.attributes))):
                    // Hidden: no marker for an image, and nothing of what the element holds.
                    if !voidElements.contains(tag.name) { i = skipHidden(tag.name, in: html, from: i) }
                case "img":
                    if let source = tag.attribute("src") { out.append("[image: \(decodingReferences(source))]") }
                case _ where blockElements.contains(tag.name):
                    if !out.isEmpty, out.last != "\n" { out.append("\n") }
                default:
                    break
                }
                continue
            }
            if c == "&", let (text, next) = reference(in: html, at: i) {
                out.append(Kept.protecting(text))
                i = next
                continue
            }
            // Text up to the next `<` or `&` goes in one piece (the common case: no line break in it).
            if let run = plainRun(html, from: i) {
                out += html[i..<run]
                i = run
                continue
            }
            out.append(c.isNewline ? " " : c)  // a line break in the source is white space
            i = html.index(after: i)
        }
        // Block elements at either end leave line breaks there; the card would trim them anyway.
        return Kept.restoring(soundMarkers(collapsingSpaces(out))).trimmedForCard
    }

    /// What a character reference spells out is meant literally: `&nbsp;` and `&#9;` are
    /// white space that does not collapse, and `&#91;sound:x]` is text, not an audio
    /// reference (Flashzilla's own .apkg export writes them so, to come back unchanged).
    /// They stand in as Unicode noncharacters (never in interchanged text) until the
    /// collapsing and the markers are done.
    enum Kept {
        static let space = Character(Unicode.Scalar(0xFDD0)!), tab = Character(Unicode.Scalar(0xFDD1)!)
        static let bracket = Character(Unicode.Scalar(0xFDD2)!)

        static func protecting(_ text: String) -> String {
            switch text {
            case " ": String(space)
            case "\t": String(tab)
            case "[": String(bracket)
            default: text
            }
        }

        static func restoring(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: { (0xFDD0...0xFDD2).contains($0.value) }) else { return text }
            return String(text.map { $0 == space ? " " : $0 == tab ? "\t" : $0 == bracket ? "[" : $0 })
        }
    }

    /// The end of the text from `start` up to the next `<`, `&` or possible line break
    /// (which is replaced, character by character), when that is more than one byte.
    private static func plainRun(_ html: String, from start: String.Index) -> String.Index? {
        let bytes = html.utf8
        var j = start
        var count = 0
        while j < bytes.endIndex {
            let byte = bytes[j]
            // `<`, `&`, \n, \v, \f, \r, and the lead bytes of U+0085, U+2028 and U+2029.
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 { break }
            j = bytes.index(after: j)
            count += 1
        }
        // A byte it stops at may be inside a character (the zero-width joiner of 👨‍👩 starts
        // with 0xE2): the run then ends where that character begins, or the loop would take
        // the character from its middle and step past its end, losing the 👩.
        if j < bytes.endIndex { j = html.index(before: html.index(after: j)) }
        return count > 1 && j > start ? j : nil
    }

    static let blockElements: Set<String> = [
        "div", "p", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "hr",
    ]

    /// Elements that have no content and no closing tag.
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// After the `</name>` that closes a hidden element (the same elements inside it counted),
    /// or at the end of the text.
    private static func skipHidden(_ name: String, in html: String, from start: String.Index) -> String.Index {
        var i = start
        var depth = 1
        while let lt = html[i...].firstIndex(of: "<") {
            guard let tag = Tag.parse(html, at: lt) else { i = html.index(after: lt); continue }
            i = tag.end
            if tag.isComment || tag.name != name { continue }
            depth += tag.isClosing ? -1 : 1
            if depth == 0 { return tag.end }
        }
        return html.endIndex
    }

    /// After the `</name>` that ends a script or style (or at the end of the text).
    private static func skipContent(of name: String, in html: String, from start: String.Index) -> String.Index {
        var i = start
        while let lt = html[i...].firstIndex(of: "<") {
            if let tag = Tag.parse(html, at: lt), tag.isClosing, tag.name == name { return tag.end }
            i = html.index(after: lt)
        }
        return html.endIndex
    }

    /// A character reference at `at` (`&…;`, or a legacy name without `;`) and the index after it.
    private static func reference(in html: String, at: String.Index) -> (String, String.Index)? {
        let bodyStart = html.index(after: at)
        var j = bodyStart
        var length = 0
        while j < html.endIndex, length < 40, let ascii = html[j].asciiValue,
              ascii == UInt8(ascii: "#") || html[j].isLetter || html[j].isNumber {
            j = html.index(after: j)
            length += 1
        }
        let body = html[bodyStart..<j]
        if j < html.endIndex, html[j] == ";", let text = HTMLEntities.decode(body) {
            return (text, html.index(after: j))
        }
        if HTMLEntities.withoutSemicolon.contains(String(body)), let text = HTMLEntities.decode(body) {
            return (text, j)
        }
        return nil
    }

    /// `&amp;` and friends in an attribute's value.
    static func decodingReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "&", let (decoded, next) = reference(in: text, at: i) {
                out.append(decoded)
                i = next
            } else {
                out.append(text[i])
                i = text.index(after: i)
            }
        }
        return out
    }

    /// HTML's white space rule: runs of spaces, tabs and source line breaks are one space;
    /// spaces next to a produced line break go. Every byte it looks at is ASCII, so it works
    /// on UTF-8 bytes.
    private static func collapsingSpaces(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            // Only from `<br>`, a block element or `&NewLine;` is there a line break here:
            // source line breaks are spaces by now.
            var collapsed = CollapsingBytes(capacity: bytes.count)
            for byte in bytes { collapsed.append(byte) }
            return String(decoding: collapsed.out, as: UTF8.self)
        }
    }

    /// `[sound:x.mp3]` (Anki's audio reference) as `[sound: x.mp3]`.
    static func soundMarkers(_ text: String) -> String {
        // Looked for in the bytes first: a cloze's `[...]` would send every card through Foundation.
        guard Cloze.find("[sound:", in: text[...]) != nil, text.contains("[sound:") else { return text }
        var out = ""
        var rest = text[...]
        while let range = rest.range(of: "[sound:") {
            out += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { out += "[sound:"; continue }
            out += "[sound: " + rest[..<close].trimmingSpaces() + "]"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}

extension String {
    func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}

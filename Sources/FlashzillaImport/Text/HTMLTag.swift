/// One tag in Anki's HTML: `<div>`, `</p>`, `<img src="a.png" />`, `<!-- … -->`.
struct Tag {
    /// Lower-cased element name ("" for a comment).
    var name: String
    var isClosing: Bool
    var isComment: Bool
    /// Just after the `>`.
    var end: String.Index
    /// The text between the name and `>`.
    var attributes: Substring

    /// The tag starting at `at` (which holds `<`), or nil when the `<` is just text
    /// (`a < b`, or no `>` before the end).
    static func parse(_ html: String, at: String.Index) -> Tag? {
        var i = html.index(after: at)
        guard i < html.endIndex else { return nil }
        if html[i...].hasPrefix("!--") {
            guard let close = html[i...].range(of: "-->") else { return nil }
            return Tag(name: "", isClosing: false, isComment: true, end: close.upperBound, attributes: "")
        }
        var closing = false
        if html[i] == "/" { closing = true; i = html.index(after: i) }
        guard i < html.endIndex, let first = html[i].asciiValue, isASCIILetter(first) || first == UInt8(ascii: "!") else { return nil }
        let nameStart = i
        while i < html.endIndex, let c = html[i].asciiValue, isASCIILetter(c) || (0x30...0x39).contains(c) { i = html.index(after: i) }
        let name = html[nameStart..<i].lowercased()
        // Up to the `>` that is not inside a quoted attribute value.
        let attributesStart = i
        var quote: Character?
        while i < html.endIndex {
            let c = html[i]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" {
                return Tag(name: name, isClosing: closing, isComment: false, end: html.index(after: i),
                           attributes: html[attributesStart..<i])
            }
            i = html.index(after: i)
        }
        return nil
    }

    private static func isASCIILetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }

    /// Whether an element with these attributes is hidden (`style="display: none"`), as Anki's
    /// card templates hide the parts their scripts show on a tap.
    static func hidesContent(_ attributes: Substring) -> Bool {
        // Most tags have no style: a look at the bytes first.
        guard attributes.utf8.count >= 12, let style = attribute("style", in: attributes) else { return false }
        return style.lowercased().filter { !$0.isWhitespace }.contains("display:none")
    }

    /// An attribute's value, quoted or not (`src="a b.png"`, `src='x'`, `src=x.png`).
    func attribute(_ wanted: String) -> String? { Self.attribute(wanted, in: attributes) }

    static func attribute(_ wanted: String, in attributes: Substring) -> String? {
        var rest = attributes[...]
        while !rest.isEmpty {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            guard !name.isEmpty else { return nil }
            rest = rest.dropFirst(name.count).drop(while: \.isWhitespace)
            var value: Substring = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
                if let q = rest.first, q == "\"" || q == "'" {
                    let body = rest.dropFirst()
                    let close = body.firstIndex(of: q) ?? body.endIndex
                    value = body[..<close]
                    rest = close < body.endIndex ? body[body.index(after: close)...] : ""
                } else {
                    value = rest.prefix { !$0.isWhitespace }
                    rest = rest.dropFirst(value.count)
                }
            }
            if name.lowercased() == wanted { return String(value) }
        }
        return nil
    }
}

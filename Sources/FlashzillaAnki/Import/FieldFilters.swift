/// The field filters of Anki's templates that change what a card shows as text.
enum FieldFilters {
    enum Furigana {
        /// `{{furigana:}}`: ruby, as Anki writes it (`HTMLText` shows the reading after its base).
        case ruby
        /// `{{kana:}}`: the reading alone.
        case kana
        /// `{{kanji:}}`: the base alone.
        case kanji
    }

    /// Anki's furigana markup, `日本語[にほんご]`: a base (no space or `>` in it) and its reading in
    /// brackets; a space before the base only separates it from what comes before and goes.
    /// Readings that are sound references (`[sound:x.mp3]`) are left alone.
    static func furigana(_ text: String, _ mode: Furigana) -> String {
        guard text.contains("[") else { return text }
        let chars = Array(text)
        var out: [Character] = []
        out.reserveCapacity(chars.count)
        var baseStart = 0
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == ">" {
                out.append(c)
                i += 1
                baseStart = i
                continue
            }
            if c == "[", i > baseStart, let close = chars[(i + 1)...].firstIndex(of: "]"), close > i + 1 {
                let reading = String(chars[(i + 1)..<close])
                if !reading.hasPrefix("sound:") {
                    let base = String(chars[baseStart..<i])
                    out.removeLast(i - baseStart)
                    if baseStart > 0, chars[baseStart - 1] == " ", out.last == " " { out.removeLast() }
                    switch mode {
                    case .ruby: out.append(contentsOf: "<ruby><rb>\(base)</rb><rt>\(reading)</rt></ruby>")
                    case .kana: out.append(contentsOf: reading)
                    case .kanji: out.append(contentsOf: base)
                    }
                    i = close + 1
                    baseStart = i
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    /// `{{text:}}`: the field without its tags (references are decoded later, with the card).
    static func strippingTags(_ html: String) -> String {
        guard html.contains("<") else { return html }
        var out = ""
        var inTag = false
        for c in html {
            if c == "<" { inTag = true } else if c == ">" && inTag { inTag = false } else if !inTag { out.append(c) }
        }
        return out
    }

    /// Anki's test for `{{#Field}}`: empty when nothing but white space, `<br>` and `<div>`
    /// tags remain.
    static func isEmpty(_ html: String) -> Bool {
        var rest = html[...]
        while let c = rest.first {
            if c.isWhitespace || c == "\u{200B}" {
                rest = rest.dropFirst()
                continue
            }
            guard c == "<", let close = rest.firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: rest.startIndex)..<close].lowercased().filter { $0 != " " && $0 != "/" }
            guard tag == "br" || tag == "div" else { return false }
            rest = rest[rest.index(after: close)...]
        }
        return true
    }
}

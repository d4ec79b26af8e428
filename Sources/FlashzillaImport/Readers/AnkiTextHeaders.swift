/// The `#key:value` lines at the top of Anki's "Notes in Plain Text" export.
struct AnkiTextHeaders: Equatable {
    var separator: [UInt8]?
    var html = true
    /// 0-based column indexes, from Anki's 1-based ones.
    var notetypeColumn: Int?
    var deckColumn: Int?
    var tagsColumn: Int?
    var guidColumn: Int?
    /// `#notetype:`, `#deck:` and `#tags:` for every row.
    var notetype: String?
    var deck: String?
    var tags: [String] = []
    /// Bytes the header lines take, and how many lines.
    var length = 0
    var lineCount = 0

    static let keys: Set<String> = [
        "separator", "html", "columns", "notetype", "deck", "tags", "guid column", "notetype column",
        "deck column", "tags column", "if matches",
    ]

    /// True when the text opens with a header Anki writes.
    static func present(in text: ArraySlice<UInt8>) -> Bool {
        guard let first = lines(text).first else { return false }
        return keys.contains(first.key)
    }

    /// The header lines (`#key:value`) that open `text`.
    static func parse(_ text: ArraySlice<UInt8>, file: String) throws(ImportError) -> AnkiTextHeaders {
        var headers = AnkiTextHeaders()
        for line in lines(text) {
            headers.length = line.end - text.startIndex
            headers.lineCount += 1
            func column() throws(ImportError) -> Int {
                guard let n = Int(line.value.trimmingCharacters(in: .whitespaces)), n >= 1 else {
                    throw ImportError(file: file, line: headers.lineCount, message: "#\(line.key): expected a column number from 1, found \"\(line.value)\"")
                }
                return n - 1
            }
            switch line.key {
            case "separator":
                guard let bytes = SeparatorName.bytes(line.value) else {
                    throw ImportError(file: file, line: headers.lineCount, message: "#separator: empty")
                }
                headers.separator = bytes
            case "html": headers.html = line.value.trimmingCharacters(in: .whitespaces).lowercased() == "true"
            case "notetype column": headers.notetypeColumn = try column()
            case "deck column": headers.deckColumn = try column()
            case "tags column": headers.tagsColumn = try column()
            case "guid column": headers.guidColumn = try column()
            case "notetype": headers.notetype = line.value
            case "deck": headers.deck = line.value
            case "tags": headers.tags = line.value.spaceSeparatedTags
            default: break  // #columns (names only), #if matches, and keys of later Ankis
            }
        }
        return headers
    }

    struct Line { var key: String; var value: String; var end: Int }

    /// Leading lines that start with `#` and hold a `:`, with the index after each one's line break.
    private static func lines(_ text: ArraySlice<UInt8>) -> [Line] {
        var result: [Line] = []
        var i = text.startIndex
        while i < text.endIndex, text[i] == UInt8(ascii: "#") {
            let lineEnd = text[i...].firstIndex(of: 0x0A) ?? text.endIndex
            var content = text[(i + 1)..<lineEnd]
            if content.last == 0x0D { content = content.dropLast() }
            guard let colon = content.firstIndex(of: UInt8(ascii: ":")) else { break }
            let key = String(decoding: content[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: content[(colon + 1)...], as: UTF8.self)
            let next = lineEnd < text.endIndex ? lineEnd + 1 : lineEnd
            result.append(Line(key: key, value: value, end: next))
            i = next
        }
        return result
    }
}

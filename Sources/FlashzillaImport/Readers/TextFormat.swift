import Foundation

/// Which reader a file needs, decided from its name and first bytes unless separators are given.
public enum TextFormat: Hashable, Sendable {
    /// Anki's "Notes in Plain Text", recognised by its `#separator:`-style header lines.
    case ankiText
    /// CSV, TSV or Quizlet: front, back, tags.
    case table(Delimiters)

    /// `fieldSeparator`/`cardSeparator` (from `--field-sep`/`--card-sep`) win; a `.csv` or
    /// `.tsv` keeps RFC 4180 quoting, anything else is read as Quizlet writes it (no quoting).
    public static func detect(fileName: String, text: ArraySlice<UInt8>, fieldSeparator: [UInt8]? = nil,
                              cardSeparator: [UInt8]? = nil) -> TextFormat {
        let ext = (fileName as NSString).pathExtension.lowercased()
        let spreadsheet = ext == "csv" || ext == "tsv" || ext == "tab"
        if fieldSeparator == nil, cardSeparator == nil, AnkiTextHeaders.present(in: text) { return .ankiText }
        let record = cardSeparator == [0x0A] ? nil : cardSeparator
        if let fieldSeparator { return .table(Delimiters(field: fieldSeparator, record: record, quoted: spreadsheet)) }
        switch ext {
        case "tsv", "tab":
            return .table(Delimiters(field: [0x09], record: record))
        case "csv":
            return .table(Delimiters(field: detectedFieldSeparator(text, candidates: [Array(",".utf8), Array(";".utf8), [0x09]]), record: record))
        default:
            // Quizlet: a tab or a comma between term and definition; a line break or a
            // semicolon between cards (a semicolon when the text is a single line).
            let field = detectedFieldSeparator(text, candidates: [[0x09], Array(",".utf8)])
            var cards = record
            if cards == nil, !text.dropLast(while: { $0 == 0x0A || $0 == 0x0D }).contains(0x0A), text.contains(UInt8(ascii: ";")) {
                cards = Array(";".utf8)
            }
            return .table(Delimiters(field: field, record: cards, quoted: false))
        }
    }

    /// The candidate found most often on the first line outside quotes (the first candidate on a tie or none).
    static func detectedFieldSeparator(_ text: ArraySlice<UInt8>, candidates: [[UInt8]]) -> [UInt8] {
        var counts = [Int](repeating: 0, count: candidates.count)
        var quoted = false
        for byte in text.prefix(64 * 1024) {
            if byte == 0x22 { quoted.toggle(); continue }
            if quoted { continue }
            if byte == 0x0A { break }
            for (k, candidate) in candidates.enumerated() where candidate.count == 1 && candidate[0] == byte { counts[k] += 1 }
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }), counts[best] > 0 else {
            return candidates[0]
        }
        return candidates[best]
    }

    static func error(_ problem: DelimitedReader.Problem, file: String) -> ImportError {
        switch problem {
        case .unterminatedQuote(let line):
            ImportError(file: file, line: line, message: "a quoted field opened on this line is never closed (a missing \")")
        }
    }
}

extension ArraySlice where Element == UInt8 {
    func dropLast(while predicate: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        var end = endIndex
        while end > startIndex, predicate(self[end - 1]) { end -= 1 }
        return self[startIndex..<end]
    }
}

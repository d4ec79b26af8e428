import FlashzillaCore

/// Writes a deck's cards as delimited text, byte by byte: a field is quoted only when it
/// holds the separator, a quote or a line break (RFC 4180), with quotes doubled.
public enum DeckExporter {
    public static func bytes(_ deck: Deck, format: ExportFormat) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(deck.cards.count * 48)
        let separator: UInt8
        let lineBreak: [UInt8]
        switch format {
        case .csv:
            separator = UInt8(ascii: ",")
            lineBreak = [0x0D, 0x0A]
        case .tsv:
            separator = 0x09
            lineBreak = [0x0A]
        case .ankiText:
            separator = 0x09
            lineBreak = [0x0A]
            out.append(contentsOf: "#separator:tab\n#html:false\n#columns:Front\tBack\tTags\n#tags column:3\n".utf8)
        }
        for card in deck.cards {
            card.withTextUTF8 { prompt, answer in
                append(prompt, separator: separator, to: &out)
                out.append(separator)
                append(answer, separator: separator, to: &out)
            }
            out.append(separator)
            var tags = card.tags.joined(separator: " ")
            tags.withUTF8 { append($0, separator: separator, to: &out) }
            out.append(contentsOf: lineBreak)
        }
        return out
    }

    private static func append(_ field: UnsafeBufferPointer<UInt8>, separator: UInt8, to out: inout [UInt8]) {
        // A field starting with `#` on the first column could pass for a header line; quoting it keeps it text.
        let needsQuotes = field.contains { $0 == separator || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D } || field.first == UInt8(ascii: "#")
        guard needsQuotes else { out.append(contentsOf: field); return }
        out.append(0x22)
        for byte in field {
            if byte == 0x22 { out.append(0x22) }
            out.append(byte)
        }
        out.append(0x22)
    }
}

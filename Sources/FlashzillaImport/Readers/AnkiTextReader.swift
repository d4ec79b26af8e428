/// Anki's "Notes in Plain Text" (`.txt`): header lines, then one note a row. A Basic note
/// gives one card, "Basic (and reversed card)" two (and "optional reversed" two when its
/// third field is filled), a Cloze note one per cloze number. With `#html:true` the fields
/// are HTML and become plain text.
enum AnkiTextReader {
    static func read(_ text: ArraySlice<UInt8>, file: String) throws(ImportError) -> ParsedFile {
        let headers = try AnkiTextHeaders.parse(text, file: file)
        let body = text[(text.startIndex + headers.length)...]
        let separator = headers.separator ?? TextFormat.detectedFieldSeparator(body, candidates: [[0x09], Array(",".utf8), Array(";".utf8)])
        let records: [DelimitedRecord]
        do {
            records = try DelimitedReader.records(body, Delimiters(field: separator), firstLine: headers.lineCount + 1)
        } catch {
            throw TextFormat.error(error, file: file)
        }
        let special = Set([headers.notetypeColumn, headers.deckColumn, headers.tagsColumn, headers.guidColumn].compactMap { $0 })
        var parsed = ParsedFile(file: file)
        for record in records {
            func column(_ index: Int?) -> String? {
                guard let index, index < record.fields.count else { return nil }
                return record.fields[index]
            }
            let fields = record.fields.indices.filter { !special.contains($0) }.map { record.fields[$0] }
            let note = Note(
                fields: fields,
                notetype: (column(headers.notetypeColumn) ?? headers.notetype ?? "").lowercased(),
                // An empty deck cell means the file's deck, not a deck without a name.
                deck: [column(headers.deckColumn), headers.deck].compactMap { $0?.trimmedForCard }.first { !$0.isEmpty },
                tags: headers.tags + (column(headers.tagsColumn)?.spaceSeparatedTags ?? []),
                guid: column(headers.guidColumn).flatMap { $0.isEmpty ? nil : $0 },
                line: record.line, html: headers.html)
            note.addCards(to: &parsed)
        }
        return parsed
    }

    /// One row as an Anki note.
    struct Note {
        var fields: [String]
        var notetype: String
        var deck: String?
        var tags: [String]
        var guid: String?
        var line: Int
        var html: Bool

        func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
        func text(_ markup: String) -> String { html ? HTMLText.plainText(markup) : markup }

        func addCards(to parsed: inout ParsedFile) {
            func add(_ prompt: String, _ answer: String, ordinal: UInt32) {
                let key: CardKey = guid.map { .ankiNote(guid: $0, ordinal: ordinal) } ?? .content
                parsed.add(prompt: prompt, answer: answer, tags: tags, line: line, key: key, deck: deck)
            }
            let isCloze = notetype.contains("cloze") || (notetype.isEmpty && field(0).contains("{{c"))
            if isCloze {
                let pieces = Cloze.pieces(field(0))
                let numbers = Cloze.numbers(pieces)
                let extra = text(field(1)).trimmedForCard
                let full = text(Cloze.fullText(pieces)).trimmedForCard
                let answer = extra.isEmpty ? full : full + "\n\n" + extra
                if numbers.isEmpty { add(full, extra, ordinal: 0) }
                for n in numbers { add(text(Cloze.prompt(pieces, number: n)), answer, ordinal: UInt32(n - 1)) }
                return
            }
            let front = text(field(0)), back = text(field(1))
            add(front, back, ordinal: 0)
            if notetype.hasPrefix("basic (and reversed") || (notetype.hasPrefix("basic (optional reversed") && !field(2).trimmedForCard.isEmpty) {
                add(back, front, ordinal: 1)
            }
        }
    }
}

/// Plain two- or three-column tables (CSV, TSV, Quizlet): front, back, then tags separated
/// by spaces (as Flashzilla's export writes them). Columns after the third are ignored.
/// A first row that names the columns is left out (`HeaderRow`), and said so in the report.
enum TableReader {
    static let headerReason = "header row (column names)"

    static func read(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, file: String, header: HeaderRow = .detect) throws(ImportError) -> ParsedFile {
        var parsed = ParsedFile(file: file)
        var isFirst = true
        do {
            try DelimitedReader.forEachRecordUTF8(text, delimiters) { fields, line in
                if isFirst {
                    isFirst = false
                    if header.isHeader(fields) {
                        parsed.skip(line: line, reason: Self.headerReason)
                        return
                    }
                }
                let tags = fields.count > 2 ? String.spaceSeparatedTags(fields[2]) : []
                parsed.add(promptUTF8: fields[0], answerUTF8: fields.count > 1 ? fields[1] : UnsafeBufferPointer(start: nil, count: 0),
                           tags: tags, line: line)
            }
        } catch {
            throw TextFormat.error(error, file: file)
        }
        return parsed
    }
}

/// Plain two- or three-column tables (CSV, TSV, Quizlet): front, back, then tags separated
/// by spaces (as Flashzilla's export writes them), or where a header row names them.
/// Other columns are ignored.
/// A first row that names the columns is left out (`HeaderRow`), and said so in the report.
enum TableReader {
    static let headerReason = "header row (column names)"

    static func read(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, file: String, header: HeaderRow = .detect) throws(ImportError) -> ParsedFile {
        var parsed = ParsedFile(file: file)
        var isFirst = true
        var columns = TableColumns()
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        do {
            try DelimitedReader.forEachRecordUTF8(text, delimiters) { fields, line in
                if isFirst {
                    isFirst = false
                    let first = header.read(fields)
                    columns = first.columns
                    if first.isHeader {
                        parsed.skip(line: line, reason: Self.headerReason)
                        return
                    }
                }
                let tags = columns.tags.flatMap { $0 < fields.count ? String.spaceSeparatedTags(fields[$0]) : nil } ?? []
                parsed.add(promptUTF8: columns.front < fields.count ? fields[columns.front] : none,
                           answerUTF8: columns.back < fields.count ? fields[columns.back] : none, tags: tags, line: line)
            }
        } catch {
            throw TextFormat.error(error, file: file)
        }
        return parsed
    }
}

/// Plain two- or three-column tables (CSV, TSV, Quizlet): front, back, then tags separated
/// by spaces (as Flashzilla's export writes them). Columns after the third are ignored.
enum TableReader {
    static func read(_ records: [DelimitedRecord], file: String) -> ParsedFile {
        var parsed = ParsedFile(file: file)
        for record in records {
            let fields = record.fields
            let tags = fields.count > 2 ? fields[2].spaceSeparatedTags : []
            parsed.add(prompt: fields[0], answer: fields.count > 1 ? fields[1] : "", tags: tags, line: record.line)
        }
        return parsed
    }
}

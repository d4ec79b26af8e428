/// Plain two- or three-column tables (CSV, TSV, Quizlet): front, back, then tags separated
/// by spaces (as Flashzilla's export writes them). Columns after the third are ignored.
enum TableReader {
    static func read(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, file: String) throws(ImportError) -> ParsedFile {
        var parsed = ParsedFile(file: file)
        do {
            try DelimitedReader.forEachRecordUTF8(text, delimiters) { fields, line in
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

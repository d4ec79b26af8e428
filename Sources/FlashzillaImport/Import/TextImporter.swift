import Foundation

/// Reads one file into cards grouped by deck, or fails with the file and the line.
public enum TextImporter {
    /// `displayName` names the file in errors and in the report (the path as given);
    /// `header`: whether a table's first row names its columns (Anki's text has its own headers).
    public static func parse(_ data: [UInt8], displayName: String, fieldSeparator: [UInt8]? = nil,
                             cardSeparator: [UInt8]? = nil, header: HeaderRow = .detect) throws(ImportError) -> ParsedFile {
        let text: ArraySlice<UInt8>
        do {
            text = try TextBytes.withoutBOM(data)
        } catch {
            throw ImportError(file: displayName, line: nil, message: "empty file")
        }
        // A large file's UTF-8 check runs on another core while it is read (a 6.5 MB CSV:
        // 13 ms of its 85). The readers take any bytes (a String made of bad ones repairs
        // them), and what they read is thrown away when the check fails.
        let check = UTF8Check(text)
        let parsed: Result<ParsedFile, ImportError>
        do {
            parsed = .success(try read(text, displayName: displayName, fieldSeparator: fieldSeparator, cardSeparator: cardSeparator,
                                       header: header))
        } catch {
            parsed = .failure(error)
        }
        if let line = check.invalidLine() {
            throw ImportError(file: displayName, line: line, message: "not UTF-8 text (save the file as UTF-8 and import it again)")
        }
        return try parsed.get()
    }

    private static func read(_ text: ArraySlice<UInt8>, displayName: String, fieldSeparator: [UInt8]?,
                             cardSeparator: [UInt8]?, header: HeaderRow) throws(ImportError) -> ParsedFile {
        switch TextFormat.detect(fileName: displayName, text: text, fieldSeparator: fieldSeparator, cardSeparator: cardSeparator) {
        case .ankiText:
            return try AnkiTextReader.read(text, file: displayName)
        case .table(let delimiters):
            return try TableReader.read(text, delimiters, file: displayName, header: header)
        }
    }

    /// Reads the file at `path` (the name errors give): a regular file, or a pipe to its end.
    public static func parse(fileAt path: String, fieldSeparator: [UInt8]? = nil, cardSeparator: [UInt8]? = nil,
                             header: HeaderRow = .detect) throws(ImportError) -> ParsedFile {
        let isRegular = InputFile.isRegularFile(path)
        let data = try InputFile.contents(at: path)
        // A package is recognised by its first bytes only in a regular file (reading them
        // from a pipe would take them away from the import).
        if !isRegular, data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw ImportError(file: path, line: nil, message: "an Anki package cannot be imported from a pipe; save it to a .apkg file and import that")
        }
        return try parse(data, displayName: path, fieldSeparator: fieldSeparator, cardSeparator: cardSeparator, header: header)
    }
}

/// What `flashzilla export` writes.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// RFC 4180: prompt, answer, tags (separated by spaces, as Anki's); CRLF between records.
    case csv
    /// The same with tabs (and the same quoting, so tabs and line breaks survive).
    case tsv
    /// Anki's "Notes in Plain Text" with its headers, importable into Anki as is.
    case ankiText = "anki-text"
}

import ArgumentParser
import FlashzillaImport

/// What `flashzilla export --format` takes: the text formats (`DeckExporter`) and Anki's
/// package (`ApkgExporter`).
enum ExportFileFormat: String, CaseIterable, ExpressibleByArgument {
    case csv, tsv
    case ankiText = "anki-text"
    case apkg

    /// The text format, or nil for the package.
    var text: ExportFormat? {
        switch self {
        case .csv: .csv
        case .tsv: .tsv
        case .ankiText: .ankiText
        case .apkg: nil
        }
    }
}

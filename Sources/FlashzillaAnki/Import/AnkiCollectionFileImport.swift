import FlashzillaCore
import FlashzillaImport
import Foundation

extension AnkiPackageReader {
    /// Reads an Anki collection file (schema 11, as a normal sync keeps it) as a package
    /// without media: the cards, history and marks the package reader would give for a
    /// package holding it, without zipping it into one and unpacking it again. The file is
    /// only read. `displayName` names it in errors and the report.
    public static func read(collectionAt file: URL, displayName: String,
                            temporaryDirectory: URL = FileManager.default.temporaryDirectory) throws(ImportError) -> AnkiPackageImport {
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder(.apkg, in: temporaryDirectory)
        } catch {
            throw ImportError(file: displayName, line: nil, message: "\(error.message)")
        }
        do {
            var collection = try CollectionReader.read(file)
            let marks = try AnkiCardMarks.read(file)
            let templates = try PackageCards.templates(of: collection)
            var (parts, answered) = PackageCards(collection, templates: templates, file: displayName).rendered()
            let reviewLog = collection.reviewLog, days = collection.days, schedules = collection.schedules
            collection = AnkiCollection()
            let parsed = ParsedFile.joined(&parts, file: displayName)
            return AnkiPackageImport(parsed: parsed, media: [:], answered: answered, reviewLog: reviewLog, marks: marks,
                                     schedules: schedules, days: days, scratch: scratch)
        } catch {
            scratch.remove()
            throw ImportError(file: displayName, line: nil, message: (error as? PackageProblem)?.description ?? "\(error)")
        }
    }
}

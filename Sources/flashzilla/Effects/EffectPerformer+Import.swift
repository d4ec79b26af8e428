import FlashzillaCore
import FlashzillaTUI
import Foundation

/// The import screen's file work: listing a folder for Tab, a dry run for the preview, the
/// import itself (`ImportJob`, as `flashzilla import` does it).
extension EffectPerformer {
    /// Answers `.completePath`, `.previewImport` and `.runImport`.
    func performImport(_ effect: AppEffect, progress report: (AppMessage) -> Void) -> [AppResponse] {
        func answer(_ response: AppResponse) -> [AppResponse] { [response] }
        switch effect {
        case .completePath(let directory, let prefix):
            return answer(.pathsCompleted(Self.entries(of: directory, startingWith: prefix)))
        case .previewImport(let path, let deckName):
            do {
                let report = try ImportJob.run(files: [Self.expanded(path)], options: .init(deckName: deckName, dryRun: true)) { context }
                // The first line says "Dry run": the screen says so in its own words. One deck
                // is named for the screen to ask about; several are the file's own.
                let decks = report.plan.decks
                return answer(.importPreviewed(ImportPreview(lines: Array(report.lines.dropFirst().dropLast()), summary: report.summary,
                                                             deckName: decks.count == 1 ? decks[0].deck.name : nil)))
            } catch {
                return answer(.importFailed("\(error)"))
            }
        case .runImport(let path, let deckName):
            do {
                let report = try ImportJob.run(files: [Self.expanded(path)], options: .init(deckName: deckName), progress: { step in
                    report(.answer(.importProgressed(step)))
                }, home: context) { context }
                return answer(.importFinished(summary: "Imported \((path as NSString).lastPathComponent): \(report.summary)"))
            } catch {
                return answer(.importFailed("\(error)"))
            }
        default:
            return []
        }
    }

    /// "~/x" is in the home folder; anything else as typed (relative to where the app started).
    static func expanded(_ path: String) -> String {
        (path as NSString).expandingTildeInPath
    }

    /// The names in `directory` ("" the current folder) starting with `prefix`, folders
    /// ending in "/"; hidden ones only when the prefix asks for them.
    static func entries(of directory: String, startingWith prefix: String) -> [String] {
        let folder = directory.isEmpty ? "." : expanded(directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.map { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return exists && isDirectory.boolValue ? name + "/" : name
        }
    }
}

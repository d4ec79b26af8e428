import ArgumentParser
import FlashzillaCore
import FlashzillaImport
import Foundation

extension SyncRunner {
    /// The first sync's import: the downloaded collection taken in as the file it is (not
    /// zipped into a package and unzipped again: 25 MB written and read twice for 50,000
    /// notes), with every kept media file its cards show; a home with decks replaced has them
    /// moved to a backup first, and back if the import fails. `beforeWriting`: sees the
    /// import's plan just before it is written (`SyncFirstDecks`).
    func installDownloaded(collectionAt kept: URL, replacing: Bool,
                           beforeWriting: @escaping (inout ImportPlan) throws -> Void) throws -> ImportReportOutput {
        let options = ImportJob.Options(beforeWriting: beforeWriting, collectionMedia: Self.keptMedia(home: app.home).folder)
        return try importReplacing(file: kept, options: options, replacing: replacing)
    }

    /// `file` imported; a home with decks replaced (`replacing`) has them moved to a backup
    /// first, and back if the import fails; Ctrl-C stops it with nothing downloaded.
    func importReplacing(file: URL, options: ImportJob.Options, replacing: Bool) throws -> ImportReportOutput {
        var replacement = SyncReplacement(home: app.home)
        if replacing { try replacement.moveAside(now: app.now) }
        let interruption = stopsImportOnCtrlC ? ImportInterruption() : nil
        do {
            let report = try ImportJob.run(files: [file.path], options: options, stopIfAsked: { try interruption?.stopIfAsked() },
                                           home: importContext(.leftAsIs)) {
                try importContext(.creatingEmpty)
            }
            replacement.pruneOldBackups()
            return report
        } catch {
            replacement.putBack()
            if interruption?.happened == true {
                Console.error("interrupted; nothing downloaded")
                throw ExitCode(130)
            }
            throw error
        }
    }
}

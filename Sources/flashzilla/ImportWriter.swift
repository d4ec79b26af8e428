import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation

/// Carries out an import plan: the packages' media first (into `HOME/media/<deck id>/`),
/// then new decks and the changed ones (each saved under the folder's lock, merged with any
/// change made meanwhile) on another thread while the review history is written (one
/// transaction). If a write fails, the media files and decks this import created are
/// removed again, so a failed import leaves nothing new behind; the history only names
/// cards of the new decks, so it commits only once they are written.
enum ImportWriter {
    /// Each planned deck's file (nil for a deck with nothing to write), and how many media
    /// files were written (new or changed; those already there are not). `media`: each
    /// planned deck's media, in the plan's order (empty for text files); `history`: the
    /// answers of the cards the import adds (replayed a batch at a time as they are written).
    /// `historyHanded`: how many of the history's answers have gone to the progress file
    /// so far, told a batch at a time (the longest step of a large package's import).
    /// `stopIfAsked`: asked once everything is written but not yet committed; if it throws,
    /// nothing is kept. `prebuilt`: the history already written while the files were read,
    /// into the home's progress file (committed once the decks are written) or into a file of
    /// its own (which then becomes the home's, if the home has none by then).
    static func write(_ plan: consuming ImportPlan, media: [DeckMedia] = [], history: ImportedHistory? = nil, prebuilt: EarlyHistoryBuild? = nil,
                      to store: DeckStore, home: URL, progressURL: URL, now: Date, stopIfAsked: () throws -> Void = {},
                      historyHanded: (Int) -> Void = { _ in }) throws -> (files: [URL?], mediaWritten: Int) {
        var files: [URL?] = plan.decks.map { $0.existing?.fileURL }
        var installed: [MediaInstaller.Installed] = []
        var decks: ImportDeckWriting?
        do {
            let installer = MediaInstaller(home: home)
            for deck in media { installed.append(try installer.install(deck)) }
            // Opened (and checked) before any deck is written: a progress file that is not
            // ours or is newer stops the import here.
            let history = history?.isEmpty ?? true ? nil : history
            let progress = history == nil || prebuilt != nil ? nil : try ProgressStore(fileURL: progressURL)
            // Handed over: the writing's thread lets the cards go once they are written.
            let writing = ImportDeckWriting(consume plan, to: store, now: now)
            decks = writing
            if let progress, let history {
                // The history commits only once every deck file is there.
                try record(history, into: progress, historyHanded: historyHanded) {
                    try writing.wait()
                    ImportKillSwitch.reached("decks-written")
                    try stopIfAsked()
                }
            } else {
                try writing.wait()
                ImportKillSwitch.reached("decks-written")
                try stopIfAsked()
                if let history, let prebuilt {
                    if prebuilt.existing != nil {
                        // Written into the home's file already: committed now.
                        try prebuilt.commit()
                        historyHanded(history.count)
                    } else if let built = prebuilt.builtFile(), try ProgressStore.install(built, at: progressURL) {
                        historyHanded(history.count)
                    } else {
                        // The file of its own failed, or the home has a progress file by now
                        // (the app made one meanwhile): the history goes in as it would have.
                        try record(history, into: ProgressStore(fileURL: progressURL), historyHanded: historyHanded) {}
                    }
                }
            }
        } catch {
            // The decks' own failure says more than the history's rollback it caused.
            let cause = decks?.failure ?? error
            for deck in decks?.created ?? [] { try? FileManager.default.removeItem(at: deck.url) }
            for media in installed { media.undo() }
            throw CommandFailure("\(cause) (nothing imported)")
        }
        for deck in decks?.created ?? [] { files[deck.index] = deck.url }
        return (files, installed.reduce(0) { $0 + $1.written.count })
    }

    /// The history in one transaction, replayed and prepared (cards numbered, bucket sums
    /// gathered) on another core while the batch before is written; `historyHanded` told
    /// as the batches are taken, `beforeCommit` last inside the transaction.
    private static func record(_ history: ImportedHistory, into progress: ProgressStore, historyHanded: (Int) -> Void,
                               beforeCommit: () throws -> Void) throws {
        let batches = history.prepared()
        defer { batches.stop() }
        // Told only while the batches are read, which `record` does before it returns.
        try withoutActuallyEscaping(historyHanded) { tell in
            var handed = 0
            try progress.record(prepared: batches.lazy.map { batch in
                handed += batch.count
                tell(handed)
                return batch
            }, beforeCommit: beforeCommit)
        }
    }
}

import FlashzillaAnki
import FlashzillaCore
import FlashzillaProgress
import Foundation
import Synchronization

/// An Anki package's history, written as soon as its collection is read, while its cards
/// are still being rendered (the history of 200,000 answers is the longest step of an
/// import). Where the home has no progress file, into a new one in a temporary folder of
/// its own (nothing in the home may be made before every file is read), which the import
/// makes the home's (`ProgressStore.install`) once the plan holds and the decks are
/// written. Where the home has one, into that file, in a transaction that commits only
/// then (`commit()`), as the history written after the plan would. A guess that does not
/// hold throws the work away (`finish()`), and the history is written as before.
final class EarlyHistoryBuild: Sendable {
    let guess: ImportedHistory.Early
    /// The home's progress file, written in place; nil: a new file is built in `folder`.
    let existing: URL?
    private let folder: URL
    private let file: URL
    /// The history is ready once `made` has finished; the file once `built` has.
    private let made = DispatchGroup(), built = DispatchGroup()
    private let history = Mutex<ImportedHistory?>(nil)
    private let outcome = Mutex<Result<Void, ProgressError>?>(nil)
    private let stopped = Atomic(false)
    /// In place: whether to commit, once told (`commit()` or `finish()`).
    private let verdict = Mutex<Bool?>(nil)
    private let told = DispatchSemaphore(value: 0)

    /// `guess`: made from `source`; `existing`: the home's progress file, if it has one.
    init(_ guess: ImportedHistory.Early, of source: AnkiHistorySource, scheduler: FSRSScheduler, existing: URL? = nil) {
        self.guess = guess
        self.existing = existing
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-history-\(UUID().uuidString)", isDirectory: true)
        file = folder.appendingPathComponent("progress.sqlite")
        made.enter()
        // The collection is let go once the history is made (its notes' text is most of it).
        let collection = Mutex<AnkiHistorySource?>(source)
        DedicatedThread.start(in: built) { [self] in
            let history = guess.history(of: collection.withLock { $0.take()! }, scheduler: scheduler)
            self.history.withLock { $0 = history }
            made.leave()
            let result = Result { () throws(ProgressError) in
                // Smaller batches than when written after the reading: these are in flight
                // beside the rendering, the import's peak (2,000 cards a batch held 9 MB).
                let batches = history.prepared(cardsPerBatch: 500, stoppingWhen: { self.stopped.load(ordering: .relaxed) })
                defer { batches.stop() }
                if let existing {
                    try ProgressStore(fileURL: existing).record(prepared: batches, cacheKiB: 1024) {
                        told.wait()
                        guard verdict.withLock({ $0 }) == true else { throw CancellationError() }
                    }
                    return
                }
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    throw ProgressError(.failed(FileErrorText.describe(error)), fileURL: file)
                }
                try ProgressStore.build(at: file, prepared: batches)
            }
            outcome.withLock { $0 = result }
        }
    }

    /// The history the guess gives (made on the other core while the cards are rendered).
    var answers: ImportedHistory {
        made.wait()
        return history.withLock { $0! }
    }

    /// The built file, once it is built; nil if building it failed or was stopped (and at
    /// once, in place: that file is committed instead).
    func builtFile() -> URL? {
        guard existing == nil else { return nil }
        built.wait()
        guard !stopped.load(ordering: .relaxed), case .success = outcome.withLock({ $0 }) else { return nil }
        return file
    }

    /// In place: commits the history (the plan held, the decks are written), and throws
    /// what stopped it.
    func commit() throws(ProgressError) {
        tell(true)
        built.wait()
        if case .failure(let error) = outcome.withLock({ $0 }) { throw error }
    }

    /// Stops the building if it is still going (its work is not wanted; in place, rolled
    /// back), waits for it, and removes what it made (an installed file has gone from there).
    func finish() {
        stopped.store(true, ordering: .relaxed)
        tell(false)
        built.wait()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The verdict, given once (a later one changes nothing).
    private func tell(_ commit: Bool) {
        let first = verdict.withLock { verdict in
            defer { if verdict == nil { verdict = commit } }
            return verdict == nil
        }
        if first { told.signal() }
    }
}

extension ImportedHistory {
    /// The answers replayed and prepared (cards numbered, bucket sums gathered) on another
    /// core, a batch ahead of the thread that writes them. `stop`: asked before each batch;
    /// true ends the answers there.
    func prepared(cardsPerBatch: Int = 2_000, stoppingWhen stop: @escaping @Sendable () -> Bool = { false })
        -> PrefetchedBatches<PreparedAnswers> {
        PrefetchedBatches { hand in
            var preparer = AnswerPreparer()
            for batch in self.batches(cardsPerBatch: cardsPerBatch) {
                if stop() || !hand(preparer.prepare(batch)) { return }
            }
            _ = hand(preparer.finish())
        }
    }
}

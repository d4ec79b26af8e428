import FlashzillaAnki
import FlashzillaCore
import FlashzillaProgress
import Foundation
import Synchronization

/// An Anki package's history, written as soon as its collection is read, while its cards
/// are still being rendered (the history of 200,000 answers is the longest step of an
/// import): into a new progress file in a temporary folder of its own, since nothing in the
/// learner's home may be touched before every file is read. Once the plan is made and its
/// decks written, the import makes that file the learner's first progress file
/// (`ProgressStore.install`), if the guess it was made on held and the home has none yet;
/// otherwise it is thrown away and the history written as before.
final class EarlyHistoryBuild: Sendable {
    let guess: ImportedHistory.Early
    private let folder: URL
    private let file: URL
    /// The history is ready once `made` has finished; the file once `built` has.
    private let made = DispatchGroup(), built = DispatchGroup()
    private let history = Mutex<ImportedHistory?>(nil)
    private let outcome = Mutex<Result<Void, ProgressError>?>(nil)
    private let stopped = Atomic(false)

    /// `deckName`: the import's `--deck`.
    init(_ source: AnkiHistorySource, deckName: String?, scheduler: FSRSScheduler) {
        let guess = ImportedHistory.Early(source, deckName: deckName)
        self.guess = guess
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
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    throw ProgressError(.failed("\(error)"), fileURL: file)
                }
                // Smaller batches than when written after the reading: these are in flight
                // beside the rendering, the import's peak (2,000 cards a batch held 9 MB).
                let batches = history.prepared(cardsPerBatch: 500, stoppingWhen: { self.stopped.load(ordering: .relaxed) })
                defer { batches.stop() }
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

    /// The built file, once it is built; nil if building it failed or was stopped.
    func builtFile() -> URL? {
        built.wait()
        guard !stopped.load(ordering: .relaxed), case .success = outcome.withLock({ $0 }) else { return nil }
        return file
    }

    /// Stops the building if it is still going (its file is not wanted), waits for it, and
    /// removes what it made (an installed file has gone from there already).
    func finish() {
        stopped.store(true, ordering: .relaxed)
        built.wait()
        try? FileManager.default.removeItem(at: folder)
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

import FlashzillaCore
import FlashzillaProgress
import Foundation
import Synchronization

/// Review's start on two cores: the deck's id is in its summary, so the progress file is
/// opened and the deck's schedules (100,000 rows) read while the deck file itself is loaded.
enum ReviewOpening {
    /// What Review opens with.
    struct Opened {
        var deck: LoadedDeck
        var progress: ProgressStore
        var start: ReviewStart
    }

    /// The deck `summary` names, and what the progress file at `progressURL` holds for it.
    /// A progress file that cannot be used throws its `ProgressError`, whatever the deck did.
    static func open(_ summary: DeckSummary, deckStore: DeckStore, progressURL: URL, now: Date) throws -> Opened {
        let early = Mutex<Result<(ProgressStore, ReviewStart), ProgressError>?>(nil)
        let group = DispatchGroup()
        let deckID = summary.deckID
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let read = Result { () throws(ProgressError) in
                let store = try ProgressStore(fileURL: progressURL)
                return (store, try ReviewStart(deckID: deckID, store: store, now: now))
            }
            early.withLock { $0 = read }
        }
        let loaded = Result { try deckStore.load(fileURL: summary.fileURL, now: now) }
        group.wait()
        guard let read = early.withLock({ $0 }) else { preconditionFailure("the progress read always finishes") }
        let (store, start) = try read.get()
        let deck = try loaded.get()
        // The file changed since its summary was made (another id): read for the deck loaded.
        if deck.deck.id != deckID {
            return Opened(deck: deck, progress: store, start: try ReviewStart(deckID: deck.deck.id, store: store, now: now))
        }
        return Opened(deck: deck, progress: store, start: start)
    }
}

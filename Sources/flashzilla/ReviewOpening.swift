import FlashzillaCore
import FlashzillaProgress
import Foundation
import Synchronization

/// Review's start on two cores: the deck's id is in its summary, so its schedules (100,000
/// rows) are read from the progress file while the deck file itself is loaded.
enum ReviewOpening {
    /// The deck `summary` names, and what the progress file holds for it.
    static func open(_ summary: DeckSummary, deckStore: DeckStore, progress: ProgressStore, now: Date) throws -> (LoadedDeck, ReviewStart) {
        let early = Mutex<Result<ReviewStart, ProgressError>?>(nil)
        let group = DispatchGroup()
        let deckID = summary.deckID
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            let read = Result { () throws(ProgressError) in try ReviewStart(deckID: deckID, store: progress, now: now) }
            early.withLock { $0 = read }
        }
        let loaded: LoadedDeck
        do {
            loaded = try deckStore.load(fileURL: summary.fileURL, now: now)
        } catch {
            group.wait()
            throw error
        }
        group.wait()
        // The file changed since its summary was made (another id): read for the deck loaded.
        if loaded.deck.id != deckID { return (loaded, try ReviewStart(deckID: loaded.deck.id, store: progress, now: now)) }
        guard let result = early.withLock({ $0 }) else { return (loaded, try ReviewStart(deckID: deckID, store: progress, now: now)) }
        return (loaded, try result.get())
    }
}

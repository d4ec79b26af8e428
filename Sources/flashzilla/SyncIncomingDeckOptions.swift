import FlashzillaCore
import FlashzillaSync
import Foundation

/// After a sync, deck options changed on the other side (new cards a day, maximum reviews a
/// day, desired retention) become the options of the deck of the same name here, and the
/// values the next sync compares with (`SyncOutgoingDeckOptions`), so they are not sent back.
/// A retention equal to the learner's own setting leaves the deck following that setting.
enum SyncIncomingDeckOptions {
    /// Returns how many decks' options changed here.
    @discardableResult
    static func apply(from kept: SyncedCollection, changedFromUSN usn: Int, app: AppContext) throws -> Int {
        let arrived = try kept.deckOptions(changedFromUSN: usn)
        guard !arrived.isEmpty else { return 0 }
        let byName = Dictionary(arrived.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let learnersRetention = app.settingsStore.load().settings.scheduler.desiredRetention
        var compared = try kept.syncedDeckOptions()
        var changed = 0
        for entry in app.store.loadAll(now: app.now) {
            guard case .loaded(var loaded) = entry, let options = byName[loaded.deck.name.lowercased()] else { continue }
            let values = options.values
            let base = DeckBaseline(loaded.deck)
            var settings = loaded.deck.settings
            settings.newCardsPerDay = values.newPerDay
            settings.reviewsPerDay = values.reviewsPerDay
            if let retention = values.desiredRetention {
                let current = settings.review.desiredRetention ?? learnersRetention
                if abs(retention - current) > 0.000_1 { settings.review.desiredRetention = retention }
            }
            compared[options.deckID] = SyncedCollection.DeckOptionValues(newPerDay: settings.newCardsPerDay, reviewsPerDay: settings.reviewsPerDay,
                                                                         desiredRetention: settings.review.desiredRetention)
            guard settings != loaded.deck.settings else { continue }
            loaded.deck.settings = settings
            do {
                _ = try app.store.save(&loaded, mergingFrom: base, now: app.now)
            } catch {
                throw CommandFailure("\(loaded.fileURL.path): \(error)")
            }
            changed += 1
        }
        // What the decks here now hold: the next sync sends only later edits made here.
        try kept.writeDeckOptions([:], current: compared, now: app.now)
        return changed
    }
}

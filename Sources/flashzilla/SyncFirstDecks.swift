import FlashzillaCore
import FlashzillaImport
import FlashzillaSync
import Foundation

/// A first sync's look at the import's plan just before its decks are written: the deck
/// options that came with the collection are set in them (each deck is written once, with
/// its options, not written and then read and saved again), and what the sync keeps
/// afterwards (the cards both sides have, each deck's options) is taken from the plan, the
/// decks exactly as written. Only a plan of new decks is taken (a home emptied or moved
/// aside); otherwise `taken` stays false and the decks are read back after the import.
final class SyncFirstDecks {
    private(set) var incoming: SyncIncomingDeckOptions?
    private let kept: SyncedCollection
    /// The collection's cards (`cardIDsByKey()`), read when the plan is taken: not held
    /// through the import's reading, its peak.
    private(set) var inCollection: [SyncedCardKey: Int64] = [:]
    /// The kept map from the cards written to the collection's (`CardIDMap`).
    private(set) var cardIDs: [UUID: SyncedCollection.CardIDMap] = [:]
    /// The cards of the decks written that the collection has.
    private(set) var both = Set<SyncedCardKey>()
    /// The decks written, their names and options only.
    private(set) var written: [Deck] = []
    private(set) var taken = false

    init(kept: SyncedCollection, app: AppContext) throws {
        incoming = try SyncIncomingDeckOptions(from: kept, changedFromUSN: 0, app: app)
        self.kept = kept
    }

    func take(_ plan: inout ImportPlan) throws {
        guard plan.decks.allSatisfy(\.isNew) else { return }
        inCollection = try kept.cardIDsByKey()
        for i in plan.decks.indices {
            if let settings = incoming?.settings(for: plan.decks[i].deck) { plan.decks[i].deck.settings = settings }
            _ = SyncedCardsAfterSync.list(plan.decks[i].deck, inCollection: inCollection, before: [], into: &both, ids: &cardIDs)
            written.append(SyncedCardsAfterSync.optionsOnly(of: plan.decks[i].deck))
        }
        taken = true
    }
}

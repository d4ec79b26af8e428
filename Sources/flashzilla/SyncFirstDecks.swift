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
    /// The cards both sides have (the collection's, `cardsToFind()`, read when the plan is
    /// taken, not held through the import's reading, met by the decks written).
    private(set) var both = SyncedCollection.SyncedCardList.keys([])
    /// The kept map from the cards written to the collection's (`CardIDMap`).
    private(set) var cardIDs: [UUID: SyncedCollection.CardIDMap] = [:]
    /// The decks written, their names and options only.
    private(set) var written: [Deck] = []
    private(set) var taken = false

    init(kept: SyncedCollection, app: AppContext) throws {
        incoming = try SyncIncomingDeckOptions(from: kept, changedFromUSN: 0, app: app)
        self.kept = kept
    }

    func take(_ plan: inout ImportPlan) throws {
        guard plan.decks.allSatisfy(\.isNew) else { return }
        var found = try kept.cardsToFind()
        for i in plan.decks.indices {
            if let settings = incoming?.settings(for: plan.decks[i].deck) { plan.decks[i].deck.settings = settings }
            Self.meet(plan.decks[i].deck, in: &found, into: &cardIDs[plan.decks[i].deck.id, default: .init(reserving: plan.decks[i].deck.cards.count)])
            written.append(SyncedCardsAfterSync.optionsOnly(of: plan.decks[i].deck))
        }
        // Only what the list needs is held through the writing (usually not one key).
        both = found.list
        taken = true
    }

    /// Marks the deck's cards the collection has as met, and adds them to the deck's kept map
    /// (a key two cards share has no id there: left to the pass over every card, as
    /// `SyncedCardsAfterSync.list`).
    static func meet(_ deck: Deck, in found: inout SyncedCollection.CardsFound, into map: inout SyncedCollection.CardIDMap) {
        for card in deck.cards {
            guard let key = SyncedCardsAfterSync.key(of: card), let anki = found.meet(key), anki != 0 else { continue }
            map.append(card.id, ankiID: anki)
        }
    }
}

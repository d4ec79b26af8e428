import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// Once a sync's collection is in the decks: the cards deleted on the other side deleted
/// here too (their answers stay in the history), then the list of cards both sides have
/// written for the next sync (`SyncOutgoingNotes`).
enum SyncedCardsAfterSync {
    /// Returns how many cards were deleted here.
    @discardableResult
    static func apply(kept: SyncedCollection, app: AppContext) throws -> Int {
        let now = app.now
        let notes = try kept.keptNotes()
        let before = try kept.syncedCards().keys
        func inCollection(_ key: SyncedCardKey) -> Bool { notes[key.guid]?.cards[key.ord] != nil }
        var both = Set<SyncedCardKey>()
        var deleted = 0
        for entry in app.store.loadAll(now: now) {
            guard case .loaded(var loaded) = entry else { continue }
            let base = DeckBaseline(loaded.deck)
            var gone = Set<UUID>()
            for card in loaded.deck.cards {
                guard let key = key(of: card) else { continue }
                if inCollection(key) { both.insert(key) } else if before.contains(key) { gone.insert(card.id) }
            }
            guard !gone.isEmpty else { continue }
            loaded.deck.cards.removeAll { gone.contains($0.id) }
            do {
                _ = try app.store.save(&loaded, mergingFrom: base, now: now)
            } catch {
                throw CommandFailure("\(loaded.fileURL.path): \(error)")
            }
            deleted += gone.count
        }
        try kept.recordSyncedCards(both, now: now)
        return deleted
    }

    /// The card's note GUID and number in Anki: its kept note's; for a card of an entry made
    /// here (reversed, cloze, typed) the entry's note (GUID: the entry's id) and its card there;
    /// for another card made here the Basic note it goes as.
    static func key(of card: Card) -> SyncedCardKey? {
        if let link = card.note { return SyncedCardKey(guid: link.guid, ord: link.ord) }
        if let entry = card.entry, let made = CardKindNoteTypes.note(for: card) {
            return SyncedCardKey(guid: AnkiDeckNotes.guid(ofCardMadeHere: entry.id), ord: made.ord)
        }
        return SyncedCardKey(guid: AnkiDeckNotes.guid(ofCardMadeHere: card.id), ord: 0)
    }
}

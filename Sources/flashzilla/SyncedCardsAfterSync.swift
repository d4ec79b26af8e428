import FlashzillaAnki
import FlashzillaCore
import FlashzillaSync
import Foundation

/// Once a sync's collection is in the decks: the cards deleted on the other side deleted
/// here too (their answers stay in the history), then the list of cards both sides have
/// written for the next sync (`SyncOutgoingNotes`).
enum SyncedCardsAfterSync {
    /// Returns how many cards were deleted here. `cardsAsListed`: no card came, went or was
    /// made in the collection since the last sync wrote the list (its digest then stands
    /// without a pass over every card).
    @discardableResult
    static func apply(kept: SyncedCollection, app: AppContext, cardsAsListed: Bool = false) throws -> Int {
        let now = app.now
        // Taken before the decks are read: a deck saved while they are differs from it.
        let folder = SyncFolderSignature.current(home: app.home), listed = try kept.syncState(cardsKey)
        let cards = try cardsAsListed ? listed ?? kept.cardSetDigest() : kept.cardSetDigest()
        if try kept.syncState(folderKey) == folder, listed == cards {
            // The decks here and the collection's cards are as when the list was written: so is the list.
            return 0
        }
        let inCollection = try kept.cardIDsByKey()
        let before = try kept.syncedCards().keys
        var both = Set<SyncedCardKey>()
        var cardIDs: [UUID: SyncedCollection.CardIDMap] = [:]
        var deleted = 0
        var read: [Deck] = [], files: [URL?] = []
        var saves: [SyncFolderSignature.Save] = []
        for entry in app.store.loadAll(now: now) {
            guard case .loaded(var loaded) = entry else { continue }
            read.append(optionsOnly(of: loaded.deck))
            files.append(loaded.fileURL)
            let gone = list(loaded.deck, inCollection: inCollection, before: before, into: &both, ids: &cardIDs)
            guard !gone.isEmpty else { continue }
            // The baseline only of a deck that is saved: taking it costs as much as its cards.
            let base = DeckBaseline(loaded.deck), fingerprint = loaded.fingerprint
            loaded.deck.cards.removeAll { gone.contains($0.id) }
            do {
                let merged = try app.store.save(&loaded, mergingFrom: base, now: now) != nil
                saves.append(.init(file: loaded.fileURL, read: fingerprint, written: loaded.fingerprint, merged: merged))
            } catch {
                throw CommandFailure("\(loaded.fileURL.path): \(error)")
            }
            deleted += gone.count
        }
        try kept.recordSyncedCards(both, now: now, collectionKeys: inCollection, cardIDs: cardIDs)
        try SyncOutgoingDeckOptions.recordFirstValues(into: kept, decks: read, now: now)
        // Decks just saved here are signed as saved, unless another program wrote one meanwhile:
        // then the next sync reads them all.
        try kept.setSyncState([folderKey: SyncFolderSignature.including(saves, in: folder, home: app.home), cardsKey: cards]
            .merging(SyncedDeckList.recorded(read, files: files)) { first, _ in first })
        return deleted
    }

    /// Adds the deck's cards the collection has to `both`, and to `ids` with their Anki ids
    /// (the kept map: `CardIDMap`); returns those deleted on the other side (in the list of
    /// synced cards `before`, gone from the collection).
    static func list(_ deck: Deck, inCollection: [SyncedCardKey: Int64], before: Set<SyncedCardKey>, into both: inout Set<SyncedCardKey>,
                     ids: inout [UUID: SyncedCollection.CardIDMap]) -> Set<UUID> {
        var gone = Set<UUID>()
        var map = ids.removeValue(forKey: deck.id) ?? SyncedCollection.CardIDMap()
        for card in deck.cards {
            guard let key = key(of: card) else { continue }
            if let anki = inCollection[key] {
                both.insert(key)
                // 0: a key two cards share, left to the pass over every card.
                if anki != 0 { map.append(card.id, ankiID: anki) }
            } else if before.contains(key) {
                gone.insert(card.id)
            }
        }
        ids[deck.id] = map
        return gone
    }

    /// The deck's name and options only: the cards are let go deck by deck.
    static func optionsOnly(of deck: Deck) -> Deck {
        var options = Deck(id: deck.id, name: deck.name)
        options.settings = deck.settings
        return options
    }

    /// The kept state's keys: the decks' folder signature (`SyncFolderSignature`) and the
    /// collection's cards (`cardSetDigest`) when the list was last written.
    static let folderKey = "decks", cardsKey = "cards"

    /// Whether nothing changed in the decks here since the last sync ended (the list of synced
    /// cards then written): nothing was made, edited or deleted here to be sent.
    static func decksUnchanged(kept: SyncedCollection, home: URL) throws -> Bool {
        guard let kept = try kept.syncState(folderKey) else { return false }
        return kept == SyncFolderSignature.current(home: home)
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

import FlashzillaCore
import FlashzillaSync
import Foundation

/// The decks here (id and name) as the last sync read them in full, kept in the kept
/// collection beside the decks' folder signature (`SyncedCardsAfterSync.folderKey`): while
/// the folder is as signed, a sync finds the decks of the cards answered here without reading
/// a deck file. (The summary cache cannot stand in: a deck written less than two seconds
/// before it is listed, as a sync's own import or options write it, is not cached.)
enum SyncedDeckList {
    static let key = "deckList"

    /// The state to keep with the signature: these decks, by id and name.
    static func recorded(_ decks: [Deck]) -> [String: String?] {
        let list = decks.map { [$0.id.uuidString, $0.name] }
        return [key: (try? JSONEncoder().encode(list)).map { String(decoding: $0, as: UTF8.self) }]
    }

    /// The decks that can be read here: as kept, when the folder is still as the last sync
    /// signed it; otherwise from the summaries (reading the decks that changed).
    static func decks(kept: SyncedCollection, app: AppContext) throws -> [SyncedCardFinder.Deck] {
        if let text = try kept.syncState(key), try SyncedCardsAfterSync.decksUnchanged(kept: kept, home: app.home),
           let list = try? JSONDecoder().decode([[String]].self, from: Data(text.utf8)) {
            let decks = list.compactMap { pair in
                pair.count == 2 ? UUID(uuidString: pair[0]).map { SyncedCardFinder.Deck(deckID: $0, name: pair[1]) } : nil
            }
            if decks.count == list.count { return decks }
        }
        return app.store.summaries(now: app.now).filter { $0.problem == nil }.map { SyncedCardFinder.Deck(deckID: $0.deckID, name: $0.name) }
    }
}

import FlashzillaCore
import FlashzillaSync
import Foundation

/// The decks here (id, name and file) as the last sync read them in full, kept in the kept
/// collection beside the decks' folder signature (`SyncedCardsAfterSync.folderKey`): while
/// the folder is as signed, a sync finds its decks without reading a deck file. (The summary
/// cache cannot stand in: a deck written less than two seconds before it is listed, as a
/// sync's own import or options write it, is not cached.)
enum SyncedDeckList {
    static let key = "deckList"

    /// A deck as kept: its file's name in `decks/` is nil in a list kept before files were.
    struct Entry: Equatable {
        var deckID: UUID
        var name: String
        var fileName: String?
    }

    /// The state to keep with the signature: these decks, by id, name and file (`files[i]`
    /// the file of `decks[i]`; a deck without one is kept without).
    static func recorded(_ decks: [Deck], files: [URL?]) -> [String: String?] {
        let list = decks.indices.map { i in
            [decks[i].id.uuidString, decks[i].name] + (i < files.count ? files[i].map { [$0.lastPathComponent] } ?? [] : [])
        }
        return [key: (try? JSONEncoder().encode(list)).map { String(decoding: $0, as: UTF8.self) }]
    }

    /// The list as kept, when the folder is still as the last sync signed it and every file
    /// the list names is in it; nil otherwise (a deck file written, added, removed, renamed
    /// or replaced since: the list may no longer say which deck is in which file).
    static func kept(_ kept: SyncedCollection, home: URL) throws -> [Entry]? {
        guard let text = try kept.syncState(key), let signed = try kept.syncState(SyncedCardsAfterSync.folderKey) else { return nil }
        let folder = SyncFolderSignature.current(home: home)
        guard signed == folder, let list = try? JSONDecoder().decode([[String]].self, from: Data(text.utf8)) else { return nil }
        let files = SyncFolderSignature.deckFileNames(in: folder)
        var entries: [Entry] = []
        for item in list {
            guard item.count == 2 || item.count == 3, let id = UUID(uuidString: item[0]) else { return nil }
            let file = item.count == 3 ? item[2] : nil
            if let file, !files.contains(file) { return nil }
            entries.append(Entry(deckID: id, name: item[1], fileName: file))
        }
        return entries
    }

    /// The decks that can be read here: as kept (`kept(_:home:)`); otherwise from the
    /// summaries (reading the decks that changed).
    static func decks(kept: SyncedCollection, app: AppContext) throws -> [SyncedCardFinder.Deck] {
        if let entries = try Self.kept(kept, home: app.home) {
            return entries.map { SyncedCardFinder.Deck(deckID: $0.deckID, name: $0.name) }
        }
        return app.store.summaries(now: app.now).filter { $0.problem == nil }.map { SyncedCardFinder.Deck(deckID: $0.deckID, name: $0.name) }
    }
}

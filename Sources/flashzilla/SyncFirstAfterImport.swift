import FlashzillaCore
import FlashzillaSync
import Foundation

/// The first sync's work once the downloaded collection is in the decks: the list of synced
/// cards (`SyncedCardsAfterSync`), the deck options that came (`SyncIncomingDeckOptions`,
/// every deck's) and the values the next sync compares with. The kept collection is new and
/// the home held only what the import wrote: nothing was synced before, so nothing is
/// deleted here. `planned`: what the import's plan gave (`SyncFirstDecks`); when it was not
/// taken, the decks are read once instead. `imported`: the import's report (each deck's file).
enum SyncFirstAfterImport {
    static func apply(kept: SyncedCollection, planned: SyncFirstDecks?, imported: ImportReportOutput, app: AppContext) throws {
        let now = app.now
        let cards = try kept.cardSetDigest()
        if let planned, planned.taken {
            // The decks are as the plan wrote them, options and all: their signature now is
            // the one the list of synced cards holds for.
            let folder = SyncFolderSignature.current(home: app.home)
            try kept.recordSyncedCards(planned.both, now: now, cardIDs: planned.cardIDs)
            try planned.incoming?.record(into: kept, now: now)
            try SyncOutgoingDeckOptions.recordFirstValues(into: kept, decks: planned.written, now: now)
            try kept.setSyncState([SyncedCardsAfterSync.folderKey: folder, SyncedCardsAfterSync.cardsKey: cards]
                .merging(SyncedDeckList.recorded(planned.written, files: files(of: planned.written, in: imported))) { first, _ in first })
            return
        }
        // Taken before the decks are read: a deck saved while they are differs from it.
        let folder = SyncFolderSignature.current(home: app.home)
        let inCollection = try kept.cardIDsByKey()
        var cardIDs: [UUID: SyncedCollection.CardIDMap] = [:]
        var incoming = try SyncIncomingDeckOptions(from: kept, changedFromUSN: 0, app: app)
        var both = Set<SyncedCardKey>()
        var read: [Deck] = [], files: [URL?] = []
        var saves: [SyncFolderSignature.Save] = []
        for entry in app.store.loadAll(now: now) {
            guard case .loaded(var loaded) = entry else { continue }
            _ = SyncedCardsAfterSync.list(loaded.deck, inCollection: inCollection, before: [], into: &both, ids: &cardIDs)
            let fingerprint = loaded.fingerprint
            if try incoming?.take(into: &loaded, app: app) == true {
                saves.append(.init(file: loaded.fileURL, read: fingerprint, written: loaded.fingerprint, merged: incoming?.merged ?? true))
            }
            read.append(SyncedCardsAfterSync.optionsOnly(of: loaded.deck))
            files.append(loaded.fileURL)
        }
        try kept.recordSyncedCards(both, now: now, collectionKeys: inCollection, cardIDs: cardIDs)
        // The options that came first, then the values of the decks that got none.
        try incoming?.record(into: kept, now: now)
        try SyncOutgoingDeckOptions.recordFirstValues(into: kept, decks: read, now: now)
        // A deck saved here with the options that came is signed as saved (the next sync need
        // not read it), unless another program wrote it meanwhile: then the next sync reads them all.
        try kept.setSyncState([SyncedCardsAfterSync.folderKey: SyncFolderSignature.including(saves, in: folder, home: app.home),
                               SyncedCardsAfterSync.cardsKey: cards].merging(SyncedDeckList.recorded(read, files: files)) { first, _ in first })
    }

    /// Each deck's file as the import wrote it, found by the deck's id (none for an id the
    /// report has twice or not at all: that deck's file is left out of the kept list).
    static func files(of decks: [Deck], in report: ImportReportOutput) -> [URL?] {
        var byID: [UUID: URL?] = [:]
        for (item, file) in zip(report.plan.decks, report.files) {
            byID[item.deck.id] = byID[item.deck.id] == nil ? file : .some(nil)
        }
        return decks.map { byID[$0.id] ?? nil }
    }
}

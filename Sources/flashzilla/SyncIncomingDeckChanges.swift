import FlashzillaCore
import FlashzillaSync
import Foundation

/// Decks the other side renamed or deleted, renamed or deleted here too. Anki sends a renamed
/// deck as a deck object with a new name (its cards do not change) and a deleted one as a deck
/// grave, so both are told by comparing the kept collection's decks before the exchange with
/// those after it. Without this a deck renamed on the phone kept its old name here, and the
/// next sync, seeing the name differ, renamed it back on the phone.
enum SyncIncomingDeckChanges {
    /// The kept collection's decks before a sync's exchange, kept until the sync has applied
    /// what changed: a sync killed in between has them the next time. Kept by the exchange's
    /// own transaction when it first changes the decks (`SyncedCollection.watchCardPlacements(keepingDecksBeforeAs:)`):
    /// the collection's `decks` JSON (id → deck object); an earlier version kept id → name.
    static let beforeKey = "decksBeforeExchange"

    /// The kept decks before the exchange, id → name; nil when none are kept (the exchange
    /// did not change the decks, or the last sync finished).
    static func namesBefore(kept: SyncedCollection) throws -> [String: String]? {
        guard let text = try kept.syncState(beforeKey),
              let objects = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        var names: [String: String] = [:]
        for (id, value) in objects {
            if let name = value as? String {
                names[id] = name
            } else if let deck = value as? [String: Any], let name = deck["name"] as? String {
                names[id] = name
            }
        }
        return names
    }

    /// The sync state of a sync that applied what the exchange renamed and deleted: no decks kept.
    static let finished: [String: String?] = [beforeKey: nil]

    /// The decks renamed (old name → new name) and deleted (names) since the decks before the exchange.
    static func changes(kept: SyncedCollection) throws -> (renamed: [(old: String, new: String)], deleted: [String]) {
        guard let before = try namesBefore(kept: kept) else { return ([], []) }
        let after = Dictionary(try kept.decksAndBasicNoteType().decks.map { (String($0.value), $0.key) }, uniquingKeysWith: { first, _ in first })
        var renamed: [(String, String)] = [], deleted: [String] = []
        for (id, old) in before.sorted(by: { $0.value < $1.value }) {
            if let new = after[id] {
                if new != old { renamed.append((old, new)) }
            } else {
                deleted.append(old)
            }
        }
        return (renamed, deleted)
    }

    /// Renames here each deck the other side renamed (before the import, so what came for it
    /// lands in it by its new name). Not when a deck here already has the new name, nor when
    /// no deck here has the old one (renamed here too: this side's name is sent).
    @discardableResult
    static func applyRenames(kept: SyncedCollection, app: AppContext) throws -> Int {
        let renamed = try changes(kept: kept).renamed
        guard !renamed.isEmpty else { return 0 }
        var summaries = app.store.summaries(now: app.now)
        var count = 0
        for (old, new) in renamed {
            guard !summaries.contains(where: { $0.name.caseInsensitiveCompare(new) == .orderedSame }),
                  let index = summaries.firstIndex(where: { $0.name.caseInsensitiveCompare(old) == .orderedSame && $0.fileError == nil }) else { continue }
            do {
                var loaded = try app.store.load(fileURL: summaries[index].fileURL, now: app.now)
                let base = DeckBaseline(loaded.deck)
                loaded.deck.name = new
                try app.store.save(&loaded, mergingFrom: base, now: app.now)
                _ = try app.store.moveFileToMatchName(&loaded)
                summaries[index].name = new
                summaries[index].fileURL = loaded.fileURL
                count += 1
            } catch {
                throw CommandFailure("\(summaries[index].fileURL.path): not renamed to \(new) as on the other side: \(error)")
            }
        }
        return count
    }

    /// Once the cards deleted on the other side are deleted here: each deck the other side
    /// deleted that is now empty here goes to `HOME/trash/` (a deck with cards made here since
    /// stays, and goes to the other side as a new deck). The decks before the exchange are
    /// no longer kept from here on; the record is cleared with the sync's last state
    /// (`finished`, in the read mark's commit: a sync killed before it does this again).
    @discardableResult
    static func applyDeletions(kept: SyncedCollection, app: AppContext) throws -> Int {
        let deleted = try changes(kept: kept).deleted
        var count = 0
        if !deleted.isEmpty {
            let names = Set(try kept.decksAndBasicNoteType().decks.keys.map { $0.lowercased() })
            for summary in app.store.summaries(now: app.now)
            where summary.fileError == nil && summary.cardCount == 0 && !names.contains(summary.name.lowercased())
                && deleted.contains(where: { $0.caseInsensitiveCompare(summary.name) == .orderedSame }) {
                do {
                    _ = try app.store.moveToTrash(fileURL: summary.fileURL)
                    count += 1
                } catch {
                    throw CommandFailure("\(summary.fileURL.path): not moved to the trash as deleted on the other side: \(error)")
                }
            }
        }
        try kept.stopKeepingDecks()
        return count
    }
}

import FlashzillaAnki
import FlashzillaCore
import FlashzillaProgress
import FlashzillaSync
import Foundation

/// After a sync, each card's marks here made what the kept collection says (the two sides
/// merged): a card suspended, buried or flagged on the phone is so here, and one taken off
/// there is taken off here. The import takes only marks that are set; this takes the rest,
/// so the next sync sees a difference only where something changed here.
enum SyncIncomingMarks {
    /// Returns how many cards' marks changed. `progress`: the sync's own store (nil: no progress file).
    static func apply(from kept: SyncedCollection, progress: ProgressStore?, app: AppContext) throws -> Int {
        guard let progress else { return 0 }
        let now = app.now
        // Marks differ only where one side has some: the cards marked here or in the collection.
        var finder = SyncedCardFinder(progress: progress, decks: try SyncedDeckList.decks(kept: kept, app: app), now: now,
                                      only: try progress.markedCards(), alwaysLookedFor: try kept.pendingOrMarkedCardIDs())
        var changes: [CardMarkChange] = []
        for link in try finder.links(in: kept) {
            guard let found = try finder.find(link) else { continue }
            let current = found.marks ?? CardMarks()
            let columns = AnkiMarkColumns(queue: link.queue, flags: link.flags)
            guard !columns.agrees(with: current, now: now) else { continue }
            // Anki un-buries every card when the next study day starts.
            let buried = Date(timeIntervalSince1970: TimeInterval(link.modified))
            let back = StudyDay.nextStart(after: buried, timeZone: .current)
            let merged = columns.marks(keeping: current, buriedUntil: back > now ? back : nil)
            // A bury Anki has not yet ended whose day is over here: nothing to take.
            guard merged != current else { continue }
            changes.append(CardMarkChange(deckID: found.deckID, cardID: found.cardID, marks: merged))
        }
        try progress.setMarks(all: changes, at: now)
        return changes.count
    }
}

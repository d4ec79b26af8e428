import Foundation
import GRDB
import FlashzillaAnki

/// What a sync asks of the kept collection to read only the cards that may differ from the
/// decks here, instead of every card and the whole review log.
extension SyncedCollection {
    /// The cards pending (usn -1: changed here, not yet sent) or marked in Anki (suspended,
    /// buried, flagged): those whose marks may differ from the marks here without a change here.
    /// Asked twice a sync: each side of the union reads an index (`indexMarkedCards`), not every card.
    public func pendingOrMarkedCardIDs() throws(SyncError) -> Set<Int64> {
        do {
            return try queue.read { db in
                Set(try Int64.fetchAll(db, sql: Self.pendingOrMarkedSQL))
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    static let markedCardsIndex = "flashzilla_cards_marked"
    static let markedCondition = "queue < 0 OR flags <> 0"
    static let markedCardsIndexSQL = "CREATE INDEX IF NOT EXISTS \(markedCardsIndex) ON cards (id) WHERE \(markedCondition)"
    /// The marked side's condition is the partial index's own: SQLite uses the index only then
    /// (otherwise it reads every card, still rightly).
    static let pendingOrMarkedSQL = "SELECT id FROM cards WHERE usn = -1 UNION SELECT id FROM cards WHERE \(markedCondition)"

    /// The index of the cards marked in Anki (few: a partial index), made once (a pass over
    /// every card) by the first normal sync that needs it; Anki's own `ix_cards_usn` has the pending ones.
    public func indexMarkedCards() throws(SyncError) {
        do {
            let exists = try queue.read { db in try db.indexes(on: "cards").contains { $0.name == Self.markedCardsIndex } }
            guard !exists else { return }
            try queue.write { db in
                try db.execute(sql: Self.markedCardsIndexSQL)
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }

    /// `cardLinks()` of only the cards `wanted` keeps, without their answers (`answerSeconds`
    /// empty: the review log is read for the few cards that need it, `answerSeconds(ofCards:)`).
    /// `wanted` is asked about each card's id, note GUID (its UTF-8 bytes, valid during the
    /// call) and number in the note, read alone through SQLite's own calls (no `Row`, no
    /// String a card: this pass meets every card of the collection); `always`: cards kept
    /// whatever it says.
    public func cardLinks(always: Set<Int64>, wanted: (Int64, UnsafeBufferPointer<UInt8>, Int) -> Bool) throws(SyncError) -> [CardLink] {
        var ids = always
        do {
            try queue.read { db in
                try CollectionRows.forEach(db, sql: "SELECT cards.id, notes.guid, cards.ord FROM cards JOIN notes ON notes.id = cards.nid") { row in
                    let id = row.int64(0)
                    if !ids.contains(id), wanted(id, row.bytes(1), row.int(2)) { ids.insert(id) }
                }
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
        return try cardLinks(withAnswers: false, ids: ids)
    }

    /// `cardLinks()` of `ids` alone, without their answers: when no card here may differ, the
    /// cards pending or marked in Anki, without a pass over the others.
    public func cardLinks(ids: Set<Int64>) throws(SyncError) -> [CardLink] {
        try cardLinks(withAnswers: false, ids: ids)
    }

    /// The answers the collection has for each of `cards`, by the second, with how many in each.
    public func answerSeconds(ofCards cards: [Int64]) throws(SyncError) -> [Int64: [Int64: Int]] {
        do {
            return try queue.read { db in
                var answers: [Int64: [Int64: Int]] = [:]
                let statement = try db.makeStatement(sql: "SELECT id FROM revlog WHERE cid = ?")
                for card in cards {
                    let ids = try Int64.fetchCursor(statement, arguments: [card])
                    while let id = try ids.next() { answers[card, default: [:]][id / 1000, default: 0] += 1 }
                }
                return answers
            }
        } catch {
            throw .localCollection("\(url.path): \(error)")
        }
    }
}

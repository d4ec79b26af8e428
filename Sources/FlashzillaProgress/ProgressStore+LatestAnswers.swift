import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// Every card of a deck with a Review answer, and the time of its latest (whole
    /// seconds): what an import of a newer Anki export goes by, adding only the answers
    /// after it (issue 29). A started card's is its schedule's last review; a card with
    /// answers but no schedule (new again in Anki) is looked up in the log by its index.
    public func latestAnswers(deckID: UUID) throws(ProgressError) -> [UUID: Date] {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [:] }
            var result: [UUID: Date] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT cardId, CASE WHEN phase <> 0 THEN lastReview
                                    ELSE (SELECT MAX(time) FROM review WHERE cardKey = card.key AND mode = 0) END
                FROM card WHERE deckKey = ?
                """, arguments: [deck])
            while let row = try rows.next() {
                guard let seconds: Int64 = row[1], let id: UUID = row[0] else { continue }
                result[id] = Self.date(seconds)
            }
            return result
        }
    }
}

extension ProgressStore {
    /// Every card of a deck with Review answers, and the times of all of them (whole
    /// seconds, with how many in each: two devices can answer a card in the same second): an
    /// import of a newer Anki export that has answers of a card from before its latest here
    /// (given on another device while this one answered too, then synced) adds each it
    /// lacks, and none twice.
    public func reviewSeconds(deckID: UUID) throws(ProgressError) -> [UUID: [Int64: Int]] {
        try read { db in
            guard let deck = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [deckID]) else { return [:] }
            var result: [UUID: [Int64: Int]] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT card.cardId, review.time FROM review JOIN card ON card.key = review.cardKey
                WHERE review.deckKey = ? AND review.mode = 0
                """, arguments: [deck])
            while let row = try rows.next() {
                guard let id: UUID = row[0] else { continue }
                result[id, default: [:]][row[1], default: 0] += 1
            }
            return result
        }
    }
}

extension ProgressStore {
    /// Sets cards' schedules without an answer (`nil`: new again), in one transaction: an
    /// import of a newer Anki export takes the state of a card Anki changed without an
    /// answer (reset, given a due date). A card without a row is left alone (it has no answers).
    public func setStates(_ changes: [(deckID: UUID, cardID: UUID, state: FSRSCardState?)]) throws(ProgressError) {
        guard !changes.isEmpty else { return }
        try write { db in try Self.writeStates(changes, db) }
    }

    /// `setStates` inside a transaction already open.
    static func writeStates(_ changes: [(deckID: UUID, cardID: UUID, state: FSRSCardState?)], _ db: Database) throws {
        guard !changes.isEmpty else { return }
        let update = try db.makeStatement(sql: """
            UPDATE card SET phase = ?, step = ?, stability = ?, difficulty = ?, due = COALESCE(?, due), lastReview = COALESCE(?, lastReview), reps = ?
            WHERE deckKey = (SELECT key FROM deck WHERE deckId = ?) AND cardId = ?
            """)
        for change in changes {
            let state = change.state
            try update.execute(arguments: [StoredPhase.code(state), StoredPhase.step(state), state?.stability, state?.difficulty,
                                           state.map { seconds($0.due) }, state.map { seconds($0.lastReview) },
                                           state?.reviewCount ?? 0, change.deckID, change.cardID])
        }
    }
}

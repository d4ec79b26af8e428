import FlashzillaCore
import Foundation
import GRDB

/// Custom study's "review forgotten cards": Anki's `rated:N:1`.
extension ProgressStore {
    /// The deck's cards given a Review answer of Again at `since` or later (Quiz swipes
    /// never count: they do not touch the schedule).
    public func forgottenCards(deckID: UUID, since: Date) throws(ProgressError) -> Set<UUID> {
        try read { db in
            let ids = try UUID.fetchAll(db, sql: """
                SELECT DISTINCT card.cardId FROM review JOIN card ON card.key = review.cardKey
                WHERE card.deckKey = (SELECT key FROM deck WHERE deckId = ?) AND review.mode = ? AND review.rating = ? AND review.time >= ?
                """, arguments: [deckID, ReviewAnswer.Mode.review.rawValue, FSRSRating.again.rawValue, Self.seconds(since)])
            return Set(ids)
        }
    }
}

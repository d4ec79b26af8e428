import FlashzillaCore
import Foundation
import GRDB

extension ProgressStore {
    /// Moves a card's row (schedule and marks) and its answers from one deck to another, where
    /// it is `newCardID` (a card Anki moved to another deck, whose id here derives from the
    /// deck's), each answer's share of the sums going with it, in one transaction: the card's
    /// history is then in the new deck once, and no longer in the old one.
    /// False (nothing done) when the old deck has no row for the card, or the new deck has one
    /// for `newCardID` already (its answers would be two cards' then: left as they are).
    @discardableResult
    public func moveCard(fromDeck oldDeck: UUID, cardID: UUID, toDeck newDeck: UUID, as newCardID: UUID) throws(ProgressError) -> Bool {
        try write { db in
            guard let oldKey = try Int64.fetchOne(db, sql: "SELECT key FROM deck WHERE deckId = ?", arguments: [oldDeck]),
                  let card = try Int64.fetchOne(db, sql: "SELECT key FROM card WHERE deckKey = ? AND cardId = ?", arguments: [oldKey, cardID])
            else { return false }
            let newKey = try Self.deckKey(db, for: newDeck)
            if newKey == oldKey, newCardID == cardID { return true }
            guard try Int64.fetchOne(db, sql: "SELECT key FROM card WHERE deckKey = ? AND cardId = ?", arguments: [newKey, newCardID]) == nil
            else { return false }
            for share in try Self.shares(ofCard: card, deck: oldKey, db) {
                try Self.addToBucket(share.negated, deck: oldKey, db)
                try Self.addToBucket(share, deck: newKey, db)
            }
            // A quarter hour with no answer left is no row, as in a deck whose sums are made from its rows.
            try db.execute(sql: "DELETE FROM review_bucket WHERE deckKey = ? AND answers = 0", arguments: [oldKey])
            try db.execute(sql: "UPDATE review SET deckKey = ? WHERE cardKey = ?", arguments: [newKey, card])
            try db.execute(sql: "UPDATE card SET deckKey = ?, cardId = ? WHERE key = ?", arguments: [newKey, newCardID, card])
            return true
        }
    }

    /// The card's answers added up by quarter hour and mode, as they are in the deck's sums.
    /// A review row does not keep the interval it was answered on, so whether an answer to a
    /// card in review was young or mature is taken from the stability its previous Review
    /// answer left (FSRS's interval at 90% retention, in days; late answers do not change
    /// it), within what the deck's sums hold: the old deck never goes below zero, and every
    /// deck's sums together do not change.
    private static func shares(ofCard card: Int64, deck: Int64, _ db: Database) throws -> [AnswerBucket] {
        var byBucket: [BucketKey: AnswerBucket] = [:]
        var order: [BucketKey] = []
        var stability: Double?
        let rows = try Row.fetchCursor(db, sql: """
            SELECT time, rating, milliseconds, mode, phaseBefore, stability FROM review WHERE cardKey = ? ORDER BY time, id
            """, arguments: [card])
        while let row = try rows.next() {
            let time: Int64 = row[0]
            let mode = ReviewAnswer.Mode(rawValue: row[3]) ?? .review
            let mature = mode == .review && (stability ?? 0) * 86_400 >= AnswerBucket.matureInterval
            let share = AnswerBucket.contribution(time: time, mode: mode, rating: row[1], milliseconds: row[2], phaseBefore: row[4], isMature: mature)
            if mode == .review, let after: Double = row[5] { stability = after }
            let key = BucketKey(start: share.start, mode: mode.rawValue)
            if var sum = byBucket[key] {
                sum.add(share)
                byBucket[key] = sum
            } else {
                byBucket[key] = share
                order.append(key)
            }
        }
        return try order.map { key in try fitted(byBucket[key]!, deck: deck, db) }
    }

    /// `share` with its young and mature answers shifted so the deck's row holds them all.
    private static func fitted(_ share: AnswerBucket, deck: Int64, _ db: Database) throws -> AnswerBucket {
        guard share.youngReviews + share.matureReviews > 0,
              let row = try Row.fetchOne(db, sql: """
                  SELECT youngReviews, youngPassed, matureReviews, maturePassed FROM review_bucket WHERE deckKey = ? AND bucket = ? AND mode = ?
                  """, arguments: [deck, share.start / AnswerBucket.seconds, share.mode.rawValue])
        else { return share }
        let young: Int = row[0], youngPassed: Int = row[1], mature: Int = row[2], maturePassed: Int = row[3]
        let reviews = share.youngReviews + share.matureReviews, passed = share.youngPassed + share.maturePassed
        var fitted = share
        fitted.matureReviews = min(max(share.matureReviews, reviews - young, 0), mature, reviews)
        fitted.youngReviews = reviews - fitted.matureReviews
        fitted.maturePassed = min(max(share.maturePassed, passed - youngPassed, passed - fitted.youngReviews, 0), maturePassed, fitted.matureReviews, passed)
        fitted.youngPassed = passed - fitted.maturePassed
        return fitted
    }

    private static func addToBucket(_ bucket: AnswerBucket, deck: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: addToBucketSQL).execute(arguments: [
            deck, bucket.start / AnswerBucket.seconds, bucket.mode.rawValue, bucket.answers, bucket.milliseconds, bucket.again,
            bucket.introduced, bucket.youngReviews, bucket.youngPassed, bucket.matureReviews, bucket.maturePassed,
        ])
    }

    private struct BucketKey: Hashable {
        var start: Int64, mode: Int
    }
}

import Foundation
import FlashzillaCore

/// How the progress database fills `AnswerBucket`s from answers and review rows.
extension AnswerBucket {
    /// What one answer adds.
    static func contribution(of answer: ReviewAnswer) -> AnswerBucket {
        contribution(time: ProgressStore.seconds(answer.time), mode: answer.mode, rating: answer.rating.rawValue,
                     milliseconds: answer.milliseconds, phaseBefore: StoredPhase.code(answer.before), isMature: isMature(answer.before))
    }

    /// Young or mature by the interval the card was scheduled with (as Anki's true
    /// retention and the cards-by-state count do), not by how late it was answered.
    static func isMature(_ state: FSRSCardState?) -> Bool {
        guard let state else { return false }
        return state.due.timeIntervalSince(state.lastReview) >= matureInterval
    }

    /// 21 days: from this interval on a card is mature.
    static let matureInterval: TimeInterval = 21 * 86_400

    /// The same from a review row's columns.
    static func contribution(time: Int64, mode: ReviewAnswer.Mode, rating: Int, milliseconds: Int, phaseBefore: Int,
                             isMature: Bool) -> AnswerBucket {
        var bucket = AnswerBucket(start: index(of: time) * seconds, mode: mode)
        bucket.answers = 1
        bucket.milliseconds = milliseconds
        bucket.again = rating == FSRSRating.again.rawValue ? 1 : 0
        bucket.introduced = phaseBefore == StoredPhase.new ? 1 : 0
        if phaseBefore == StoredPhase.review {
            let passed = rating == FSRSRating.again.rawValue ? 0 : 1
            if !isMature {
                bucket.youngReviews = 1
                bucket.youngPassed = passed
            } else {
                bucket.matureReviews = 1
                bucket.maturePassed = passed
            }
        }
        return bucket
    }

    /// The bucket a time falls in (rounding toward the past, also before 1970).
    public static func index(of time: Int64) -> Int64 {
        time >= 0 ? time / seconds : -((-time + seconds - 1) / seconds)
    }

    /// Its sums negated: what taking an answer back subtracts.
    var negated: AnswerBucket {
        var copy = self
        copy.answers = -answers
        copy.milliseconds = -milliseconds
        copy.again = -again
        copy.introduced = -introduced
        copy.youngReviews = -youngReviews
        copy.youngPassed = -youngPassed
        copy.matureReviews = -matureReviews
        copy.maturePassed = -maturePassed
        return copy
    }
}

import Foundation
import FlashzillaCore

/// A row of the review log as read back.
public struct ReviewLogEntry: Hashable, Sendable {
    public var id: Int64
    public var time: Date
    public var rating: FSRSRating
    public var milliseconds: Int
    public var mode: ReviewAnswer.Mode
    /// 0 new, 1 learning, 2 review, 3 relearning (before the answer).
    public var phaseBefore: Int
    /// After the answer; nil in Quiz.
    public var stability: Double?
    public var difficulty: Double?
}

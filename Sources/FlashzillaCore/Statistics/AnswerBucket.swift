import Foundation

/// The answers of one deck (or all) in one quarter of an hour (UTC) and one mode, added up:
/// what the statistics are made of (the progress database keeps these sums as it records).
public struct AnswerBucket: Hashable, Sendable {
    /// Seconds per bucket: every time zone's offset, and so every local day, is whole buckets.
    public static let seconds: Int64 = 900

    /// Start of the bucket, seconds since 1970.
    public var start: Int64
    public var mode: ReviewAnswer.Mode
    public var answers = 0
    public var milliseconds = 0
    /// Answers of Again.
    public var again = 0
    /// First answers to new cards.
    public var introduced = 0
    /// Answers to cards in review whose previous review was under 21 days before (young) or
    /// at least 21 days before (mature), and how many of them were not Again.
    public var youngReviews = 0, youngPassed = 0
    public var matureReviews = 0, maturePassed = 0

    public init(start: Int64, mode: ReviewAnswer.Mode) {
        self.start = start
        self.mode = mode
    }

    public mutating func add(_ other: AnswerBucket) {
        answers += other.answers
        milliseconds += other.milliseconds
        again += other.again
        introduced += other.introduced
        youngReviews += other.youngReviews
        youngPassed += other.youngPassed
        matureReviews += other.matureReviews
        maturePassed += other.maturePassed
    }
}

/// A finished game's numbers, for the end screen and the deck's records.
public struct MatchResult: Equatable, Hashable, Sendable {
    public var score: Int
    /// From the first turn to the last match, without pauses.
    public var time: Duration
    public var pairs: Int

    public init(score: Int, time: Duration, pairs: Int) {
        self.score = score
        self.time = time
        self.pairs = pairs
    }
}

/// A deck's best Match results, kept in its file. Score and time are separate
/// records: the best time may come from a game with a lower score.
public struct MatchRecord: Hashable, Sendable {
    /// The highest score; nil before the first finished game.
    public var bestScore: Int?
    /// The shortest time, in whole milliseconds (as the file keeps it).
    public var bestTime: Duration?

    public init(bestScore: Int? = nil, bestTime: Duration? = nil) {
        self.bestScore = bestScore
        self.bestTime = bestTime.map(Self.wholeMilliseconds)
    }

    public var isEmpty: Bool { bestScore == nil && bestTime == nil }

    /// `duration` rounded to a millisecond, so a record read back from the file equals
    /// the one written. Negative durations count as zero.
    static func wholeMilliseconds(_ duration: Duration) -> Duration {
        .milliseconds(milliseconds(of: duration))
    }

    static func milliseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return Int64.max / 2 }
        return max(0, whole + Int64((Double(attoseconds) / 1e15).rounded()))
    }
}

/// Which records a result broke.
public struct MatchRecordChange: Equatable, Hashable, Sendable {
    public var isBestScore: Bool
    public var isBestTime: Bool

    public init(isBestScore: Bool, isBestTime: Bool) {
        self.isBestScore = isBestScore
        self.isBestTime = isBestTime
    }

    public var isAnyBest: Bool { isBestScore || isBestTime }
}

extension Deck {
    /// Keeps `result` where it beats the records: a higher score, a shorter time.
    /// A tie is not a new best. Save the deck afterwards to keep it.
    @discardableResult
    public mutating func recordMatch(_ result: MatchResult) -> MatchRecordChange {
        let time = MatchRecord.wholeMilliseconds(result.time)
        let change = MatchRecordChange(
            isBestScore: matchRecord.bestScore.map { result.score > $0 } ?? true,
            isBestTime: matchRecord.bestTime.map { time < $0 } ?? true
        )
        if change.isBestScore { matchRecord.bestScore = result.score }
        if change.isBestTime { matchRecord.bestTime = time }
        return change
    }
}

import Foundation

/// py-fsrs's fuzz on review intervals, made deterministic: the random number comes from
/// SplitMix64 seeded by the card's id and its review count instead of Python's
/// `random()`, so a card's schedule can be recomputed from its history. The ranges, and
/// how a number in [0, 1) picks a day in them, are py-fsrs's.
public enum FSRSFuzz {
    /// (from, to, factor): an interval gains `factor` days of spread per day it has in (from, to].
    private static let bands: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    /// py-fsrs's bounds before picking: `interval ± spread`, rounded half to even, at least
    /// 2 and at most the maximum interval. (Its pick can land one day past the upper bound:
    /// `round(u × (max − min + 1) + min)`; `fuzzed` keeps that.)
    public static func range(days: Int, maximumInterval: Int) -> ClosedRange<Int> {
        var spread = 1.0
        for band in bands {
            spread += band.factor * max(min(Double(days), band.end) - band.start, 0)
        }
        var lower = Int((Double(days) - spread).rounded(.toNearestOrEven))
        var upper = Int((Double(days) + spread).rounded(.toNearestOrEven))
        lower = max(2, lower)
        upper = min(upper, maximumInterval)
        lower = min(lower, upper)
        return lower...upper
    }

    /// The fuzzed interval for `unit` in [0, 1); intervals under 2.5 days are left alone.
    public static func fuzzed(days: Int, unit: Double, maximumInterval: Int) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let range = range(days: days, maximumInterval: maximumInterval)
        let picked = unit * Double(range.upperBound - range.lowerBound + 1) + Double(range.lowerBound)
        return min(Int(picked.rounded(.toNearestOrEven)), maximumInterval)
    }

    /// The number in [0, 1) for a card's `reviewCount`-th review. SplitMix64 (the core's
    /// `SeededGenerator`, https://prng.di.unimi.it/splitmix64.c) is seeded with
    /// the id's first 8 bytes (big-endian); its first output XOR the last 8 bytes seeds it
    /// again, that one's first output XOR the review count a third time; the top 53 bits of
    /// the next output, over 2⁵³, are the number.
    public static func unit(cardID: UUID, reviewCount: Int) -> Double {
        let bytes = withUnsafeBytes(of: cardID.uuid) { Array($0) }
        let high = bytes[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let low = bytes[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var generator = SeededGenerator(seed: high)
        generator = SeededGenerator(seed: generator.next() ^ low)
        generator = SeededGenerator(seed: generator.next() ^ UInt64(truncatingIfNeeded: reviewCount))
        return Double(generator.next() >> 11) * 0x1p-53
    }
}

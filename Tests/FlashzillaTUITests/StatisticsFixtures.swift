import Foundation
import FlashzillaCore

/// Reports for the statistics screen's tests, built by `StatisticsReport.make` from
/// made-up sums at a fixed moment (Tuesday 24 November 2026, noon UTC).
enum StatisticsFixtures {
    static let now = Date(timeIntervalSince1970: 1_795_521_600)  // 2026-11-24T12:00:00Z
    static let utc = TimeZone(identifier: "UTC")!

    static func bucket(daysAgo: Int, answers: Int, again: Int = 0, introduced: Int = 0, young: (Int, Int) = (0, 0),
                       mature: (Int, Int) = (0, 0)) -> AnswerBucket {
        // 10:00 UTC on that day.
        var bucket = AnswerBucket(start: Int64(now.timeIntervalSince1970) - Int64(daysAgo) * 86_400 - 7_200, mode: .review)
        bucket.answers = answers
        bucket.milliseconds = answers * 6_500
        bucket.again = again
        bucket.introduced = introduced
        (bucket.youngReviews, bucket.youngPassed) = young
        (bucket.matureReviews, bucket.maturePassed) = mature
        return bucket
    }

    static func report(_ buckets: [AnswerBucket], due: [Date] = [], cards: StatisticsReport.CardCounts) -> StatisticsReport {
        StatisticsReport.make(buckets: buckets, dueTimes: due, cards: cards, now: now, timeZone: utc, desiredRetention: 0.9)
    }

    static let empty = report([], cards: .init())
    static let onlyNew = report([], cards: .init(new: 42))
    static let oneDay = report([bucket(daysAgo: 0, answers: 12, again: 2, introduced: 5, young: (5, 4), mature: (2, 2))],
                               due: [now.addingTimeInterval(600), now.addingTimeInterval(86_400 * 3)],
                               cards: .init(new: 30, learning: 3, relearning: 0, young: 2, mature: 0))

    /// A year of reviews by a rule (no randomness): most days, some skipped, a busy March.
    static let fullYear: StatisticsReport = {
        var buckets: [AnswerBucket] = []
        for day in 0..<400 where day % 9 != 4 && day % 13 != 7 {
            let answers = (day * 37) % 50 + 1 + (day >= 250 && day < 260 ? 200 : 0)
            let young = answers / 3, mature = answers / 4
            buckets.append(bucket(daysAgo: day, answers: answers, again: answers / 8, introduced: answers / 10,
                                  young: (young, young - young / 7), mature: (mature, mature - mature / 12)))
        }
        let due = (0..<400).map { now.addingTimeInterval(Double($0 * $0 % 97) * 27_000 - 3_600) }
        return report(buckets, due: due, cards: .init(new: 310, learning: 12, relearning: 4, young: 220, mature: 540))
    }()
}

import Foundation

/// One Quiz sitting as the statistics list it: Quiz answers that follow each other with
/// no gap of more than `gap`, from the quarter-hour sums (the log is never scanned).
/// Its start is the quarter hour the first answer fell in.
public struct QuizSession: Hashable, Sendable {
    public var start: Date
    /// `start` on the learner's clock: "2026-11-24 21:15".
    public var localStart = ""
    public var answers: Int
    public var correct: Int
    /// Time spent on the cards (each answer's thinking time, added up), in whole seconds.
    public var seconds: Int

    public init(start: Date, answers: Int, correct: Int, seconds: Int) {
        self.start = start
        self.answers = answers
        self.correct = correct
        self.seconds = seconds
    }

    /// A pause longer than this between quarter hours with answers starts a new sitting.
    public static let gap: Int64 = 30 * 60

    /// The latest `limit` sittings, newest first, from Quiz buckets (any order; others ignored),
    /// their starts told in `timeZone`.
    public static func sessions(from buckets: [AnswerBucket], timeZone: TimeZone, limit: Int = 10) -> [QuizSession] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let quiz = buckets.filter { $0.mode == .quiz && $0.answers > 0 }.sorted { $0.start < $1.start }
        var sittings: [(start: Int64, end: Int64, sum: AnswerBucket)] = []
        for bucket in quiz {
            if let last = sittings.last, bucket.start - last.end <= gap {
                sittings[sittings.count - 1].end = bucket.start + AnswerBucket.seconds
                sittings[sittings.count - 1].sum.add(bucket)
            } else {
                sittings.append((bucket.start, bucket.start + AnswerBucket.seconds, bucket))
            }
        }
        return sittings.suffix(max(0, limit)).reversed().map { sitting in
            let start = Date(timeIntervalSince1970: TimeInterval(sitting.start))
            var session = QuizSession(start: start, answers: sitting.sum.answers, correct: sitting.sum.answers - sitting.sum.again,
                                      seconds: Int((Double(sitting.sum.milliseconds) / 1_000).rounded()))
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start)
            func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
            session.localStart = "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
            return session
        }
    }
}

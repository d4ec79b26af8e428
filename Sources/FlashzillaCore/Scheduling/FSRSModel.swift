import Foundation

/// FSRS-6's formulas for stability, difficulty, retrievability and the interval, as
/// py-fsrs 6.x computes them. Each expression keeps py-fsrs's order of operations and
/// its `math.e ** x` (which is `pow(e, x)`, not `exp(x)`), so the results agree to the
/// last bit on the same libm and an interval near x.5 days rounds the same way.
struct FSRSModel: Sendable {
    static let minimumStability = 0.001
    static let difficultyRange = 1.0...10.0
    /// Python's `math.e`.
    private static let e = 2.718281828459045

    let w: [Double]
    let desiredRetention: Double
    let maximumInterval: Int
    /// FSRS-6's decay is a parameter (w20), and the factor keeps R(S) = 0.9.
    let decay: Double
    let factor: Double

    init(_ configuration: SchedulerConfiguration) {
        w = configuration.parameters.weights
        desiredRetention = configuration.desiredRetention
        maximumInterval = configuration.maximumInterval
        decay = -w[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    private static func grade(_ rating: FSRSRating) -> Double { Double(rating.rawValue) }

    private static func clampStability(_ s: Double) -> Double { max(s, minimumStability) }

    private static func clampDifficulty(_ d: Double) -> Double {
        min(max(d, difficultyRange.lowerBound), difficultyRange.upperBound)
    }

    /// The probability of recall after `elapsedDays` whole days (py-fsrs counts whole days).
    func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    func initialStability(_ rating: FSRSRating) -> Double {
        Self.clampStability(w[rating.rawValue - 1])
    }

    func initialDifficulty(_ rating: FSRSRating) -> Double {
        Self.clampDifficulty(unclampedInitialDifficulty(rating))
    }

    private func unclampedInitialDifficulty(_ rating: FSRSRating) -> Double {
        w[4] - pow(Self.e, w[5] * (Self.grade(rating) - 1)) + 1
    }

    /// Moves toward harder (Again) or easier (Easy) with linear damping near 10, then
    /// reverts a little toward the initial difficulty of Easy.
    func nextDifficulty(_ d: Double, _ rating: FSRSRating) -> Double {
        let target = unclampedInitialDifficulty(.easy)
        let delta = -(w[6] * (Self.grade(rating) - 3))
        let damped = d + (10 - d) * delta / 9
        return Self.clampDifficulty(w[7] * target + (1 - w[7]) * damped)
    }

    /// A second review on the same day (less than one whole day since the last).
    func shortTermStability(_ s: Double, _ rating: FSRSRating) -> Double {
        var increase = pow(Self.e, w[17] * (Self.grade(rating) - 3 + w[18])) * pow(s, -w[19])
        if rating != .again { increase = max(increase, 1) }
        return Self.clampStability(s * increase)
    }

    /// A review a day or more after the last, at retrievability `r`.
    func nextStability(_ d: Double, _ s: Double, _ r: Double, _ rating: FSRSRating) -> Double {
        let next = rating == .again ? forgetStability(d, s, r) : recallStability(d, s, r, rating)
        return Self.clampStability(next)
    }

    private func forgetStability(_ d: Double, _ s: Double, _ r: Double) -> Double {
        let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * pow(Self.e, (1 - r) * w[14])
        let shortTerm = s / pow(Self.e, w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    private func recallStability(_ d: Double, _ s: Double, _ r: Double, _ rating: FSRSRating) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return s * (1 + pow(Self.e, w[8]) * (11 - d) * pow(s, -w[9]) * (pow(Self.e, (1 - r) * w[10]) - 1) * hardPenalty * easyBonus)
    }

    /// Whole days until retrievability falls to the desired retention: rounded half to
    /// even (Python's `round`), at least 1, at most the maximum interval.
    func interval(stability s: Double) -> Int {
        let days = (s / factor) * (pow(desiredRetention, 1 / decay) - 1)
        guard !days.isNaN else { return 1 }
        return Int(min(max(days.rounded(.toNearestOrEven), 1), Double(maximumInterval)))
    }
}

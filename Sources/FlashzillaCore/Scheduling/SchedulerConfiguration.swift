import Foundation

/// Everything the FSRS scheduler is told rather than decides: the model's parameters,
/// the retention to aim for, the short steps of learning and relearning, the longest
/// interval, and whether review intervals get fuzz. Defaults are py-fsrs 6.x's.
public struct SchedulerConfiguration: Hashable, Sendable {
    public static let retentionRange: ClosedRange<Double> = 0.70...0.99
    public static let maximumIntervalRange: ClosedRange<Int> = 1...36_500

    public static let `default` = try! SchedulerConfiguration()

    public let parameters: FSRSParameters
    /// The probability of recall at which a review card falls due.
    public let desiredRetention: Double
    /// Seconds; a new card (or one answered Again while learning) goes through these.
    public let learningSteps: [TimeInterval]
    /// Seconds; a review card answered Again goes through these.
    public let relearningSteps: [TimeInterval]
    /// Days.
    public let maximumInterval: Int
    /// Spread review intervals of 3 days or more a little (deterministically, see `FSRSFuzz`),
    /// so cards learned together do not stay due together.
    public let fuzz: Bool

    public init(
        parameters: FSRSParameters = .default,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500,
        fuzz: Bool = true
    ) throws(FSRSConfigurationError) {
        guard Self.retentionRange.contains(desiredRetention) else { throw .retentionOutOfRange(desiredRetention) }
        for (relearning, steps) in [(false, learningSteps), (true, relearningSteps)] {
            if let index = steps.firstIndex(where: { !($0 > 0 && $0.isFinite) }) {
                throw .stepNotPositive(relearning: relearning, index: index, seconds: steps[index])
            }
        }
        guard Self.maximumIntervalRange.contains(maximumInterval) else { throw .maximumIntervalOutOfRange(maximumInterval) }
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
    }
}

import Foundation

/// FSRS-6's 21 model parameters (w0 … w20), checked against the bounds py-fsrs and
/// the FSRS optimizer keep them in, so every set accepted gives finite schedules.
public struct FSRSParameters: Hashable, Sendable {
    public static let count = 21

    /// FSRS-6's defaults (py-fsrs 6.x `DEFAULT_PARAMETERS`).
    public static let `default` = try! FSRSParameters([
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

    /// The inclusive range each parameter must lie in (py-fsrs's lower and upper bounds).
    public static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
        0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9,
        0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
    ]

    public let weights: [Double]

    public init(_ weights: [Double]) throws(FSRSConfigurationError) {
        guard weights.count == Self.count else { throw .parameterCount(weights.count) }
        for (index, value) in weights.enumerated() where !Self.bounds[index].contains(value) {
            throw .parameterOutOfRange(index: index, value: value, bounds: Self.bounds[index])
        }
        self.weights = weights
    }

    /// Reads the list Anki shows under "FSRS parameters" in its deck options:
    /// 21 decimal numbers separated by commas (spaces and line breaks allowed).
    public init(parsing text: String) throws(FSRSConfigurationError) {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard items.count == Self.count else {
            throw .parameterCount(items.count == 1 && items[0].isEmpty ? 0 : items.count)
        }
        var weights: [Double] = []
        for (index, item) in items.enumerated() {
            // Double("inf"), Double("0x1p3") and Double("nan") parse; Anki never writes them.
            guard item.utf8.allSatisfy({ "0123456789.-+eE".utf8.contains($0) }), let value = Double(item), value.isFinite else {
                throw .parameterNotANumber(index: index, text: item)
            }
            weights.append(value)
        }
        try self.init(weights)
    }

    public subscript(index: Int) -> Double { weights[index] }

    /// The list as `init(parsing:)` reads it and Anki shows it.
    public var text: String { weights.map { "\($0)" }.joined(separator: ", ") }
}

/// A scheduler setting that cannot be used, naming the value.
public enum FSRSConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    case parameterCount(Int)
    case parameterNotANumber(index: Int, text: String)
    case parameterOutOfRange(index: Int, value: Double, bounds: ClosedRange<Double>)
    case retentionOutOfRange(Double)
    case stepNotPositive(relearning: Bool, index: Int, seconds: Double)
    case maximumIntervalOutOfRange(Int)

    public var description: String {
        switch self {
        case .parameterCount(let count):
            "FSRS-6 needs 21 parameters, got \(count)"
        case .parameterNotANumber(let index, let text):
            "parameter w\(index) (number \(index + 1) of 21) is not a number: \"\(text)\""
        case .parameterOutOfRange(let index, let value, let bounds):
            "parameter w\(index) (number \(index + 1) of 21) is \(value); it must be from \(bounds.lowerBound) to \(bounds.upperBound)"
        case .retentionOutOfRange(let value):
            "desired retention \(value) must be from 0.70 to 0.99"
        case .stepNotPositive(let relearning, let index, let seconds):
            "\(relearning ? "relearning" : "learning") step \(index + 1) is \(seconds) seconds; a step must be a positive time"
        case .maximumIntervalOutOfRange(let days):
            "maximum interval \(days) days must be from 1 to 36500"
        }
    }
}

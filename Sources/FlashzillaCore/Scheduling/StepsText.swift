import Foundation

/// Learning steps as Anki shows them: durations separated by spaces, each a number and a
/// unit (`s`, `m`, `h`, `d`): "1m 10m". Empty text means no steps.
public enum StepsText {
    public static func parse(_ text: String) -> Result<[TimeInterval], StepsTextError> {
        var steps: [TimeInterval] = []
        for item in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            guard let unit = item.last, let scale = scales[unit], let value = Double(item.dropLast()), value > 0, value.isFinite
            else { return .failure(StepsTextError(item: String(item))) }
            steps.append(value * scale)
        }
        return .success(steps)
    }

    /// The shortest text that reads back as `steps`.
    public static func text(_ steps: [TimeInterval]) -> String {
        steps.map { seconds in
            for (unit, scale) in [("d", 86_400.0), ("h", 3_600), ("m", 60)] where seconds >= scale && seconds.truncatingRemainder(dividingBy: scale) == 0 {
                return "\(Int(seconds / scale))\(unit)"
            }
            return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
        }.joined(separator: " ")
    }

    private static let scales: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
}

/// A step that is not a positive number followed by s, m, h or d.
public struct StepsTextError: Error, Hashable, Sendable, CustomStringConvertible {
    public let item: String
    public var description: String { "\"\(item)\" is not a step (write a number and a unit: 30s, 10m, 1h, 1d)" }
}

import Foundation

/// The Review options' kinds of value, in Anki's units: steps in minutes, retention as a
/// fraction.
extension FieldKind<[TimeInterval]> {
    /// An array of minutes, each above 0 (`[1, 10]`, `[0.5]`); held as seconds.
    static let minuteSteps = FieldKind(expected: "an array of minutes, each above 0 (e.g. [1, 10])", decode: { json in
        guard let elements = json.arrayValue else { return nil }
        var steps: [TimeInterval] = []
        for element in elements {
            guard case .number(let lexeme) = element, let minutes = Double(lexeme), minutes > 0, minutes <= 525_600 else { return nil }
            steps.append(minutes * 60)
        }
        return steps
    }, encode: { steps in .array(steps.map { .number(minutesText($0)) }) })

    /// Minutes without a needless fraction: 1, 10, 0.5.
    static func minutesText(_ seconds: TimeInterval) -> String {
        let minutes = seconds / 60
        return minutes == minutes.rounded() && abs(minutes) < 1e15 ? String(Int(minutes)) : String(minutes)
    }
}

extension FieldKind<Double> {
    /// The retention FSRS aims for, 0.70 to 0.99.
    static let retention = FieldKind(expected: "a number from 0.7 to 0.99", decode: { json in
        guard case .number(let lexeme) = json, let value = Double(lexeme), SchedulerConfiguration.retentionRange.contains(value) else { return nil }
        return value
    }, encode: { .number(String($0)) })
}

extension FieldKind<NewCardOrder> {
    /// `added`, `latest` or `random`, in any case.
    static let newCardOrder: FieldKind = {
        let choices = NewCardOrder.allCases.map(\.rawValue).joined(separator: ", ")
        return parsed(expected: "a string, one of \(choices)", { NewCardOrder(rawValue: $0.lowercased()) },
                      invalid: { "unknown new-card order \($0) (expected one of \(choices))" }, encode: \.rawValue)
    }()
}

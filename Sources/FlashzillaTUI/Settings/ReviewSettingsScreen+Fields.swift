import Foundation
import FlashzillaCore

/// A field whose text is not even of the right kind (before any range is checked).
struct SettingsFieldProblem: Error, CustomStringConvertible {
    let description: String
}

extension ReviewSettingsScreen {
    /// `configuration` with `row` set from `text`; throws the reason it cannot be
    /// (the core's own errors for steps, parameters and ranges, which name the value).
    static func read(_ row: Row, _ raw: String, into configuration: SchedulerConfiguration) throws -> SchedulerConfiguration {
        let text = raw.trimmingCharacters(in: .whitespaces)
        var retention = configuration.desiredRetention, maximum = configuration.maximumInterval
        var learning = configuration.learningSteps, relearning = configuration.relearningSteps
        var parameters = configuration.parameters
        switch row {
        case .desiredRetention:
            guard let value = Double(text) else { throw SettingsFieldProblem(description: "\"\(text)\" is not a number; enter 0.70 to 0.99") }
            retention = value
        case .maximumInterval:
            guard let days = Int(text) else { throw SettingsFieldProblem(description: "\"\(text)\" is not a whole number of days (1–36500)") }
            maximum = days
        case .learningSteps:
            learning = try StepsText.parse(text).get()
        case .relearningSteps:
            relearning = try StepsText.parse(text).get()
        case .parameters:
            parameters = try FSRSParameters(parsing: text)
        }
        return try SchedulerConfiguration(parameters: parameters, desiredRetention: retention, learningSteps: learning,
                                          relearningSteps: relearning, maximumInterval: maximum, fuzz: configuration.fuzz)
    }
}

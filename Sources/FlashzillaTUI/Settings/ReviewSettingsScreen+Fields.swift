import Foundation
import FlashzillaCore

/// A field whose text is not even of the right kind (before any range is checked).
struct SettingsFieldProblem: Error, CustomStringConvertible {
    let description: String
}

extension ReviewSettingsScreen.Row {
    /// The one table of these settings, for the form and for the screen reader.
    public var label: String {
        switch self {
        case .desiredRetention: "Desired retention"
        case .maximumInterval: "Maximum interval"
        case .learningSteps: "Learning steps"
        case .relearningSteps: "Relearning steps"
        case .parameters: "FSRS parameters"
        }
    }

    public var hint: String {
        switch self {
        case .desiredRetention: "0.70–0.99: the chance to recall a card when it is due"
        case .maximumInterval: "Days, 1–36500: the longest wait between reviews"
        case .learningSteps: "New cards, e.g. 1m 10m (units s, m, h, d)"
        case .relearningSteps: "Forgotten cards, e.g. 10m"
        case .parameters: "The 21 numbers from Anki's deck options, commas between"
        }
    }

    var maxLength: Int {
        switch self {
        case .desiredRetention, .maximumInterval: 8
        case .learningSteps, .relearningSteps: 200
        case .parameters: 2_000
        }
    }

    /// The setting as it is typed.
    public func text(of configuration: SchedulerConfiguration) -> String {
        switch self {
        case .desiredRetention: String(configuration.desiredRetention)
        case .maximumInterval: String(configuration.maximumInterval)
        case .learningSteps: StepsText.text(configuration.learningSteps)
        case .relearningSteps: StepsText.text(configuration.relearningSteps)
        case .parameters: configuration.parameters.text
        }
    }
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

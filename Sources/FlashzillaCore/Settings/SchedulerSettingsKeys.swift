/// Review's FSRS settings in `settings.json`, each written only when it differs from the
/// default (a file that never changed them keeps its bytes). Steps and parameters are
/// text as Anki shows them, so they can be pasted from its deck options.
enum SchedulerSettingsKeys {
    static let desiredRetention = "desiredRetention", maximumInterval = "maximumInterval"
    static let learningSteps = "learningSteps", relearningSteps = "relearningSteps", parameters = "fsrsParameters"
    static let all: Set<String> = [desiredRetention, maximumInterval, learningSteps, relearningSteps, parameters]

    static func read(_ object: [String: JSONValue]) throws(SettingsFileError.Problem) -> SchedulerConfiguration {
        let defaults = SchedulerConfiguration.default
        var retention = defaults.desiredRetention, maximum = defaults.maximumInterval
        var learning = defaults.learningSteps, relearning = defaults.relearningSteps, weights = defaults.parameters
        if let raw = object[desiredRetention] {
            guard case .number(let text) = raw, let value = Double(text) else {
                throw .invalid(key: desiredRetention, message: "expected a number from 0.70 to 0.99")
            }
            retention = value
        }
        if let raw = object[maximumInterval] {
            guard let days = raw.intValue else { throw .invalid(key: maximumInterval, message: "expected a whole number of days") }
            maximum = days
        }
        func steps(_ key: String) throws(SettingsFileError.Problem) -> [Double]? {
            guard let raw = object[key] else { return nil }
            guard let text = raw.stringValue else { throw .invalid(key: key, message: "expected text such as \"1m 10m\"") }
            switch StepsText.parse(text) {
            case .success(let steps): return steps
            case .failure(let error): throw .invalid(key: key, message: error.description)
            }
        }
        learning = try steps(learningSteps) ?? learning
        relearning = try steps(relearningSteps) ?? relearning
        if let raw = object[parameters] {
            guard let text = raw.stringValue else { throw .invalid(key: parameters, message: "expected the 21 numbers as text, separated by commas") }
            do { weights = try FSRSParameters(parsing: text) } catch { throw .invalid(key: parameters, message: error.description) }
        }
        do {
            return try SchedulerConfiguration(parameters: weights, desiredRetention: retention, learningSteps: learning,
                                              relearningSteps: relearning, maximumInterval: maximum)
        } catch {
            let key: String = switch error {
            case .retentionOutOfRange: desiredRetention
            case .maximumIntervalOutOfRange: maximumInterval
            case .stepNotPositive(let isRelearning, _, _): isRelearning ? relearningSteps : learningSteps
            default: parameters
            }
            throw .invalid(key: key, message: error.description)
        }
    }

    static func write(_ configuration: SchedulerConfiguration, into object: inout [String: JSONValue]) {
        let defaults = SchedulerConfiguration.default
        if configuration.desiredRetention != defaults.desiredRetention {
            object[desiredRetention] = .number(String(configuration.desiredRetention))
        }
        if configuration.maximumInterval != defaults.maximumInterval { object[maximumInterval] = .int(configuration.maximumInterval) }
        if configuration.learningSteps != defaults.learningSteps { object[learningSteps] = .string(StepsText.text(configuration.learningSteps)) }
        if configuration.relearningSteps != defaults.relearningSteps {
            object[relearningSteps] = .string(StepsText.text(configuration.relearningSteps))
        }
        if configuration.parameters != defaults.parameters { object[parameters] = .string(configuration.parameters.text) }
    }
}

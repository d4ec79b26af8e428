import Foundation
import Testing
@testable import FlashzillaCore

@Suite("FSRS parameters and configuration")
struct FSRSParametersTests {
    static let ankiText = "0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542"

    @Test("the list Anki shows parses, with any spacing, and prints back the same")
    func parsesAnkiList() throws {
        #expect(try FSRSParameters(parsing: Self.ankiText) == .default)
        #expect(try FSRSParameters(parsing: Self.ankiText.replacingOccurrences(of: ", ", with: ",\n ")) == .default)
        #expect(FSRSParameters.default.text == Self.ankiText)
        #expect(FSRSParameters.default.weights.count == 21)
    }

    @Test("a wrong count, a word or an out-of-range value is refused, naming it")
    func refusesBadLists() {
        let twenty = Self.ankiText.split(separator: ",").dropLast().joined(separator: ",")
        #expect(throws: FSRSConfigurationError.parameterCount(20)) { try FSRSParameters(parsing: twenty) }
        #expect(throws: FSRSConfigurationError.parameterCount(0)) { try FSRSParameters(parsing: "  ") }
        #expect(throws: FSRSConfigurationError.parameterCount(22)) { try FSRSParameters(parsing: Self.ankiText + ", 1") }
        let word = Self.ankiText.replacingOccurrences(of: "0.796", with: "abc")
        #expect(throws: FSRSConfigurationError.parameterNotANumber(index: 10, text: "abc")) { try FSRSParameters(parsing: word) }
        for odd in ["inf", "nan", "0x1p3", ""] {
            #expect(throws: FSRSConfigurationError.parameterNotANumber(index: 10, text: odd)) {
                try FSRSParameters(parsing: Self.ankiText.replacingOccurrences(of: "0.796", with: odd))
            }
        }
        let decay = Self.ankiText.replacingOccurrences(of: "0.1542", with: "0.9")
        #expect(throws: FSRSConfigurationError.parameterOutOfRange(index: 20, value: 0.9, bounds: 0.1...0.8)) { try FSRSParameters(parsing: decay) }
        #expect(FSRSConfigurationError.parameterOutOfRange(index: 20, value: 0.9, bounds: 0.1...0.8).description
                == "parameter w20 (number 21 of 21) is 0.9; it must be from 0.1 to 0.8")
        #expect(FSRSConfigurationError.parameterNotANumber(index: 10, text: "abc").description
                == "parameter w10 (number 11 of 21) is not a number: \"abc\"")
        #expect(FSRSConfigurationError.parameterCount(19).description == "FSRS-6 needs 21 parameters, got 19")
    }

    @Test("retention 0.70–0.99, positive steps and a maximum interval of 1–36500 days")
    func configurationLimits() throws {
        #expect(SchedulerConfiguration.default.desiredRetention == 0.9)
        #expect(SchedulerConfiguration.default.learningSteps == [60, 600])
        #expect(SchedulerConfiguration.default.relearningSteps == [600])
        #expect(SchedulerConfiguration.default.maximumInterval == 36_500)
        _ = try SchedulerConfiguration(desiredRetention: 0.7)
        _ = try SchedulerConfiguration(desiredRetention: 0.99)
        for bad in [0.69, 0.995, 1, .nan] {
            #expect(throws: FSRSConfigurationError.self) { try SchedulerConfiguration(desiredRetention: bad) }
        }
        #expect(FSRSConfigurationError.retentionOutOfRange(0.5).description == "desired retention 0.5 must be from 0.70 to 0.99")
        #expect(throws: FSRSConfigurationError.stepNotPositive(relearning: false, index: 1, seconds: 0)) {
            try SchedulerConfiguration(learningSteps: [60, 0])
        }
        #expect(throws: FSRSConfigurationError.stepNotPositive(relearning: true, index: 0, seconds: -60)) {
            try SchedulerConfiguration(relearningSteps: [-60])
        }
        #expect(throws: FSRSConfigurationError.maximumIntervalOutOfRange(0)) { try SchedulerConfiguration(maximumInterval: 0) }
        #expect(throws: FSRSConfigurationError.maximumIntervalOutOfRange(36_501)) { try SchedulerConfiguration(maximumInterval: 36_501) }
    }
}

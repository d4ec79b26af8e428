import Foundation
import Testing
@testable import FlashzillaCore

@Suite("Scheduler settings")
struct SchedulerSettingsTests {
    @Test("steps read as Anki writes them, and write back the same way")
    func steps() throws {
        #expect(try StepsText.parse("1m 10m").get() == [60, 600])
        #expect(try StepsText.parse("30s, 1.5h  2d").get() == [30, 5_400, 172_800])
        #expect(try StepsText.parse("").get() == [])
        #expect(StepsText.text([60, 600]) == "1m 10m")
        #expect(StepsText.text([30, 5_400, 172_800, 90]) == "30s 90m 2d 90s")
        for bad in ["10", "m", "-1m", "0m", "5x", "1m 10 minutes"] {
            #expect(throws: StepsTextError.self, "\(bad)") { try StepsText.parse(bad).get() }
        }
    }

    @Test("a file that changes nothing is read with the defaults and written without the keys")
    func defaultsLeaveNoKeys() throws {
        let settings = try SettingsDocument.decode(Array(#"{"animations": false}"#.utf8))
        #expect(settings.scheduler == .default)
        let text = String(decoding: SettingsDocument.encode(settings), as: UTF8.self)
        for key in ["desiredRetention", "maximumInterval", "learningSteps", "relearningSteps", "fsrsParameters"] {
            #expect(!text.contains(key))
        }
    }

    @Test("every scheduler setting round-trips through settings.json")
    func roundTrip() throws {
        var settings = Settings()
        let weights = FSRSParameters.default.weights.map { $0 * 1.01 }.enumerated().map { i, w in
            min(max(w, FSRSParameters.bounds[i].lowerBound), FSRSParameters.bounds[i].upperBound)
        }
        settings.scheduler = try SchedulerConfiguration(parameters: FSRSParameters(weights), desiredRetention: 0.85,
                                                        learningSteps: [30, 300, 3_600], relearningSteps: [], maximumInterval: 365)
        let bytes = SettingsDocument.encode(settings)
        #expect(try SettingsDocument.decode(bytes) == settings)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""learningSteps": "30s 5m 1h""#))
    }

    @Test("a bad value is an error naming its key and the value")
    func badValues() {
        let cases: [(String, String, String)] = [
            (#"{"desiredRetention": 0.5}"#, "desiredRetention", "0.5"),
            (#"{"desiredRetention": "high"}"#, "desiredRetention", "0.70 to 0.99"),
            (#"{"maximumInterval": 0}"#, "maximumInterval", "0"),
            (#"{"learningSteps": "1m ten"}"#, "learningSteps", "ten"),
            (#"{"relearningSteps": 10}"#, "relearningSteps", "1m 10m"),
            (#"{"fsrsParameters": "1, 2, 3"}"#, "fsrsParameters", "3"),
        ]
        for (text, key, mention) in cases {
            do {
                _ = try SettingsDocument.decode(Array(text.utf8))
                Issue.record("\(text) was accepted")
            } catch {
                guard case .invalid(let badKey, let message) = error else { Issue.record("\(error)"); continue }
                #expect(badKey == key, "\(text)")
                #expect(message.contains(mention), "\(text): \(message)")
            }
        }
    }
}

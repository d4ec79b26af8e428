import Foundation
import Testing

/// `flashzilla fsrs replay` with the real binary against py-fsrs's own results
/// (Tests/Fixtures/fsrs-traces.jsonl, from scripts/fsrs-traces.py).
@Suite(.serialized) struct FSRSReplayEndToEndTests {
    static func traceLines() throws -> [[String: Any]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fsrs-traces.jsonl")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(a), abs(b)) }

    @Test func replaysEveryTraceWithTheCommandLineSettingsAsPyFSRSDid() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let traces = try Self.traceLines()
        let configs = try #require(traces[0]["configs"] as? [[String: Any]])
        let cards = traces.dropFirst()
        var comparedCards = 0, comparedStates = 0, sameText = 0
        for (index, config) in configs.enumerated() {
            // The command has py-fsrs's default steps and maximum interval; other configurations are the unit tests'.
            guard config["learning_steps"] as? [Int] == [60, 600], config["relearning_steps"] as? [Int] == [600],
                  config["maximum_interval"] as? Int == 36_500 else { continue }
            let parameters = try #require(config["parameters"] as? [Double])
            let retention = try #require(config["desired_retention"] as? Double)
            let mine = cards.filter { $0["config"] as? Int == index }
            let input = try mine.map { card in
                let reviews = try #require(card["reviews"] as? [[String: Any]]).map { ["time": $0["time"]!, "rating": $0["rating"]!] }
                return String(decoding: try JSONSerialization.data(withJSONObject: ["reviews": reviews]), as: UTF8.self)
            }.joined(separator: "\n") + "\n"
            let result = try fz.run(["fsrs", "replay", "--retention", "\(retention)", "--weights", parameters.map { "\($0)" }.joined(separator: ", ")],
                                    useHomeOption: false, input: input)
            #expect(result.status == 0, "\(config["name"]!): \(result.stderr)")
            #expect(result.stderr.isEmpty)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            try #require(lines.count == mine.count + 1 && lines.last == "", "\(config["name"]!): \(lines.count) lines for \(mine.count) cards")
            for (card, line) in zip(mine, lines) {
                let output = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let ours = try #require(output["states"] as? [[String: Any]])
                let theirs = try #require(card["states"] as? [[String: Any]])
                #expect(ours.count == theirs.count)
                for (a, b) in zip(ours, theirs) {
                    let context = "card \(card["card"]!), \(a)"
                    #expect(a["state"] as? String == b["state"] as? String, "\(context)")
                    #expect(a["step"] as? Int == b["step"] as? Int && (a["step"] is NSNull) == (b["step"] is NSNull), "\(context)")
                    #expect(a["due"] as? String == b["due"] as? String, "\(context)")
                    for key in ["stability", "difficulty"] {
                        let x = try #require(a[key] as? Double), y = try #require(b[key] as? Double)
                        #expect(Self.close(x, y), "\(context): \(key) \(y) in py-fsrs")
                        if "\(x)" == "\(y)" { sameText += 1 }
                    }
                    comparedStates += 1
                }
                comparedCards += 1
            }
        }
        #expect(comparedCards >= 200 && comparedStates >= 1_500, "\(comparedCards) cards, \(comparedStates) states")
        // Not a requirement (1e-9 is), but a sign the formulas are py-fsrs's to the bit.
        #expect(sameText >= comparedStates * 2 * 9 / 10, "\(sameText) of \(comparedStates * 2) numbers print as py-fsrs's")
    }

    @Test func badInputNamesTheLineAndFails() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let good = #"{"reviews":[{"time":"2026-01-08T14:47:00Z","rating":3}]}"#
        let cases: [(String, String)] = [
            ("{\"reviews\":[{\"time\":\"2026-01-08T14:47:00Z\",\"rating\":5}]}", "line 2: review 1: \"rating\" must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)"),
            ("{\"reviews\":[{\"time\":\"yesterday\",\"rating\":1}]}", "line 2: review 1: \"time\" is not a timestamp like 2026-01-08T14:47:00Z: yesterday"),
            ("{\"reviews\":[{\"rating\":1}]}", "line 2: review 1 has no \"time\" string"),
            ("{\"history\":[]}", "line 2: \"reviews\" must be an array of reviews"),
            ("[]", "line 2: expected an object"),
            ("{\"reviews\":[", "line 2: not JSON"),
            ("", "line 2: an empty line"),
            (#"{"reviews":[{"time":"2026-01-09T00:00:00Z","rating":3},{"time":"2026-01-08T00:00:00Z","rating":3}]}"#,
             "line 2: review 2 at 2026-01-08T00:00:00Z is earlier than review 1 at 2026-01-09T00:00:00Z"),
        ]
        for (bad, message) in cases {
            let result = try fz.run(["fsrs", "replay"], useHomeOption: false, input: good + "\n" + bad + "\n" + good + "\n")
            #expect(result.status == 1, "\(bad)")
            #expect(result.stderr.hasPrefix("Error: " + message), "\(bad): \(result.stderr)")
            // The lines before the bad one were answered; nothing after it.
            #expect(result.stdout == #"{"states":[{"state":"learning","step":1,"stability":2.3065,"difficulty":2.118103970459016,"due":"2026-01-08T14:57:00Z"}]}"# + "\n")
        }
    }

    @Test func badSettingsAreNamed() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let retention = try fz.run(["fsrs", "replay", "--retention", "0.5"], useHomeOption: false, input: "")
        #expect(retention.status != 0 && retention.stderr.contains("desired retention 0.5 must be from 0.70 to 0.99"))
        let count = try fz.run(["fsrs", "replay", "--weights", "0.2, 1.3, 2.3"], useHomeOption: false, input: "")
        #expect(count.status != 0 && count.stderr.contains("FSRS-6 needs 21 parameters, got 3"))
        let word = String(repeating: "1, ", count: 20) + "x"
        let notNumber = try fz.run(["fsrs", "replay", "--weights", word], useHomeOption: false, input: "")
        #expect(notNumber.status != 0 && notNumber.stderr.contains("parameter w20 (number 21 of 21) is not a number: \"x\""))
        let empty = try fz.run(["fsrs", "replay"], useHomeOption: false, input: "")
        #expect(empty.status == 0 && empty.stdout.isEmpty)
        #expect(try fz.run(["--help"], useHomeOption: false).stdout.contains("fsrs"))
    }
}

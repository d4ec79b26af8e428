import Foundation
import Testing

/// Leaving screen-reader mode: the `settings` command, and `--no-screen-reader` for one run.
@Suite(.serialized) struct ScreenReaderSettingsEndToEndTests {
    typealias R = ScreenReaderEndToEndTests

    static func homeWithTheSettingOn() throws -> FlashzillaBinary {
        let fz = try R.home()
        try Data(#"{ "screenReader": true }"#.utf8).write(to: fz.home.appendingPathComponent("settings.json"))
        return fz
    }

    @Test func theSettingsCommandTurnsTheScreenReaderOff() throws {
        let fz = try Self.homeWithTheSettingOn()
        defer { fz.cleanUp() }
        // No --screen-reader: the saved setting starts the conversation.
        let result = try R.run(fz, [], input: "settings\n5\nq\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("5. Screen reader, on."))
        #expect(result.output.contains("Screen reader off."))
        let saved = try String(contentsOf: fz.home.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(saved.contains(#""screenReader" : false"#) || saved.contains(#""screenReader": false"#), "\(saved)")
        // Now the full screen is wanted, which a pipe cannot show (it says so on stderr).
        let next = try R.run(fz, [], input: "q\n")
        #expect(next.status == 1 && !next.output.contains("Welcome"), "\(next.output)")
    }

    @Test func noScreenReaderWinsOverTheSettingForOneRun() throws {
        let fz = try Self.homeWithTheSettingOn()
        defer { fz.cleanUp() }
        for arguments in [["--no-screen-reader"], ["study", "Colours", "--no-screen-reader"], ["match", "Colours", "--no-screen-reader"]] {
            let result = try R.run(fz, arguments, input: "q\n")
            #expect(result.status == 1 && !result.output.contains("Welcome") && !result.output.contains("Card 1"), "\(arguments): \(result.output)")
        }
        // The setting itself is untouched.
        #expect(try R.run(fz, [], input: "q\n").output.hasPrefix("Welcome to Flashzilla."))
    }

    /// Issue 13: "reduce motion" turned on by voice is saved for the full screen.
    @Test func reduceMotionIsTurnedOnBySettings() throws {
        let fz = try R.home()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["--screen-reader"], input: "settings\n4\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("4. Reduce motion, off.\n"))
        #expect(result.output.contains("Reduce motion on.\n"))
        let data = try Data(contentsOf: fz.home.appendingPathComponent("settings.json"))
        let saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(saved["reduceMotion"] as? Bool == true)
    }

    /// `match DECK` talks when the setting is on, as `study DECK` does.
    @Test func matchObeysTheSavedSetting() throws {
        let fz = try Self.homeWithTheSettingOn()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["match", "colours", "--seed", "7"], input: "1\n3\nq\n")
        #expect(result.status == 0)
        #expect(result.output == """
            Match, Colours: 4 cards face down, numbered 1 to 4. Type a number to turn a card.
            Card 1: rojo.
            Card 3: red. A match! Score 2. 1 of 2 pairs.
            Stopped with score 2, 1 of 2 pairs found.
            Goodbye.

            """)
    }
}

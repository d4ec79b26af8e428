import Foundation
import Testing

/// The saved Screen reader setting starts the line front end without the flag; turning it
/// off by voice, or `--no-screen-reader` for one run, brings back the full screen.
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
        // No --screen-reader: the saved setting starts the line front end.
        let result = try R.run(fz, [], input: "settings\nprevious field\nprevious field\nprevious field\nprevious field\nchange\nback\nquit\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("Welcome to Flashzilla."), "\(result.output)")
        #expect(result.output.contains("Screen reader: on.\nFrom the next start: a line-by-line conversation, no drawing.\nScreen reader: off.\n"),
                "\(result.output)")
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

    /// `match DECK` talks when the setting is on, as `study DECK` does.
    @Test func matchObeysTheSavedSetting() throws {
        let fz = try Self.homeWithTheSettingOn()
        defer { fz.cleanUp() }
        let result = try R.run(fz, ["match", "colours", "--seed", "7"], input: "turn\ndown\nturn\nback\n")
        #expect(result.status == 0)
        #expect(SpeakScreensMatchEndToEndTests.withoutTheClock(result.output) == SpeakScreensMatchEndToEndTests.colourMatchOfOnePair)
    }
}

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
}

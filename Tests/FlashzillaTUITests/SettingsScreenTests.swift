import Testing
import FlashzillaCore
@testable import FlashzillaTUI

@Suite struct SettingsScreenTests {
    let size = Size(width: 80, height: 24)

    @Test func showsEverySettingAt80x24() {
        expectGolden(SettingsScreen(settings: Settings()).view(size: size), named: "settings-80x24")
    }

    @Test func eachSwitchIsSavedAsSoonAsItChanges() {
        var screen = SettingsScreen(settings: Settings())
        _ = screen.handle(.key(.down), size: size)
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.handle(.key(.character(" ")), size: size) == [.save(Settings(animations: false))])
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.handle(.key(.right), size: size) == [.save(Settings(animations: false, theme: .highContrast))])
        for _ in 0..<4 {
            _ = screen.handle(.key(.tab), size: size)
            _ = screen.handle(.key(.character("l")), size: size)
        }
        #expect(screen.settings == Settings(animations: false, theme: .highContrast, differentiateWithoutColor: true,
                                            answerButtons: true, reduceMotion: true, screenReader: true))
    }

    @Test func anInvalidTimeLimitIsExplainedAndNotSaved() {
        var screen = SettingsScreen(settings: Settings())
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.handle(.key(.character("0")), size: size) == [.save(Settings(defaultTimeLimit: 1000))])
        #expect(screen.handle(.key(.character("0")), size: size) == [])
        #expect(screen.timeLimitError != nil)
        #expect(screen.settings.defaultTimeLimit == 1000)
        #expect(screen.view(size: size).lines.joined().contains("⚠ Enter seconds from 0 to 3600"))
        _ = screen.handle(.key(.backspace), size: size)
        _ = screen.handle(.key(.backspace), size: size)
        #expect(screen.settings.defaultTimeLimit == 100)
        #expect(screen.timeLimitError == nil)
    }

    @Test func aBrokenFileIsReportedOnTheScreen() {
        let screen = SettingsScreen(settings: Settings(), fileProblem: "/h/settings.json:1:5: expected a value")
        let text = screen.view(size: size).lines.joined()
        #expect(text.contains("/h/settings.json:1:5: expected a value"))
        #expect(text.contains("not saved"))
    }

    @Test func aFailedSaveIsShown() {
        var screen = SettingsScreen(settings: Settings())
        _ = screen.update(.saveFailed("/h/settings.json: cannot replace the file"), in: .at(.zero))
        #expect(screen.view(size: size).lines.joined().contains("Not saved: /h/settings.json: cannot replace"))
    }

    @Test func escLeavesAndTheCursorIsOnTheFocusedSetting() {
        var screen = SettingsScreen(settings: Settings())
        _ = screen.handle(.key(.down), size: size)
        _ = screen.handle(.key(.down), size: size)
        #expect(screen.cursor(size: size) == Point(x: 23, y: 6))
        #expect(screen.handle(.key(.escape), size: size) == [.leave])
    }

    /// Keys the form leaves go through the key table (issue 13): what help lists is what they do.
    @Test func keysTheFormLeavesDoWhatTheKeyTableSays() {
        var screen = SettingsScreen(settings: Settings())
        // Focus starts on a choice, where q and ? are keys (issue 30), not in a text field.
        #expect(screen.handle(.key(.character("q")), size: size) == [.leave])
        #expect(screen.handle(.key(.character("?")), size: size) == [] && screen.showingHelp)
        _ = screen.handle(.key(.escape), size: size)  // closes help
        _ = screen.handle(.key(.tab), size: size)
        // In the time-limit field "q" and "?" are text, not back and help.
        #expect(screen.handle(.key(.character("q")), size: size) == [])
        #expect(screen.handle(.key(.character("?")), size: size) == [])
        #expect(!screen.showingHelp)
        #expect(screen.handle(.key(.function(1)), size: size) == [] && screen.showingHelp)
        _ = screen.handle(.key(.escape), size: size)  // closes help
        _ = screen.handle(.key(.tab), size: size)     // a switch: q and ? are keys again
        #expect(screen.handle(.key(.character("?")), size: size) == [] && screen.showingHelp)
        _ = screen.handle(.key(.character("x")), size: size)
        #expect(screen.handle(.key(.enter), size: size) == [.leave], "help says Enter goes back from here")
        #expect(screen.handle(.key(.character("q")), size: size) == [.leave])
        #expect(screen.handle(.key(.ctrl("z")), size: size) == [.suspend])
        #expect(SettingsScreen.keymap.helpLines(width: 60).joined(separator: " ").split(separator: " ").joined(separator: " ").contains("elsewhere back"))
    }

    /// WCAG 2.2.1: every countdown longer or off, from one setting, the deck files untouched.
    @Test func timeLimitsAreChosenOnTheFirstRow() {
        var screen = SettingsScreen(settings: Settings())
        var expected = Settings()
        expected.timeLimits = .double
        #expect(screen.handle(.key(.right), size: size) == [.save(expected)])
        _ = screen.handle(.key(.right), size: size)
        #expect(screen.handle(.key(.right), size: size).count == 1 && screen.settings.timeLimits == .off)
        // Changing another row keeps the choice; one never made stays unmade.
        var untouched = SettingsScreen(settings: Settings())
        _ = untouched.handle(.key(.tab), size: size)
        _ = untouched.handle(.key(.tab), size: size)
        _ = untouched.handle(.key(.character(" ")), size: size)
        #expect(untouched.settings.timeLimits == nil && !untouched.settings.animations)
    }

    @Test func theScreenReaderIsUntimedUntilTheLearnerChooses() {
        var settings = Settings()
        #expect(settings.effectiveTimeLimits == .asSet)
        settings.screenReader = true
        #expect(settings.effectiveTimeLimits == .off)
        settings.timeLimits = .tenfold
        #expect(settings.effectiveTimeLimits == .tenfold)
        #expect(StudyOptions(settings).timeLimits == .tenfold)
    }
}

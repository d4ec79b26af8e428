import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// The `settings` command: the only way back from the screen-reader setting by voice.
struct ScreenReaderSettingsTests {
    typealias F = ReaderFixtures

    static let choices = "Type a setting's number to switch or change it, b to go back to the decks, or q to quit."
    static let reviewSettings = """
        6. Review: Desired retention, 0.9.
        7. Review: Maximum interval, 36500 days.
        8. Review: Learning steps, 1m 10m.
        9. Review: Relearning steps, 10m.
        10. Review: FSRS parameters, the defaults.
        """

    @Test func turnTheScreenReaderOffAndAnimationsOnThenGoBack() {
        var r = ReaderHarness(entries: [.loaded(F.colours)], settings: Settings(animations: false, screenReader: true))
        r.start()
        r.type("settings", "5", "1", "11", "b")
        #expect(r.transcript == """
            Welcome to Flashzilla.
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            > settings
            Settings:
            1. Animations, off.
            2. No colour-only cues, off.
            3. Answer buttons, off.
            4. Reduce motion, off.
            5. Screen reader, on.
            \(Self.reviewSettings)
            \(Self.choices)
            > 5
            [save settings]
            Screen reader off.
            From the next start Flashzilla draws the full screen; this conversation goes on until you quit.
            \(Self.choices)
            > 1
            [save settings]
            Animations on.
            \(Self.choices)
            > 11
            There is no setting "11". Type a number from 1 to 10, or help to hear the commands.
            > b
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            """)
        #expect(r.savedSettings == Settings(animations: true, screenReader: false))
    }

    /// Issue 13: "reduce motion" by voice, as the full screen's Settings switches it.
    @Test func reduceMotionIsSwitchedOnByItsNumber() throws {
        var r = ReaderHarness(entries: [], settings: Settings(screenReader: true))
        r.start()
        r.type("settings", "4")
        #expect(r.transcript.contains("4. Reduce motion, off."))
        #expect(r.transcript.hasSuffix("> 4\n[save settings]\nReduce motion on.\n\(Self.choices)"))
        #expect(try #require(r.savedSettings) == Settings(reduceMotion: true, screenReader: true))
    }

    @Test func aSaveThatFailsChangesNothing() {
        var r = ReaderHarness(entries: [], settings: Settings(screenReader: true))
        r.start()
        r.failNextChange = "settings.json: not saved, because the file could not be read"
        r.type("settings", "5", "l")
        #expect(r.transcript.contains("The settings were not saved: settings.json: not saved, because the file could not be read."))
        #expect(r.transcript.hasSuffix("5. Screen reader, on.\n\(Self.reviewSettings)\n\(Self.choices)"))
        #expect(r.savedSettings == nil)
    }

    @Test func helpInTheDeckListNamesSettings() {
        var r = ReaderHarness(entries: [])
        r.start()
        r.type("help")
        #expect(r.transcript.contains("settings to hear and switch the settings, the screen reader among them"))
    }

    /// Review's (FSRS) settings by voice (issue 15): the full screen's checks, Enter keeps.
    @Test func reviewSettingsTakeATypedValueCheckedAsTheFormChecksIt() throws {
        var r = ReaderHarness(entries: [], settings: Settings(screenReader: true))
        r.start()
        r.type("settings", "6", "1.5", "0.85", "8", "", "9", "5m 1h")
        #expect(r.transcript.contains("> 6\nDesired retention is 0.9. Type a new value (0.70–0.99: the chance to recall a card when it is due), or press Enter to keep it."))
        #expect(r.transcript.contains("> 1.5\nNot changed: "))
        #expect(r.transcript.contains("> 0.85\n[save settings]\nDesired retention is now 0.85.\n\(Self.choices)"))
        #expect(r.transcript.contains("> \nLearning steps stays 1m 10m.\n\(Self.choices)"))
        #expect(r.transcript.contains("Relearning steps is now 5m 1h."))
        let saved = try #require(r.savedSettings)
        #expect(saved.scheduler.desiredRetention == 0.85)
        #expect(saved.scheduler.relearningSteps == [300, 3600])
        #expect(saved.scheduler.learningSteps == SchedulerConfiguration.default.learningSteps)
    }
}

import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaTUI

/// The `settings` command: the only way back from the screen-reader setting by voice.
struct ScreenReaderSettingsTests {
    typealias F = ReaderFixtures

    static let choices = "Type a setting's number to switch it, b to go back to the decks, or q to quit."

    @Test func turnTheScreenReaderOffAndAnimationsOnThenGoBack() {
        var r = ReaderHarness(entries: [.loaded(F.colours)], settings: Settings(animations: false, screenReader: true))
        r.start()
        r.type("settings", "5", "1", "9", "b")
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
            > 9
            There is no setting "9". Type a number from 1 to 5, or help to hear the commands.
            > b
            [list decks]
            There is 1 deck.
            1. Colours, 2 cards.
            Type a deck's number or name to choose it, new to create a deck, or q to quit.
            """)
        #expect(r.savedSettings == Settings(animations: true, screenReader: false))
    }

    @Test func aSaveThatFailsChangesNothing() {
        var r = ReaderHarness(entries: [], settings: Settings(screenReader: true))
        r.start()
        r.failNextChange = "settings.json: not saved, because the file could not be read"
        r.type("settings", "5", "l")
        #expect(r.transcript.contains("The settings were not saved: settings.json: not saved, because the file could not be read."))
        #expect(r.transcript.hasSuffix("5. Screen reader, on.\n\(Self.choices)"))
        #expect(r.savedSettings == nil)
    }

    @Test func helpInTheDeckListNamesSettings() {
        var r = ReaderHarness(entries: [])
        r.start()
        r.type("help")
        #expect(r.transcript.contains("settings to hear and switch the settings, the screen reader among them"))
    }
}

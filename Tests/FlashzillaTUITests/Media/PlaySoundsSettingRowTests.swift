import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The settings screen's "Play sounds": it follows the screen reader until chosen.
struct PlaySoundsSettingRowTests {
    let size = Size(width: 80, height: 24)
    let row = SettingsScreen.Row.playSounds.rawValue

    @Test func itFollowsTheScreenReaderUntilChosen() {
        var screen = SettingsScreen(settings: Settings())
        #expect(screen.form.rows[row].control.boolValue == true)
        // Turning the screen reader on turns the default off, without choosing it.
        for _ in 0..<SettingsScreen.Row.screenReader.rawValue { _ = screen.handle(.key(.tab), size: size) }
        #expect(screen.handle(.key(.character(" ")), size: size) == [.save(Settings(screenReader: true))])
        #expect(screen.form.rows[row].control.boolValue == false)
        // Choosing it keeps the choice, whatever the screen reader says.
        _ = screen.handle(.key(.tab), size: size)
        guard case .save(let saved)? = screen.handle(.key(.character(" ")), size: size).first else {
            Issue.record("nothing saved")
            return
        }
        #expect(saved.playSounds == true && saved.screenReader)
        #expect(screen.settings.playsSoundsAutomatically)
    }
}

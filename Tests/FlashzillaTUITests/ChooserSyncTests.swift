import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The chooser's `y` (Anki's sync key): what it asks of the run loop, its steps and outcome
/// in the status line (said by the screen reader too), "Synced … ago" on the title line.
@Suite struct ChooserSyncTests {
    let synced = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func yFlushesWhatIsUnwrittenThenSyncsAndSaysSo() {
        var app = AppModel(listings: ChooserScreenTests.listings)
        let effects = app.handle(.key(.character("y")), in: .at(.seconds(1)))
        #expect(effects.last == .sync())
        #expect(app.chooser.notice == "Syncing…")
        #expect(app.describe(in: .at(.seconds(1))).contains("Syncing…"))
    }

    @Test func stepsThenTheOutcomeShowAndTheDeckListIsReadAgain() {
        var app = AppModel(listings: ChooserScreenTests.listings)
        _ = app.handle(.key(.character("y")), in: .at(.seconds(1)))
        #expect(app.receive(.syncProgressed("Sending 3 answers to http://s/…"), in: .at(.seconds(1))) == [])
        #expect(app.chooser.notice == "Sending 3 answers to http://s/…")
        let finished = app.receive(.syncFinished(summary: "Synced with http://s/: nothing new on either side", at: synced), in: .at(.seconds(2)))
        #expect(finished == [.reloadListings])
        #expect(app.chooser.lastSynced == synced && app.chooser.status == nil)
        let said = app.describe(in: .at(.seconds(2), date: synced))
        #expect(said.contains("Synced with http://s/: nothing new on either side."), "\(said)")
        // The next key clears the line, as any notice.
        _ = app.handle(.key(.character("j")), in: .at(.seconds(3)))
        #expect(app.chooser.notice == nil)
    }

    @Test func aFailureIsTheStatusInErrorColoursAndTheLastSyncStays() {
        var app = AppModel(listings: ChooserScreenTests.listings, lastSynced: synced)
        _ = app.handle(.key(.character("y")), in: .at(.seconds(1)))
        _ = app.receive(.syncFailed("http://s/: cannot reach the server (connection refused)"), in: .at(.seconds(2)))
        #expect(app.chooser.status == "http://s/: cannot reach the server (connection refused)")
        #expect(app.chooser.lastSynced == synced)
    }

    @Test func theTitleLineSaysWhenTheLastSyncWasWhereThereIsRoom() {
        var screen = ChooserScreen(listings: ChooserScreenTests.listings)
        screen.lastSynced = synced
        let wide = screen.view(in: ScreenContext(moment: .zero, date: synced.addingTimeInterval(150), size: Size(width: 80, height: 24)))
        #expect(wide.lines[0] == " Flashzilla — choose a deck" + String(repeating: " ", count: 36) + "Synced 2 min ago")
        // At 40 columns the title alone fits: the time is left out, never over the title.
        let narrow = screen.view(in: ScreenContext(moment: .zero, date: synced, size: Size(width: 40, height: 16)))
        #expect(narrow.lines[0].trimmingCharacters(in: .whitespaces) == "Flashzilla — choose a deck")
        // Never synced: nothing.
        let never = ChooserScreen(listings: ChooserScreenTests.listings)
            .view(in: ScreenContext(moment: .zero, date: synced, size: Size(width: 80, height: 24)))
        #expect(!never.lines[0].contains("Synced"))
    }

    @Test func howLongAgoInWords() {
        let text = { (seconds: TimeInterval) in ChooserScreen.syncedText(synced, now: synced.addingTimeInterval(seconds)) }
        #expect(text(-5) == "Synced just now")
        #expect(text(59) == "Synced just now")
        #expect(text(60) == "Synced 1 min ago")
        #expect(text(3_599) == "Synced 59 min ago")
        #expect(text(3_600) == "Synced 1 h ago")
        #expect(text(86_399) == "Synced 23 h ago")
        #expect(text(86_400) == "Synced 1 day ago")
        #expect(text(3 * 86_400) == "Synced 3 days ago")
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A sync that only a full sync can go on with: the chooser asks download, upload or cancel
/// (as Anki does), by keys and by voice, and the answer is the sync the run loop performs.
@Suite struct ChooserFullSyncTests {
    static let reason = "http://s/: this computer and the server each have a collection"

    static func asked() -> AppModel {
        var app = AppModel(listings: ChooserScreenTests.listings)
        _ = app.handle(.key(.character("y")), in: .at(.seconds(1)))
        #expect(app.receive(.syncNeedsFullChoice(reason), in: .at(.seconds(2))) == [])
        return app
    }

    @Test func theQuestionShowsOverTheListAndIsSaid() {
        let app = Self.asked()
        #expect(app.chooser.askingFullSync?.reason == Self.reason)
        let grid = app.view(in: .at(.seconds(2)))
        expectGolden(grid, named: "chooser-full-sync-80x24")
        #expect(grid.find("[d] Download   [u] Upload   [Esc] Cancel") != nil)
        let said = app.describe(in: .at(.seconds(2)))
        #expect(said.first == "Full sync needed." && said.contains("Say download, upload or cancel."), "\(said)")
    }

    @Test(arguments: [(Key.character("d"), FullSyncDirection.download), (.character("u"), .upload)])
    func dOrUStartsThatFullSync(_ key: Key, _ direction: FullSyncDirection) {
        var app = Self.asked()
        let effects = app.handle(.key(key), in: .at(.seconds(3)))
        #expect(effects.last == .sync(full: direction))
        #expect(app.chooser.askingFullSync == nil)
        #expect(app.chooser.notice?.hasSuffix("…") == true)
    }

    @Test func escCancelsWithNothingSyncedAndOtherKeysWait() {
        var app = Self.asked()
        #expect(app.handle(.key(.character("j")), in: .at(.seconds(3))) == [])
        #expect(app.chooser.askingFullSync != nil, "another key leaves the question open")
        #expect(app.handle(.key(.escape), in: .at(.seconds(3))) == [])
        #expect(app.chooser.askingFullSync == nil)
        #expect(app.chooser.notice == "Not synced: nothing was replaced on either side.")
    }

    @Test func byVoiceTheWordsAnswerIt() {
        let app = Self.asked()
        let keys = app.spokenKeys
        #expect(keys.first { $0.words.contains("upload") }?.key == .character("u"))
        #expect(keys.first { $0.words.contains("download") }?.key == .character("d"))
        #expect(keys.first { $0.words.contains("cancel") }?.key == .escape)
    }
}

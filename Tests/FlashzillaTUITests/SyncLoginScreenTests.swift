import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// `y` with no login kept: the app asks for the server, user and password itself (the
/// password drawn as dots, never said), logs in and syncs; a refusal comes back to the form.
@Suite struct SyncLoginScreenTests {
    static func type(_ text: String, into app: inout AppModel) {
        for character in text { _ = app.handle(.key(.character(character)), in: .at(.seconds(1))) }
    }

    static func formOpen() -> AppModel {
        var app = AppModel(listings: ChooserScreenTests.listings)
        _ = app.handle(.key(.character("y")), in: .at(.seconds(1)))
        #expect(app.receive(.syncNeedsLogin, in: .at(.seconds(1))) == [])
        #expect(app.route.place == .syncLogin)
        return app
    }

    @Test func theFormAsksUserThenPasswordAndLogsIn() {
        var app = Self.formOpen()
        Self.type("ann", into: &app)
        #expect(app.handle(.key(.enter), in: .at(.seconds(1))) == [], "Enter on the user goes to the password")
        Self.type("s3cret", into: &app)
        let grid = app.view(in: .at(.seconds(1)))
        expectGolden(grid, named: "sync-login-80x24")
        #expect(grid.find("s3cret") == nil && grid.find("••••••") != nil, "the password is dots")
        let said = app.describe(in: .at(.seconds(1)))
        #expect(said.first == "Password: 6 characters typed." && !said.joined().contains("s3cret"), "\(said)")
        #expect(app.handle(.key(.enter), in: .at(.seconds(1))) == [.syncLogIn(server: SyncLoginScreen.ankiWeb, user: "ann", password: "s3cret")])
        #expect(app.route.syncLogin?.status == "Logging in to \(SyncLoginScreen.ankiWeb)…")
    }

    /// Only the password field is secret: the line front end hides the terminal's echo there.
    @Test func onlyThePasswordFieldIsTypedInSecret() {
        var app = Self.formOpen()
        #expect(app.isTypingText && !app.isTypingSecret, "the user name shows as it is typed")
        Self.type("ann", into: &app)
        _ = app.handle(.key(.enter), in: .at(.seconds(1)))
        #expect(app.isTypingSecret)
        _ = app.handle(.key(.function(1)), in: .at(.seconds(1)))
        #expect(!app.isTypingText && !app.isTypingSecret, "help takes no text")
    }

    @Test func aRefusalComesBackToTheFormWithThePasswordCleared() {
        var app = Self.formOpen()
        Self.type("ann", into: &app)
        _ = app.handle(.key(.enter), in: .at(.seconds(1)))
        Self.type("wrong", into: &app)
        _ = app.handle(.key(.enter), in: .at(.seconds(1)))
        _ = app.receive(.syncLoginFailed("https://sync.ankiweb.net/: wrong user name or password"), in: .at(.seconds(2)))
        let screen = try! #require(app.route.syncLogin)
        #expect(screen.problem == "https://sync.ankiweb.net/: wrong user name or password" && screen.password.isEmpty)
        #expect(app.describe(in: .at(.seconds(2))).contains("Error: https://sync.ankiweb.net/: wrong user name or password."))
    }

    @Test func onceLoggedInTheSyncsOutcomeIsTheDeckListsAndEscGoesBack() {
        var app = Self.formOpen()
        _ = app.receive(.syncProgressed("Downloading the collection…"), in: .at(.seconds(2)))
        #expect(app.route.syncLogin?.status == "Downloading the collection…")
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(app.receive(.syncFinished(summary: "Downloaded the collection", at: date), in: .at(.seconds(3))) == [.reloadListings])
        #expect(app.route.place == .chooser && app.chooser.notice == "Downloaded the collection" && app.chooser.lastSynced == date)

        var other = Self.formOpen()
        _ = other.handle(.key(.escape), in: .at(.seconds(1)))
        #expect(other.route.place == .chooser)
    }

    @Test func aServerThatIsNotAnAddressIsRefusedInPlace() {
        var app = Self.formOpen()
        _ = app.handle(.key(.backTab), in: .at(.seconds(1)))
        _ = app.handle(.key(.ctrl("u")), in: .at(.seconds(1)))
        Self.type("ftp://x", into: &app)
        _ = app.handle(.key(.tab), in: .at(.seconds(1)))
        Self.type("ann", into: &app)
        _ = app.handle(.key(.tab), in: .at(.seconds(1)))
        Self.type("pw", into: &app)
        #expect(app.handle(.key(.enter), in: .at(.seconds(1))) == [])
        #expect(app.route.syncLogin?.problem == "The server's address starts with http:// or https://.")
    }

    @Test func byVoiceItsHintNamesOnlyCommandsAFieldDoesNotTakeAsText() {
        let app = Self.formOpen()
        #expect(app.chooser.notice == nil, "the deck list's Syncing… is over")
        let hint = try! #require(app.route.syncLogin?.spokenHint)
        #expect(hint == "Say the text of each field; previous field, next field, log in or go back; help for more.")
        let keys = app.spokenKeys
        for words in ["previous field", "next field", "log in", "go back"] {
            #expect(LineReading.fieldCommand(words, keys: keys) != nil, "\(words)")
        }
    }
}

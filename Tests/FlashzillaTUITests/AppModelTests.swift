import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

@Suite struct AppModelTests {
    let size = Size(width: 80, height: 24)
    static let now = Date(timeIntervalSince1970: 0)
    static func deck(_ prompts: [String]) -> Deck {
        var settings = DeckSettings()
        settings.shuffle = false
        return Deck(name: "D", cards: prompts.map { try! Card(prompt: $0, answer: "a", createdAt: now) }, settings: settings)
    }
    static let fingerprint = FileFingerprint(size: 1, modificationSeconds: 1, modificationNanoseconds: 0, device: 1, inode: 1, contentHash: 1)
    static let edited = FileFingerprint(size: 2, modificationSeconds: 2, modificationNanoseconds: 0, device: 1, inode: 1, contentHash: 2)

    func model() -> AppModel {
        AppModel(listings: [DeckListing(deck: Self.deck(["one", "two"]), fileName: "d.json")], studyOptions: StudyOptions(animations: false))
    }

    @Test func enterOnTheChooserAsksForTheDeckFile() {
        var app = model()
        #expect(app.handle(.key(.enter), now: .zero, size: size) == [.loadDeck(fileName: "d.json")])
        #expect(app.route == .chooser)
    }

    @Test func leavingAndReturningResumesAnUnchangedDeck() {
        var app = model()
        app.open(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 1, now: .zero, size: size)
        _ = app.handle(.key(.right), now: .seconds(1), size: size)
        #expect(app.handle(.key(.character("q")), now: .seconds(2), size: size) == [])
        #expect(app.route == .chooser)
        // Ids differ (a file without ids gets new ones per load); the fingerprint decides.
        app.open(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 2, now: .seconds(10), size: size)
        #expect(app.studies["d.json"]?.session.correctCount == 1)
        #expect(app.studies["d.json"]?.session.phase == .running)
    }

    @Test func anEditedDeckStartsAFreshSession() {
        var app = model()
        app.open(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 1, now: .zero, size: size)
        _ = app.handle(.key(.right), now: .seconds(1), size: size)
        _ = app.handle(.key(.character("q")), now: .seconds(2), size: size)
        app.open(Self.deck(["one", "two", "three"]), fileName: "d.json", revision: Self.edited, seed: 2, now: .seconds(3), size: size)
        #expect(app.studies["d.json"]?.session.correctCount == 0)
        #expect(app.studies["d.json"]?.session.totalCards == 3)
    }

    @Test func ctrlCQuitsFromEveryScreenAndStudyLeaveQuitsWhenLaunchedForOneDeck() {
        var app = model()
        #expect(app.handle(.key(.ctrl("c")), now: .zero, size: size) == [.quit])
        var single = AppModel(listings: [], studyOptions: StudyOptions(), quitsWhenStudyEnds: true)
        single.open(Self.deck(["one"]), fileName: "d.json", seed: 1, now: .zero, size: size)
        #expect(single.handle(.key(.ctrl("c")), now: .zero, size: size) == [.quit])
        #expect(single.handle(.key(.character("q")), now: .zero, size: size) == [.quit])
    }

    @Test func aDeckThatCannotBeOpenedIsExplainedOnTheChooser() {
        var app = model()
        app.failedToOpen("d.json", reason: "d.json:1:1: empty file")
        #expect(app.route == .chooser)
        #expect(app.view(size: size, now: .zero).lines.joined().contains("Cannot open d.json"))
    }
}

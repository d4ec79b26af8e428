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
        AppModel(listings: [DeckListing(deck: Self.deck(["one", "two"]), fileName: "d.json")], overrides: SettingsOverrides(noAnimation: true))
    }

    @Test func enterOnTheChooserAsksForTheDeckFile() {
        var app = model()
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .study)])
        #expect(app.route == .chooser)
    }

    @Test func leavingAndReturningResumesAnUnchangedDeck() {
        var app = model()
        _ = app.receive(.deckLoaded(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.right), in: .at(.seconds(1)))
        #expect(app.handle(.key(.character("q")), in: .at(.seconds(2))) == [])
        #expect(app.route == .chooser)
        // Ids differ (a file without ids gets new ones per load); the fingerprint decides.
        _ = app.receive(.deckLoaded(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 2), in: .at(.seconds(10)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 1)
        #expect(app.studyScreen("d.json")?.session.phase == .running)
    }

    @Test func anEditedDeckStartsAFreshSession() {
        var app = model()
        _ = app.receive(.deckLoaded(Self.deck(["one", "two"]), fileName: "d.json", revision: Self.fingerprint, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.right), in: .at(.seconds(1)))
        _ = app.handle(.key(.character("q")), in: .at(.seconds(2)))
        _ = app.receive(.deckLoaded(Self.deck(["one", "two", "three"]), fileName: "d.json", revision: Self.edited, seed: 2), in: .at(.seconds(3)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 0)
        #expect(app.studyScreen("d.json")?.session.totalCards == 3)
    }

    @Test func ctrlCQuitsFromEveryScreenAndStudyLeaveQuitsWhenLaunchedForOneDeck() {
        var app = model()
        #expect(app.handle(.key(.ctrl("c")), in: .at(.zero)) == [.quit])
        var single = AppModel(listings: [], quitsWhenStudyEnds: true)
        _ = single.receive(.deckLoaded(Self.deck(["one"]), fileName: "d.json", seed: 1), in: .at(.zero))
        #expect(single.handle(.key(.ctrl("c")), in: .at(.zero)) == [.quit])
        #expect(single.handle(.key(.character("q")), in: .at(.zero)) == [.quit])
    }

    @Test func aDeckThatCannotBeOpenedIsExplainedOnTheChooser() {
        var app = model()
        // The file may be gone or broken: the list is read again to show what is there.
        #expect(app.receive(.deckUnreadable(fileName: "d.json", reason: "d.json:1:1: empty file"), in: .at(.zero)) == [.reloadListings])
        #expect(app.route == .chooser)
        #expect(app.view(in: .at(.zero)).lines.joined().contains("Cannot open d.json"))
    }
}

@Suite struct AppModelEditingTests {
    let size = Size(width: 80, height: 24)
    static let listings = [
        DeckListing(deck: AppModelTests.deck(["one", "two"]), fileName: "d.json"),
        DeckListing(fileName: "spanish.json", name: "Spanish", color: .red, cardCount: 0, samplePrompts: [], timeLimit: 10),
    ]

    func type(_ text: String, into app: inout AppModel) {
        for ch in text { _ = app.handle(.key(.character(ch)), in: .at(.zero)) }
    }

    @Test func newDeckFromTheChooserIsCreatedWithTheDefaultTimeLimit() throws {
        var app = AppModel(listings: Self.listings, settings: Settings(defaultTimeLimit: 30))
        _ = app.handle(.key(.character("n")), in: .at(.zero))
        #expect(app.route.place == .deckEditor)
        type("spanish", into: &app)
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [], "names are unique")
        _ = app.handle(.key(.backspace), in: .at(.zero))
        let effects = app.handle(.key(.enter), in: .at(.zero))
        guard case .createDeck(let deck) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.name == "spanis" && deck.settings.timeLimit == 30 && deck.cards.isEmpty)
        #expect(app.receive(.deckSaved(deck, fileName: "spanis.json", revision: nil), in: .at(.zero)) == [.reloadListings])
        #expect(app.route.place == .cardEditor("spanis.json"), "a new deck's cards come next")
        #expect(app.chooser.status?.contains("Created “spanis”") == true)
    }

    @Test func editingADeckLoadsItThenSavesOverItsFileWithItsRevision() throws {
        var app = AppModel(listings: Self.listings)
        #expect(app.handle(.key(.character("e")), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .editDeck)])
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editDeck, seed: 1), in: .at(.zero))
        #expect(app.route.place == .deckEditor)
        type("2", into: &app)
        let effects = app.handle(.key(.ctrl("s")), in: .at(.zero))
        guard case .saveRenamedDeck(let deck, let fileName, let revision) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.name == "D2" && fileName == "d.json" && revision == AppModelTests.fingerprint)
    }

    @Test func aFailedSaveStaysInTheEditorAndSaysWhy() {
        var app = AppModel(listings: Self.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: nil, purpose: .editDeck, seed: 1), in: .at(.zero))
        type("x", into: &app)
        _ = app.handle(.key(.enter), in: .at(.zero))
        _ = app.receive(.saveFailed("/h/decks/d.json: changed on disk since it was loaded"), in: .at(.zero))
        #expect(app.route.place == .deckEditor)
        #expect(app.view(in: .at(.zero)).lines.joined().contains("changed on disk"))
    }

    @Test func anEditedDeckStudiesAfresh() {
        var app = AppModel(listings: Self.listings, overrides: SettingsOverrides(noAnimation: true))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.right), in: .at(.seconds(1)))
        _ = app.handle(.key(.character("q")), in: .at(.seconds(1)))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editDeck, seed: 1), in: .at(.zero))
        type("!", into: &app)
        _ = app.handle(.key(.enter), in: .at(.zero))
        _ = app.receive(.deckSaved(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero))
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.edited, seed: 2), in: .at(.seconds(5)))
        #expect(app.studyScreen("d.json")?.session.correctCount == 0)
    }

    @Test func deletingADeckForgetsItsSession() {
        var app = AppModel(listings: Self.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: AppModelTests.fingerprint, seed: 1), in: .at(.zero))
        _ = app.handle(.key(.character("q")), in: .at(.zero))
        _ = app.handle(.key(.character("d")), in: .at(.zero))
        #expect(app.handle(.key(.character("y")), in: .at(.zero)) == [.trashDeck(fileName: "d.json")])
        #expect(app.receive(.deckTrashed(fileName: "d.json", movedTo: "/h/trash/d.json"), in: .at(.zero)) == [.reloadListings])
        #expect(app.studyScreen("d.json") == nil)
        #expect(app.chooser.status == "Deleted “D”: moved to /h/trash/d.json")
    }

    @Test func settingsChangesApplyAtOnceAndOverridesAreNotSaved() {
        var app = AppModel(listings: Self.listings, overrides: SettingsOverrides(accessible: true))
        #expect(app.effectiveSettings.reduceMotion)
        #expect(app.studyOptions.animations == false)
        _ = app.handle(.key(.character("s")), in: .at(.zero))
        #expect(app.route.place == .settings)
        _ = app.handle(.key(.down), in: .at(.zero))  // past the time limits
        _ = app.handle(.key(.down), in: .at(.zero))  // past the default time limit
        #expect(app.handle(.key(.character(" ")), in: .at(.zero)) == [.saveSettings(Settings(animations: false))])
        #expect(app.settings == Settings(animations: false), "what is saved has no --accessible in it")
        _ = app.handle(.key(.escape), in: .at(.zero))
        #expect(app.route == .chooser)
    }

    @Test func aBrokenSettingsFileIsReportedOnTheChooser() {
        let app = AppModel(listings: Self.listings, settingsProblem: "/h/settings.json:1:2: expected a value")
        #expect(app.view(in: .at(.zero)).lines.joined().contains("Settings not used: /h/settings.json:1:2"))
    }
}

@Suite struct AppModelCardsAndMatchTests {
    let size = Size(width: 80, height: 24)
    static let date = Date(timeIntervalSince1970: 1_000_000)

    func type(_ text: String, into app: inout AppModel) {
        for ch in text { _ = app.handle(.key(.character(ch)), in: .at(.zero, date: Self.date)) }
    }

    @Test func aNewDeckGoesStraightToItsCards() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.handle(.key(.character("n")), in: .at(.zero))
        type("Fresh", into: &app)
        let effects = app.handle(.key(.enter), in: .at(.zero))
        guard case .createDeck(let deck) = effects.first else { Issue.record("\(effects)"); return }
        #expect(app.receive(.deckSaved(deck, fileName: "fresh.json", revision: AppModelTests.fingerprint), in: .at(.zero)) == [.reloadListings])
        #expect(app.route.place == .cardEditor("fresh.json"))
    }

    func add(_ prompt: String, _ answer: String, at now: Moment, into app: inout AppModel) -> [AppEffect] {
        for ch in prompt { _ = app.handle(.key(.character(ch)), in: .at(now, date: Self.date)) }
        _ = app.handle(.key(.enter), in: .at(now, date: Self.date))
        for ch in answer { _ = app.handle(.key(.character(ch)), in: .at(now, date: Self.date)) }
        return app.handle(.key(.enter), in: .at(now, date: Self.date))
    }

    @Test func aBurstOfCardsIsSavedOnceWithTheLatestRevisionAndLeavingFlushes() throws {
        var app = AppModel(listings: AppModelEditingTests.listings)
        #expect(app.handle(.key(.character("C")), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .editCards)])
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .editCards, seed: 1), in: .at(.zero))
        #expect(add("two", "2", at: .zero, into: &app) == [])
        #expect(add("three", "3", at: .seconds(0.1), into: &app) == [])
        #expect(app.nextWakeUp(in: .at(.seconds(0.1))) == .milliseconds(300), "300 ms after the last change")
        #expect(app.receive(.ticked, in: .at(.seconds(0.35))) == [])
        let due = app.receive(.ticked, in: .at(.seconds(0.4)))
        guard case .saveDeck(let deck, "d.json", AppModelTests.fingerprint) = try #require(due.first) else { Issue.record("\(due)"); return }
        #expect(deck.cards.map(\.prompt) == ["one", "two", "three"], "one save for the whole burst")
        #expect(deck.cards.last?.createdAt == Self.date)
        #expect(app.receive(.deckSaved(deck, fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero)) == [])
        #expect(!app.hasUnsavedEdits)
        #expect(app.route.place == .cardEditor("d.json"))

        // A failed save is kept, said, and tried again later with the revision it had.
        _ = add("four", "4", at: .seconds(1), into: &app)
        guard case .saveDeck(_, _, AppModelTests.edited) = try #require(app.receive(.ticked, in: .at(.seconds(2))).first) else { Issue.record("no save"); return }
        _ = app.receive(.saveFailed("/h/decks/d.json: changed on disk since it was loaded"), in: .at(.seconds(2)))
        #expect(app.hasUnsavedEdits)
        #expect(app.view(in: .at(.seconds(2))).lines.joined().contains("changed on disk"))
        #expect(app.receive(.ticked, in: .at(.seconds(3))) == [], "no retry before the retry delay")

        // Leaving writes what is pending at once, then reloads the list.
        let leaving = app.handle(.key(.escape), in: .at(.seconds(3)))
        #expect(leaving.count == 2 && leaving.last == .reloadListings)
        guard case .saveDeck(let last, _, _) = try #require(leaving.first) else { Issue.record("\(leaving)"); return }
        #expect(last.cards.count == 4)
        #expect(app.route == .chooser)
    }

    @Test func ctrlCWritesPendingEditsBeforeQuitting() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: nil, purpose: .editCards, seed: 1), in: .at(.zero))
        _ = add("two", "2", at: .zero, into: &app)
        let effects = app.handle(.key(.ctrl("c")), in: .at(.seconds(0.01)))
        #expect(effects.count == 2 && effects.last == .quit)
        guard case .saveDeck(let deck, _, _) = effects.first else { Issue.record("\(effects)"); return }
        #expect(app.flushSaves(now: .seconds(1)).count == 1, "still pending until the save is confirmed")
        _ = app.receive(.deckSaved(deck, fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero))
        #expect(app.flushSaves(now: .seconds(1)) == [], "nothing left once written")
    }

    @Test func ctrlGAsksForADefinitionAndTheAnswerFillsTheForm() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one"]), fileName: "d.json", revision: nil, purpose: .editCards, seed: 1), in: .at(.zero))
        type("geese", into: &app)
        let effects = app.handle(.key(.ctrl("g")), in: .at(.zero))
        guard case .define("geese", let request) = effects.first else { Issue.record("\(effects)"); return }
        #expect(app.nextWakeUp(in: .at(.zero)) == CardEditScreen.lookupPoll)
        _ = app.receive(.definitionArrived(request: request, result: .success(("Web-footed birds.", .noun))), in: .at(.zero))
        #expect(app.route.cardEditor?.answer.text == "Web-footed birds.")
        #expect(app.route.cardEditor?.wordType == .noun)
        #expect(app.nextWakeUp(in: .at(.zero)) == nil)
    }

    @Test func matchFromTheChooserPlaysAndRecordsTheResult() throws {
        var app = AppModel(listings: AppModelEditingTests.listings, overrides: SettingsOverrides(noAnimation: true))
        #expect(app.handle(.key(.character("m")), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .match)])
        var deck = AppModelTests.deck(["one", "two"])
        deck.settings.pairs = 2
        _ = app.receive(.deckLoaded(deck, fileName: "d.json", revision: nil, purpose: .match, seed: 7), in: .at(.zero))
        #expect(app.route.place == .match("d.json"))
        // Try every pair of cards until the game ends; the effects must include the result.
        var recorded: [AppEffect] = []
        let count = app.route.match?.game.cards.count ?? 0
        outer: for a in 0..<count {
            for b in 0..<count where b != a {
                for index in [a, b] {
                    guard let screen = app.route.match, !screen.game.cards[index].isMatched else { continue }
                    app.focusMatchCard(index)
                    recorded += app.handle(.key(.enter), in: .at(.seconds(1)))
                }
                if app.route.match?.game.isFinished == true { break outer }
            }
        }
        #expect(recorded.contains { if case .recordMatch("d.json", _) = $0 { true } else { false } })
        #expect(app.handle(.key(.character("q")), in: .at(.seconds(2))) == [])
        #expect(app.route == .chooser)
    }
}

@Suite struct AppModelBrowseTests {
    let size = Size(width: 80, height: 24)

    @Test func browseFromTheChooserEditsInPlaceAndSavesWithTheRevision() throws {
        var app = AppModel(listings: AppModelEditingTests.listings, overrides: SettingsOverrides(noAnimation: true))
        #expect(app.handle(.key(.character("b")), in: .at(.zero)) == [.loadDeck(fileName: "d.json", purpose: .browse)])
        _ = app.receive(.deckLoaded(AppModelTests.deck(["one", "two"]), fileName: "d.json", revision: AppModelTests.fingerprint, purpose: .browse, seed: 1), in: .at(.zero))
        #expect(app.route.place == .browse("d.json"))
        #expect(app.view(in: .at(.zero)).lines.joined().contains("1 / 2"))
        _ = app.handle(.key(.right), in: .at(.zero))
        #expect(app.view(in: .at(.zero)).lines.joined().contains("2 / 2"))
        _ = app.handle(.key(.character("e")), in: .at(.zero))
        _ = app.handle(.key(.character("!")), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero, date: Date(timeIntervalSince1970: 5))) == [])
        let effects = app.receive(.ticked, in: .at(.seconds(1)))
        guard case .saveDeck(let deck, "d.json", AppModelTests.fingerprint) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.cards.map(\.prompt).contains { $0.hasSuffix("!") })
        #expect(app.receive(.deckSaved(deck, fileName: "d.json", revision: AppModelTests.edited), in: .at(.zero)) == [])
        #expect(app.route.place == .browse("d.json"))
        #expect(app.handle(.key(.character("q")), in: .at(.zero)) == [.reloadListings])
        #expect(app.route == .chooser)
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Nothing lost on a full disk: card edits and Review answers that cannot be written are
/// kept, tried again and written once there is room; quitting with them unwritten asks.
@Suite struct AppModelFullDiskTests {
    static let date = Date(timeIntervalSince1970: 1_000_000)

    func press(_ key: Key, _ app: inout AppModel, _ disk: inout FullDisk, at now: Moment) -> Bool {
        disk.drain(app.handle(.key(key), in: .at(now, date: Self.date)), on: &app, at: now)
    }

    func type(_ text: String, _ app: inout AppModel, _ disk: inout FullDisk, at now: Moment) {
        for ch in text { _ = press(.character(ch), &app, &disk, at: now) }
    }

    /// The card editor on d.json ("one") with "two" typed while the disk is full, its save
    /// due and failed, and the editor left (the last try failing too).
    func cardsTypedOnAFullDisk() -> (AppModel, FullDisk) {
        var app = AppModel(listings: AppModelEditingTests.listings)
        var disk = FullDisk(decks: ["d.json": AppModelTests.deck(["one"])])
        disk.drain(app.handle(.key(.character("C")), in: .at(.zero)), on: &app, at: .zero)
        disk.isFull = true
        type("two", &app, &disk, at: .zero)
        _ = press(.enter, &app, &disk, at: .zero)
        type("2", &app, &disk, at: .zero)
        _ = press(.enter, &app, &disk, at: .zero)
        disk.drain(app.receive(.ticked, in: .at(.seconds(1))), on: &app, at: .seconds(1))
        _ = press(.escape, &app, &disk, at: .seconds(1))
        return (app, disk)
    }

    func screenText(_ app: AppModel) -> String {
        let grid = app.view(in: .at(.seconds(1)))
        return (0..<grid.size.height).map { grid.text(row: $0) }.joined(separator: "\n")
    }

    @Test func cardsTypedOnAFullDiskSurviveReopeningTheEditorAndAreWrittenWhenThereIsRoom() {
        var (app, disk) = cardsTypedOnAFullDisk()
        #expect(app.route == .chooser)
        #expect(disk.decks["d.json"]?.cards.map(\.prompt) == ["one"])
        #expect(app.hasUnsavedEdits)
        #expect(app.chooser.status?.contains("kept to try again") == true, "\(app.chooser.status ?? "")")

        // Opened again (the file still lacks "two"): the editor holds the kept cards.
        _ = press(.character("C"), &app, &disk, at: .seconds(2))
        #expect(app.route.place == .cardEditor("d.json"))
        #expect(app.route.cardEditor?.deck.cards.map(\.prompt) == ["one", "two"])
        type("three", &app, &disk, at: .seconds(3))
        _ = press(.enter, &app, &disk, at: .seconds(3))
        type("3", &app, &disk, at: .seconds(3))
        _ = press(.enter, &app, &disk, at: .seconds(3))

        // Room again: the next try writes them all, once.
        disk.isFull = false
        disk.drain(app.receive(.ticked, in: .at(.seconds(4))), on: &app, at: .seconds(4))
        #expect(disk.decks["d.json"]?.cards.map(\.prompt) == ["one", "two", "three"])
        #expect(!app.hasUnsavedEdits)
    }

    @Test func keptCardsAreRetriedOnTheChooserAfterABackOff() {
        var (app, disk) = cardsTypedOnAFullDisk()
        disk.isFull = false
        #expect(app.receive(.ticked, in: .at(.seconds(2))) == [], "not before the retry delay")
        #expect(app.nextWakeUp(in: .at(.seconds(2))) != nil)
        disk.drain(app.receive(.ticked, in: .at(.seconds(7))), on: &app, at: .seconds(7))
        #expect(disk.decks["d.json"]?.cards.map(\.prompt) == ["one", "two"])
        #expect(!app.hasUnsavedEdits)
        #expect(app.chooser.status == "The cards kept for d.json are saved now.")
    }

    @Test func anotherDeckWaitsWhileKeptCardsAreNotWritten() {
        var (app, disk) = cardsTypedOnAFullDisk()
        disk.decks["spanish.json"] = AppModelTests.deck(["uno"])
        _ = press(.down, &app, &disk, at: .seconds(2))
        _ = press(.character("C"), &app, &disk, at: .seconds(2))
        #expect(app.route == .chooser, "following spanish.json would drop d.json's cards")
        #expect(app.chooser.status?.contains("the cards edited in d.json are not saved") == true, "\(app.chooser.status ?? "")")
        #expect(app.hasUnsavedEdits)
        // With room, the same key writes them first and opens the other deck.
        disk.isFull = false
        _ = press(.character("C"), &app, &disk, at: .seconds(3))
        #expect(app.route.place == .cardEditor("spanish.json"))
        #expect(disk.decks["d.json"]?.cards.map(\.prompt) == ["one", "two"])
    }

    @Test func quittingWithKeptCardsAsksAndOnlyYQuits() {
        var (app, disk) = cardsTypedOnAFullDisk()
        #expect(!press(.character("q"), &app, &disk, at: .seconds(2)), "the last try failed: ask, do not quit")
        #expect(screenText(app).contains("Not saved (disk full?): card edits to “D”"), "\(screenText(app))")
        #expect(screenText(app).contains("Quit anyway"))
        #expect(!press(.character("n"), &app, &disk, at: .seconds(2)))
        #expect(app.quitQuestion == nil && app.hasUnsavedEdits)
        #expect(!press(.character("q"), &app, &disk, at: .seconds(3)))
        #expect(press(.character("y"), &app, &disk, at: .seconds(3)))
    }

    @Test func quittingWritesKeptCardsFirstAndQuitsWhenThatWorks() {
        var (app, disk) = cardsTypedOnAFullDisk()
        disk.isFull = false
        #expect(press(.character("q"), &app, &disk, at: .seconds(2)))
        #expect(app.quitQuestion == nil)
        #expect(disk.decks["d.json"]?.cards.map(\.prompt) == ["one", "two"])
    }

    // MARK: Review answers

    func reviewing(quits: Bool = false) -> (AppModel, FullDisk) {
        var app = AppModel(listings: [], overrides: SettingsOverrides(noAnimation: true), quitsWhenStudyEnds: quits)
        _ = app.receive(.reviewLoaded(ReviewFixtures.deck(), fileName: "capitals.json", states: ReviewFixtures.states,
                                      introducedToday: 0, reviewedToday: 0), in: .at(.zero, date: ReviewFixtures.date))
        return (app, FullDisk(decks: [:]))
    }

    func answer(_ app: inout AppModel, _ disk: inout FullDisk, at now: Moment) {
        _ = press(.character(" "), &app, &disk, at: now)
        _ = press(.character("3"), &app, &disk, at: now)
    }

    @Test func reviewAnswersOnAFullDiskAreKeptAndWrittenOnceWhenThereIsRoom() {
        var (app, disk) = reviewing()
        disk.isFull = true
        answer(&app, &disk, at: .seconds(1))
        #expect(app.route.review?.problem?.contains("1 answer kept") == true, "\(app.route.review?.problem ?? "")")
        answer(&app, &disk, at: .seconds(2))
        #expect(app.route.review?.problem?.contains("2 answers kept") == true)
        #expect(disk.answers.isEmpty)

        disk.isFull = false
        // Two failures in a row: the quiet try waits 10 s after the second.
        #expect(app.receive(.ticked, in: .at(.seconds(11))) == [], "not before the retry delay")
        disk.drain(app.receive(.ticked, in: .at(.seconds(12))), on: &app, at: .seconds(12))
        #expect(disk.answers.map(\.cardID) == [ReviewFixtures.id(3), ReviewFixtures.id(1)], "in order, each once")
        #expect(app.route.review?.problem == nil)
        #expect(!app.hasUnsavedWork)
        // The next answer is written by itself, and none twice.
        answer(&app, &disk, at: .seconds(9))
        #expect(disk.answers.count == 3)
        #expect(Set(disk.answers.map(\.time)).count == 3)
    }

    @Test func quietRetriesThatFailWaitLongerEachTime() {
        var (app, disk) = reviewing()
        disk.isFull = true
        answer(&app, &disk, at: .seconds(1))
        #expect(app.receive(.ticked, in: .at(.seconds(5.9))) == [])
        disk.drain(app.receive(.ticked, in: .at(.seconds(6))), on: &app, at: .seconds(6))
        #expect(app.nextWakeUp(in: .at(.seconds(6))) == .seconds(10), "5 s, then 10 s: a locked file holds each try for 5 s")
        #expect(app.receive(.ticked, in: .at(.seconds(15.9))) == [])
        #expect(app.receive(.ticked, in: .at(.seconds(16))).count == 1)
    }

    @Test func theNextAnswerCarriesTheKeptOnesWhenThereIsRoomAgain() {
        var (app, disk) = reviewing()
        disk.isFull = true
        answer(&app, &disk, at: .seconds(1))
        disk.isFull = false
        answer(&app, &disk, at: .seconds(2))
        #expect(disk.answers.map(\.cardID) == [ReviewFixtures.id(3), ReviewFixtures.id(1)])
        #expect(!app.hasUnsavedWork)
    }

    @Test func undoingAnAnswerNotYetWrittenForgetsItWithoutTouchingTheFile() {
        var (app, disk) = reviewing()
        answer(&app, &disk, at: .seconds(1))
        disk.isFull = true
        answer(&app, &disk, at: .seconds(2))
        // An undo sent to the file would take back the first answer, which was written.
        #expect(app.handle(.key(.character("u")), in: .at(.seconds(3))) == [])
        #expect(!app.hasUnsavedWork)
        #expect(disk.answers.map(\.cardID) == [ReviewFixtures.id(3)])
    }

    @Test func leavingAOneDeckReviewWithKeptAnswersAsks() {
        var (app, disk) = reviewing(quits: true)
        disk.isFull = true
        answer(&app, &disk, at: .seconds(1))
        #expect(!press(.escape, &app, &disk, at: .seconds(2)))
        #expect(screenText(app).contains("1 Review answer"), "\(screenText(app))")
        #expect(press(.character("y"), &app, &disk, at: .seconds(2)))
    }

    @Test func aSignalOrCtrlCMakesALastTryWithoutAsking() {
        var (app, disk) = reviewing()
        disk.isFull = true
        answer(&app, &disk, at: .seconds(1))
        disk.isFull = false
        disk.drain(app.receive(.terminating, in: .at(.seconds(2))), on: &app, at: .seconds(2))
        #expect(disk.answers.count == 1)
        var (other, otherDisk) = reviewing()
        otherDisk.isFull = true
        answer(&other, &otherDisk, at: .seconds(1))
        let effects = other.handle(.key(.ctrl("c")), in: .at(.seconds(2)))
        #expect(effects.count == 2 && effects.last == .quit)
        guard case .recordAnswers(let kept) = effects.first else { Issue.record("\(effects)"); return }
        #expect(kept.count == 1)
    }
}

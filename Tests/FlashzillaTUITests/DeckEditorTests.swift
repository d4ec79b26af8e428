import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

@Suite struct DeckEditorTests {
    let size = Size(width: 80, height: 24)
    static let date = Date(timeIntervalSince1970: 0)
    static func deck(cards: Int = 3) -> Deck {
        Deck(name: "Capitals", color: .green, cards: (0..<cards).map { try! Card(prompt: "Q\($0)", answer: "A\($0)", createdAt: date) },
             settings: DeckSettings(timeLimit: 100, sessionSize: nil, shuffle: true, requeueWrong: true))
    }

    private func type(_ text: String, into screen: inout DeckEditorScreen) {
        for ch in text { _ = screen.handle(.key(.character(ch)), size: size) }
    }

    private func clearField(_ screen: inout DeckEditorScreen) {
        _ = screen.handle(.key(.ctrl("u")), size: size)
        _ = screen.handle(.key(.ctrl("k")), size: size)
    }

    @Test func newDeckFormStartsCleanWithTheDefaultTimeLimit() {
        let screen = DeckEditorScreen.creating(otherNames: ["Spanish"], defaultTimeLimit: 45)
        #expect(screen.draft.timeLimit == "45")
        #expect(screen.visibleErrors.isEmpty)
        expectGolden(screen.view(size: size), named: "deck-editor-new-80x24")
        #expect(screen.cursor(size: size) == Point(x: 24, y: 2))
    }

    @Test func at40x12TheFormScrollsToReachEveryRowAndSaysRowsAreHidden() throws {
        let small = DeckEditorScreen.minimumSize
        #expect(small == Size(width: 40, height: 12))
        var screen = DeckEditorScreen(mode: .edit(fileName: "capitals.json"), deck: Self.deck(), otherNames: [])
        expectGolden(screen.view(size: small), named: "deck-editor-top-40x12")
        for _ in 0..<5 { _ = screen.handle(.key(.down), size: small) }
        #expect(screen.form.focus == 5)
        expectGolden(screen.view(size: small), named: "deck-editor-bottom-40x12")
        // The last row is reached by the mouse too, where it is drawn now.
        let cursor = try #require(screen.cursor(size: small))
        #expect(cursor.y < small.height - 2)
        _ = screen.handle(.mouse(MouseEvent(kind: .press, button: .left, position: Point(x: 30, y: cursor.y))), size: small)
        #expect(screen.draft.requeueWrong == false, "a click on the focused switch flips it")
        let smaller = Size(width: 39, height: 12)
        let notice = screen.view(size: smaller).lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(notice == "Terminal too small — need at least 40×12 (now 39×12)")
    }

    @Test func savingAnEmptyNameShowsTheReasonInlineAndBlocksSaving() {
        var screen = DeckEditorScreen.creating(otherNames: [], defaultTimeLimit: 100)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.visibleErrors[0] == "Give the deck a name.")
        #expect(screen.status?.contains("fix the field") == true)
        type("Verbs", into: &screen)
        #expect(screen.handle(.key(.ctrl("s")), size: size).count == 1)
    }

    @Test func invalidValuesAreShownWithTheirReasons() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "capitals.json"), deck: Self.deck(), otherNames: ["Spanish"])
        clearField(&screen)
        type("spanish", into: &screen)
        _ = screen.handle(.key(.tab), size: size)
        _ = screen.handle(.key(.tab), size: size)
        clearField(&screen)
        type("4000", into: &screen)
        _ = screen.handle(.key(.tab), size: size)
        type("7", into: &screen)
        expectGolden(screen.view(size: size), named: "deck-editor-errors-80x24")
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.form.focus == 0, "focus goes to the first field to fix")
    }

    @Test func everyFieldEditsTheDeckAndSaveCarriesIt() throws {
        var screen = DeckEditorScreen(mode: .edit(fileName: "capitals.json"), deck: Self.deck(), otherNames: [])
        type(" Europe", into: &screen)
        _ = screen.handle(.key(.down), size: size)          // colour
        _ = screen.handle(.key(.right), size: size)
        _ = screen.handle(.key(.down), size: size)          // time limit
        clearField(&screen)
        type("0", into: &screen)
        _ = screen.handle(.key(.down), size: size)          // session size
        type("2", into: &screen)
        _ = screen.handle(.key(.down), size: size)          // shuffle
        _ = screen.handle(.key(.character(" ")), size: size)
        _ = screen.handle(.key(.tab), size: size)           // wrong cards back
        _ = screen.handle(.key(.left), size: size)
        let effects = screen.handle(.key(.enter), size: size)
        guard case .save(let deck) = try #require(effects.first) else { Issue.record("\(effects)"); return }
        #expect(deck.name == "Capitals Europe")
        #expect(deck.color == DeckColor.allCases[DeckColor.allCases.firstIndex(of: .green)! + 1])
        #expect(deck.settings == DeckSettings(timeLimit: 0, sessionSize: 2, shuffle: false, requeueWrong: false))
        #expect(deck.cards.map(\.prompt) == ["Q0", "Q1", "Q2"])
        #expect(deck.id == screen.original.id)
    }

    @Test func escWithoutChangesLeavesAtOnce() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: Self.deck(), otherNames: [])
        #expect(screen.handle(.key(.escape), size: size) == [.cancel])
    }

    @Test func escWithChangesAsksFirst() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: Self.deck(), otherNames: [])
        type("!", into: &screen)
        #expect(screen.handle(.key(.escape), size: size) == [])
        #expect(screen.confirmingDiscard != nil)
        #expect(screen.view(size: size).lines.joined().contains("Discard your changes"))
        #expect(screen.handle(.key(.enter), size: size) == [], "Enter does not answer the question")
        #expect(screen.handle(.key(.character("n")), size: size) == [])
        #expect(screen.draft.name == "Capitals!")
        _ = screen.handle(.key(.escape), size: size)
        #expect(screen.handle(.key(.character("y")), size: size) == [.cancel])
    }

    @Test func questionMarkTypesInATextFieldButHelpsElsewhere() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: Self.deck(), otherNames: [])
        _ = screen.handle(.key(.character("?")), size: size)
        #expect(screen.draft.name == "Capitals?")
        _ = screen.handle(.key(.tab), size: size)
        _ = screen.handle(.key(.character("?")), size: size)
        #expect(screen.showingHelp)
        _ = screen.handle(.key(.character("x")), size: size)
        #expect(!screen.showingHelp)
        _ = screen.handle(.key(.function(1)), size: size)
        #expect(screen.showingHelp)
    }

    @Test func aFailedSaveIsExplainedAndKeepsTheForm() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: Self.deck(), otherNames: [])
        type("!", into: &screen)
        _ = screen.update(.saveFailed("/h/decks/c.json: changed on disk since it was loaded"), in: .at(.zero))
        #expect(screen.view(size: size).lines.joined().contains("Not saved: /h/decks/c.json: changed on disk"))
        #expect(screen.draft.name == "Capitals!")
    }

    @Test func aClickFocusesARowAndASecondClickFlipsASwitch() {
        var screen = DeckEditorScreen(mode: .edit(fileName: "c.json"), deck: Self.deck(), otherNames: [])
        let shuffleRow = Point(x: 30, y: 2 + 4 * Form.rowHeight)
        let click = InputEvent.mouse(MouseEvent(kind: .click, button: .left, position: shuffleRow))
        _ = screen.handle(click, size: size)
        #expect(screen.form.focus == 4)
        #expect(screen.draft.shuffle)
        _ = screen.handle(click, size: size)
        #expect(!screen.draft.shuffle)
    }

    @Test func pastedTextGoesIntoTheFocusedField() {
        var screen = DeckEditorScreen.creating(otherNames: [], defaultTimeLimit: 100)
        _ = screen.handle(.paste("Pasted\nname\u{1B}[31m"), size: size)
        #expect(screen.draft.name.hasPrefix("Pasted name"))
        #expect(!screen.draft.name.contains("\u{1B}"))
    }

    @Test func tooSmallTerminalSaysSo() {
        let screen = DeckEditorScreen.creating(otherNames: [], defaultTimeLimit: 100)
        #expect(screen.view(size: Size(width: 30, height: 10)).lines.joined().contains("Terminal too small"))
        #expect(screen.cursor(size: Size(width: 30, height: 10)) == nil)
    }
}

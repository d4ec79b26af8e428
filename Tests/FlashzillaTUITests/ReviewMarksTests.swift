import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Anki's suspend, bury and flag keys on the Review screen, their words, undo and leeches.
@Suite("Review marks")
struct ReviewMarksTests {
    typealias F = ReviewFixtures

    func pressing(_ screen: inout ReviewScreen, _ keys: Key...) -> [ReviewEffect] {
        keys.flatMap { screen.handle(.key($0), now: .zero, size: F.standard) }
    }

    @Test("@ suspends the card on show, the next one shows, and the words say so with motion or without", arguments: [true, false])
    func suspend(animations: Bool) throws {
        var screen = F.screen(animations: animations)
        let first = try #require(screen.session.currentCard)
        let effects = pressing(&screen, .character("@"))
        #expect(effects == [.setMarks(CardMarkChange(deckID: screen.session.deckID, cardID: first.id, marks: CardMarks(isSuspended: true)))])
        #expect(screen.session.currentCard?.id != first.id)
        #expect(screen.feedback == "Suspended “\(first.prompt)”")
        #expect(screen.describe(in: ScreenContext(moment: .zero, date: F.date, size: F.standard)).first == "Suspended “\(first.prompt)”.")
        // u takes the mark back: no answer to forget, the card unmarked and on show again.
        let undo = pressing(&screen, .character("u"))
        #expect(undo == [.undo(ReviewUndo(deckID: screen.session.deckID, cardID: first.id, restoring: F.states[first.id], undoesAnswer: false, marks: CardMarks()))])
        #expect(screen.session.currentCard?.id == first.id && screen.session.marks.isEmpty)
    }

    @Test("- and = bury the card until tomorrow; ! suspends it (a card with no note is its own note)")
    func buryAndNoteKeys() {
        var screen = F.screen()
        _ = pressing(&screen, .character("-"))
        #expect(screen.feedback == "Buried until tomorrow")
        _ = pressing(&screen, .character("="))
        #expect(screen.feedback == "Buried until tomorrow")
        var other = F.screen()
        let effects = pressing(&other, .character("!"))
        #expect(effects.count == 1 && other.feedback?.hasPrefix("Suspended") == true)
    }

    @Test("f then a digit, or Ctrl-digit, sets that flag; the same again clears it; another key lets f go")
    func flags() {
        var screen = F.screen()
        let id = screen.session.currentCard?.id
        _ = pressing(&screen, .character("f"), .character("1"))
        #expect(screen.feedback == "Flag: red" && screen.session.currentMarks.flag == .red && screen.session.currentCard?.id == id)
        _ = pressing(&screen, .ctrl("1"))
        #expect(screen.feedback == "Flag cleared" && screen.session.currentMarks.flag == nil)
        _ = pressing(&screen, .ctrl("7"))
        #expect(screen.session.currentMarks.flag == .purple)
        // f then Space: no flag, and Space shows the answer as ever after.
        _ = pressing(&screen, .character("f"), .character(" "))
        #expect(!screen.isChoosingFlag && !screen.isRevealed && screen.session.currentMarks.flag == .purple)
        _ = pressing(&screen, .character(" "))
        #expect(screen.isRevealed)
    }

    @Test("a card's 8th lapse: the answer and its leech mark go to the store, and the words name the leech")
    func leech() throws {
        let deck = F.deck()
        let session = ReviewSession(deck: deck, states: F.states, marks: DeckMarks(lapses: [F.id(3): 7]), introducedToday: 0,
                                    reviewedToday: 0, now: F.date, scheduler: F.scheduler)
        var screen = ReviewScreen(deck: deck, session: session, options: StudyOptions(animations: false), now: .zero, date: F.date)
        let card = try #require(screen.session.currentCard)
        #expect(card.id == F.id(3))
        let effects = pressing(&screen, .character(" "), .character("1"))
        #expect(effects.count == 2)
        #expect(effects.last == .setMarks(CardMarkChange(deckID: deck.id, cardID: card.id, marks: CardMarks(isLeech: true))))
        #expect(screen.feedback?.hasSuffix("Leech: “\(card.prompt)”") == true)
    }

    @Test("the help lists the new keys once (flags under f) and scrolls at 40x12 where it does not fit")
    func helpAt40x12() {
        var screen = F.screen().afterKeys(.character("?"))
        let top = screen.view(size: F.small, now: .zero)
        expectGolden(top, named: "review-help-40x12")
        #expect(top.lines.contains { $0.contains("↓↑/jk more") })
        #expect(!top.lines.contains { $0.contains("flag red") })
        screen = screen.afterKeys(.down, .down, .down, .down, .down, .down, .down, .down, .down, .down, size: F.small)
        #expect(screen.isHelpVisible)
        let bottom = screen.view(size: F.small, now: .zero)
        expectGolden(bottom, named: "review-help-40x12-scrolled")
        #expect(bottom.lines.contains { $0.contains("suspend note") } && bottom.lines.contains { $0.contains("^Z") })
        // Any other key closes it.
        #expect(!screen.afterKeys(.character("x"), size: F.small).isHelpVisible)
    }

    @Test("goldens: the words after a suspend, and a flagged card's mark on its status line")
    func goldens() {
        expectGolden(F.screen(animations: false).afterKeys(.character("@")).view(size: F.standard, now: .zero),
                     named: "review-suspended-80x24")
        var flagged = F.screen(animations: false).afterKeys(.character("f"), .character("4"))
        flagged.feedback = nil
        expectGolden(flagged.view(size: F.standard, now: .zero), named: "review-flagged-80x24")
    }
}

@Suite("Ctrl-digit input")
struct CtrlDigitInputTests {
    func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(text.unicodeScalars.map { RawInput.character($0) })
    }

    @Test("the kitty protocol's CSI 49;5u and xterm's modifyOtherKeys CSI 27;5;49~ are Ctrl-1; other such keys are dropped")
    func ctrlDigits() {
        #expect(decode("\u{1B}[49;5u") == [.key(.ctrl("1"))])
        #expect(decode("\u{1B}[55;5u") == [.key(.ctrl("7"))])
        #expect(decode("\u{1B}[27;5;51~") == [.key(.ctrl("3"))])
        #expect(decode("\u{1B}[49;2u") == [])  // Shift-1: not ours
        #expect(decode("\u{1B}[97;5u") == [])  // Ctrl-a in the kitty form: dropped as before
        #expect(decode("\u{1B}[27;5;49~x") == [.key(.ctrl("1")), .key(.character("x"))])
    }
}

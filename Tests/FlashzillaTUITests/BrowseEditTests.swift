import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// `e` edits the card in place: the panel, its fields, saving and cancelling.
struct BrowseEditTests {
    typealias F = BrowseFixtures

    @Test func eOpensThePanelOnTheCardWithTheCursorInThePrompt() {
        let screen = F.screen().afterKeys(.right, .character("e"))
        let editor = try! #require(screen.editor)
        #expect(editor.cardID == F.words.cards[1].id)
        #expect(editor.prompt.text == "run")
        #expect(editor.answer.text == F.words.cards[1].answer)
        #expect(editor.focus == .prompt)
        let layout = BrowseLayout(size: F.standard)
        // At the end of "run" in the prompt field.
        #expect(screen.cursor(size: F.standard, now: .zero) == layout.promptField.origin.offset(dx: 3))
        #expect(screen.view(size: F.standard, now: .zero).find("Edit card") != nil)
    }

    @Test func tabMovesBetweenTheFieldsAndTheCursorFollows() {
        let layout = BrowseLayout(size: F.standard)
        let answer = F.screen().afterKeys(.character("e"), .tab)
        #expect(answer.editor?.focus == .answer)
        #expect(answer.cursor(size: F.standard, now: .zero) == layout.answerField.origin)
        #expect(answer.afterKeys(.tab).editor?.focus == .prompt)
        #expect(answer.afterKeys(.backTab).editor?.focus == .prompt)
    }

    @Test func lettersTypeInsteadOfActing() {
        // q, h, l, e, ?, Space: text in the field, not commands.
        let screen = F.screen().afterKeys(.character("e")).afterTyping(" qhle? ")
        #expect(screen.editor?.prompt.text == "apple qhle? ")
        #expect(screen.index == 0)
        #expect(!screen.isHelpVisible)
        // ←/→ move the text cursor, not the card.
        let moved = screen.afterKeys(.left, .left)
        #expect(moved.index == 0)
        #expect(moved.editor?.prompt.cursor == "apple qhle? ".count - 2)
    }

    @Test func enterSavesTheTrimmedEditKeepingTheIdentity() {
        let (screen, effects) = F.screen().afterKeys(.right, .character("e"))
            .afterTyping("ning  ")
            .afterKeys(.tab, .ctrl("k"))
            .afterTyping("  Moving fast.  ")
            .effects(of: .enter)
        #expect(screen.editor == nil)
        let card = screen.deck.cards[1]
        #expect(card.id == F.words.cards[1].id)
        #expect(card.prompt == "running")
        #expect(card.answer == "Moving fast.")
        #expect(card.wordType == .verb)
        #expect(card.createdAt == F.created)
        #expect(card.updatedAt == F.edited)
        var expected = F.words
        try! expected.cards[1].edit(prompt: "running", answer: "Moving fast.", at: F.edited)
        #expect(effects == [.save(expected)])
        #expect(screen.deck == expected)
        #expect(screen.index == 1)
        #expect(screen.status == .info("Saved “running”."))
        // The saved card is on screen.
        #expect(screen.view(size: F.standard, now: .zero).find("running") != nil)
    }

    @Test func ctrlSSavesFromTheAnswerToo() {
        let (screen, effects) = F.screen().afterKeys(.character("e"), .tab, .end).afterTyping("!").effects(of: .ctrl("s"))
        #expect(effects.count == 1)
        #expect(screen.deck.cards[0].answer.hasSuffix("flesh.!"))
    }

    @Test func ctrlNAddsALineToTheAnswer() {
        let (screen, effects) = F.screen().afterKeys(.character("e"), .tab, .end, .ctrl("n")).afterTyping("Also a company.").effects(of: .enter)
        #expect(effects.count == 1)
        #expect(screen.deck.cards[0].answer.hasSuffix("flesh.\nAlso a company."))
    }

    @Test func savingWithoutChangesSavesNothing() {
        let (screen, effects) = F.screen().afterKeys(.character("e")).effects(of: .enter)
        #expect(effects.isEmpty)
        #expect(screen.editor == nil)
        #expect(screen.status == .info("No changes."))
        #expect(screen.deck == F.words)
    }

    @Test func emptyPromptIsRefusedAndThePanelStays() {
        let (screen, effects) = F.screen().afterKeys(.character("e"), .ctrl("u")).afterTyping("   ").effects(of: .enter)
        #expect(effects.isEmpty)
        #expect(screen.editor != nil)
        #expect(screen.editor?.focus == .prompt)
        #expect(screen.status == .error(CardError.empty(.prompt).description))
        #expect(screen.deck == F.words)
    }

    @Test func emptyAnswerIsRefusedAndFocusGoesThere() {
        // Clear the answer from the prompt: Tab, then delete it all.
        var screen = F.screen().afterKeys(.character("e"), .tab, .end)
        while screen.editor?.answer.isEmpty == false { screen = screen.afterKeys(.backspace) }
        let (after, effects) = screen.afterKeys(.tab).effects(of: .enter)
        #expect(effects.isEmpty)
        #expect(after.editor?.focus == .answer)
        #expect(after.status == .error("The answer must not be empty."))
        // Fixing it and saving works.
        let (fixed, saved) = after.afterTyping("A fruit.").effects(of: .enter)
        #expect(saved.count == 1)
        #expect(fixed.deck.cards[0].answer == "A fruit.")
    }

    @Test func escapeCancelsWithoutSavingOrLeaving() {
        let (screen, effects) = F.screen().afterKeys(.character("e")).afterTyping("xyz").effects(of: .escape)
        #expect(effects.isEmpty)
        #expect(screen.editor == nil)
        #expect(screen.deck == F.words)
        #expect(screen.status == .info("Edit cancelled."))
        // A second Esc leaves.
        #expect(screen.effects(of: .escape).1 == [.leave])
    }

    @Test func pasteGoesIntoTheFocusedField() {
        var screen = F.screen().afterKeys(.character("e"))
        screen.handle(.paste(" pie\nand more"), now: .zero, date: F.edited, size: F.standard)
        #expect(screen.editor?.prompt.text == "apple pie and more")
    }

    @Test func resizeKeepsTheEditAndTheCursorInTheField() {
        var screen = F.screen().afterKeys(.character("e"), .tab, .end)
        screen.handle(.resize(F.small), now: .zero, date: F.edited, size: F.standard)
        #expect(screen.editor?.focus == .answer)
        let field = BrowseLayout(size: F.small).answerField
        let cursor = try! #require(screen.cursor(size: F.small, now: .zero))
        #expect(field.contains(cursor))
    }

    @Test func editingStopsAFlip() {
        let screen = F.screen().afterKeys(.character(" "), .character("e"), at: browseAt(1))
        #expect(screen.flip == nil)
        #expect(screen.nextWakeUp(now: browseAt(1)) == nil)
    }
}

import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Every flow of the card edit screen, checked through the effects it
/// returns and the deck it holds (whole decks, not single fields).
struct CardEditUpdateTests {
    typealias F = CardEditFixtures

    // MARK: Adding

    @Test func addsSeveralCardsInARowEachSavedOnce() {
        var screen = CardEditScreen(deck: F.empty)
        var saved: [Deck] = []
        for (n, (prompt, answer)) in [("apple", "a fruit"), ("  pear ", " another fruit  "), ("plum", "a stone fruit")].enumerated() {
            #expect(screen.focus == .prompt)
            #expect(screen.type(prompt).isEmpty)
            #expect(screen.press(.enter).isEmpty, "Enter in Prompt moves to Answer")
            #expect(screen.focus == .answer)
            screen.type(answer)
            let effects = screen.press(.enter, at: F.at(Double(n)))
            #expect(effects == [.save(screen.deck)])
            if case .save(let deck)? = effects.first { saved.append(deck) }
            #expect(screen.prompt.text.isEmpty && screen.answer.text.isEmpty)
            #expect(screen.focus == .prompt)
            #expect(!screen.isEditing)
        }
        #expect(saved.map { $0.cards.map(\.prompt) } == [["apple"], ["apple", "pear"], ["apple", "pear", "plum"]])
        let cards = screen.deck.cards
        #expect(cards.map(\.answer) == ["a fruit", "another fruit", "a stone fruit"], "trimmed")
        #expect(cards.map(\.createdAt) == [F.at(0), F.at(1), F.at(2)])
        #expect(cards.map(\.updatedAt) == cards.map(\.createdAt))
        #expect(Set(cards.map(\.id)).count == 3)
        #expect(screen.deck.name == "Vocabulary" && screen.deck.id == F.empty.id)
    }

    @Test func ctrlSAndTheAddButtonCommitToo() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("one")
        screen.press(.tab)
        screen.type("1")
        #expect(screen.press(.ctrl("s")).count == 1)
        screen.type("two")
        screen.press(.tab, .tab, .tab, .tab, .tab)
        #expect(screen.focus == .submit)
        screen.answer = CardEditScreen.answerField("2")
        #expect(screen.press(.enter).count == 1)
        #expect(screen.deck.cards.map(\.prompt) == ["one", "two"])
    }

    @Test func multiLineAnswerUsesCtrlNAndEnterCommits() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("haiku")
        screen.press(.enter)
        screen.type("old pond")
        screen.press(.ctrl("n"))
        screen.type("frog")
        #expect(screen.answer.text == "old pond\nfrog")
        #expect(screen.press(.enter).count == 1)
        #expect(screen.deck.cards.first?.answer == "old pond\nfrog")
    }

    @Test func refusesEmptyPromptAndAnswerWithCardsMessage() {
        var screen = CardEditScreen(deck: F.empty)
        #expect(screen.press(.ctrl("s")).isEmpty)
        #expect(screen.status == .error(CardError.empty(.prompt).description))
        #expect(screen.focus == .prompt)
        #expect(screen.text().contains("The prompt must not be empty."))

        screen.type("   ")
        #expect(screen.press(.ctrl("s")).isEmpty)
        #expect(screen.status == .error("The prompt must not be empty."))

        screen.press(.ctrl("u"))
        screen.type("word")
        screen.press(.enter)
        screen.type("  ")
        #expect(screen.press(.enter).isEmpty)
        #expect(screen.status == .error(CardError.empty(.answer).description))
        #expect(screen.focus == .answer)
        #expect(screen.deck.cards.isEmpty)
        #expect(screen.prompt.text == "word", "a refused card keeps what was typed")
        screen.type("x")
        #expect(screen.status == nil, "the next key clears the message")
    }

    @Test func wordTypePickerCyclesAndTheCardKeepsIt() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("run")
        screen.press(.tab)
        screen.type("move fast")
        screen.press(.tab)
        #expect(screen.focus == .wordType)
        screen.press(.right, .right)
        #expect(screen.wordType == .verb)
        screen.press(.left, .left, .left)
        #expect(screen.wordType == .phrase, "wraps from none to the last type")
        screen.press(.character(" "))
        #expect(screen.wordType == nil)
        screen.press(.right, .right)
        screen.press(.enter)
        #expect(screen.deck.cards.first?.wordType == .verb)
        #expect(screen.wordType == nil, "the form clears its type too")
    }

    // MARK: Focus

    @Test func tabCyclesFormThenListAndBack() {
        var screen = CardEditScreen(deck: F.fruits)
        var seen: [CardEditFocus] = [screen.focus]
        for _ in 0..<7 {
            screen.press(.tab)
            seen.append(screen.focus)
        }
        #expect(seen == [.prompt, .answer, .wordType, .tags, .kind, .submit, .list, .prompt])
        screen.press(.backTab)
        #expect(screen.focus == .list)
        screen.press(.backTab)
        #expect(screen.focus == .submit)

        screen.focusList()
        screen.press(.enter)  // edit: [Cancel] joins the order
        var editing: [CardEditFocus] = []
        for _ in 0..<8 {
            editing.append(screen.focus)
            screen.press(.tab)
        }
        #expect(editing == [.prompt, .answer, .wordType, .tags, .kind, .submit, .cancel, .list])
    }

    // MARK: Editing

    @Test func editsACardInPlaceKeepingItsIdentity() {
        let original = F.fruits
        var screen = CardEditScreen(deck: original)
        screen.focusList()
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.isEditing && screen.editingID == original.cards[1].id)
        #expect(screen.prompt.text == "banana" && screen.answer.text == original.cards[1].answer)
        #expect(screen.wordType == .noun && screen.focus == .prompt)
        #expect(screen.text().contains("Edit card"))

        screen.press(.ctrl("u"))
        screen.type("plantain")
        let effects = screen.press(.ctrl("s"), at: F.at(500))
        var expected = original
        try! expected.cards[1].edit(prompt: "plantain", answer: original.cards[1].answer, at: F.at(500))
        #expect(screen.deck == expected)
        #expect(effects == [.save(expected)])
        #expect(screen.deck.cards[1].id == original.cards[1].id)
        #expect(screen.deck.cards[1].createdAt == F.created && screen.deck.cards[1].updatedAt == F.at(500))
        #expect(!screen.isEditing && screen.focus == .list)
        #expect(screen.list.selection == 1)
        #expect(screen.prompt.text.isEmpty)
    }

    @Test func changingOnlyTheWordTypeIsAnEditButNoChangeIsNot() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.enter)
        #expect(screen.press(.enter, at: F.at(1)) == [], "Enter in Prompt moves on")
        #expect(screen.press(.ctrl("s"), at: F.at(1)) == [])
        #expect(screen.status == .info("No changes."))
        #expect(screen.deck == F.fruits)

        screen.press(.enter)
        screen.press(.tab, .tab, .left)
        #expect(screen.wordType == nil)
        let effects = screen.press(.enter, at: F.at(2))
        #expect(effects == [.save(screen.deck)])
        #expect(screen.deck.cards[0].wordType == nil && screen.deck.cards[0].updatedAt == F.at(2))
    }

    @Test func aInTheListStartsANewCard() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.enter)
        screen.focusList()
        screen.press(.character("a"))
        #expect(screen.focus == .prompt && !screen.isEditing && screen.prompt.text.isEmpty)
        screen.type("fig")
        #expect(screen.prompt.text == "fig")
    }

    @Test func escCancelsAnEditWithoutSaving() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.enter)
        screen.type(" pie")
        #expect(screen.press(.escape) == [])
        #expect(!screen.isEditing && screen.focus == .list && screen.prompt.text.isEmpty)
        #expect(screen.deck == F.fruits)
    }

    // MARK: Delete and undo

    @Test func deleteAndUndoPutTheCardBackAtItsIndex() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.down, .down)
        let deleted = screen.press(.character("d"))
        var expected = F.fruits
        expected.cards.remove(at: 2)
        #expect(deleted == [.save(expected)])
        #expect(screen.deck == expected)
        #expect(screen.list.selection == 2, "the next card moves up under the selection")

        let restored = screen.press(.character("u"))
        #expect(restored == [.save(F.fruits)])
        #expect(screen.deck == F.fruits)
        #expect(screen.list.selection == 2)
        #expect(screen.press(.character("u")) == [])
        #expect(screen.status == .info("Nothing to undo."))
    }

    @Test func undoIsAStackAndDeleteKeyDeletesToo() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.delete)
        screen.press(.end, .character("d"))
        #expect(screen.deck.cards.map(\.prompt) == ["banana", "cherry"])
        screen.press(.character("u"))
        #expect(screen.deck.cards.map(\.prompt) == ["banana", "cherry", "apricot"])
        screen.press(.character("u"))
        #expect(screen.deck == F.fruits)
    }

    @Test func undoAnEditRestoresTheCardAsItWas() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.end, .enter)
        screen.press(.tab)
        screen.press(.ctrl("u"))
        screen.type("a fruit")
        screen.press(.enter, at: F.at(99))
        #expect(screen.deck.cards[3].answer == "a fruit")
        let effects = screen.press(.character("u"))
        #expect(effects == [.save(F.fruits)])
        #expect(screen.deck == F.fruits)
    }

    @Test func deletingTheCardBeingEditedTurnsTheFormIntoANewCard() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.enter)
        screen.focusList()
        screen.press(.character("d"))
        #expect(!screen.isEditing)
        #expect(screen.prompt.text == "apple")
        screen.press(.tab)
        #expect(screen.press(.ctrl("s")).count == 1)
        #expect(screen.deck.cards.map(\.prompt) == ["banana", "cherry", "apricot", "apple"])
    }

    // MARK: Filter

    @Test func filterThenDeleteRemovesTheRightCard() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.character("/"))
        #expect(screen.focus == .filter)
        screen.type("AP")
        #expect(screen.rowCount == 2)
        #expect(screen.text().contains("2 of 4 cards"))
        screen.press(.down, .enter)
        #expect(screen.focus == .list)
        let effects = screen.press(.character("d"))
        #expect(screen.deck.cards.map(\.prompt) == ["apple", "banana", "cherry"])
        #expect(effects == [.save(screen.deck)])
        #expect(screen.rowCount == 1)
        #expect(screen.text().contains("1 of 3 cards"))

        screen.press(.character("u"))
        #expect(screen.deck == F.fruits)
        #expect(screen.rowCount == 2 && screen.selectedCardIndex == 3)

        screen.press(.escape)
        #expect(screen.filterQuery.isEmpty && screen.rowCount == 4)
        #expect(screen.selectedCardIndex == 3, "the same card stays selected")
        #expect(screen.text().contains("4 cards"))
    }

    @Test func filterIgnoresCaseAndAccentsAndMatchesAnswers() {
        var screen = CardEditScreen(deck: F.full)
        screen.focusList()
        screen.press(.character("/"))
        screen.type("CAFE")
        #expect(screen.rowCount == 1 && screen.selectedCardIndex == 14)
        screen.press(.ctrl("u"))
        screen.type("fruit")
        #expect(screen.rowCount == 0)
        #expect(screen.text().contains("No card matches “fruit”."))
        screen.press(.ctrl("u"))
        screen.type("bird")
        #expect(screen.rowCount == 1 && screen.selectedCardIndex == 0)
    }

    @Test func editsAndAddsUnderAFilterKeepTheListRight() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        screen.press(.character("/"))
        screen.type("ap")
        screen.press(.enter, .enter)  // keep the filter, edit apple
        screen.press(.ctrl("u"))
        screen.type("pear")
        screen.press(.ctrl("s"))
        #expect(screen.rowCount == 1, "pear no longer matches “ap”")
        screen.press(.tab)
        screen.type("grape")
        screen.press(.tab)
        screen.type("a small fruit")
        screen.press(.enter)
        #expect(screen.rowCount == 2, "grape matches")
        #expect(screen.filter.matches == [3, 4])
        screen.focusList()
        screen.press(.escape)
        #expect(screen.rowCount == 5)
    }

    // MARK: Ctrl-G

    @Test func ctrlGRequestsAndFillsTheAnswerAndType() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("geese ")
        #expect(screen.press(.ctrl("g")) == [.define(word: "geese", request: 1)])
        #expect(screen.pendingDefinition == PendingDefinition(request: 1, word: "geese"))
        #expect(screen.text().contains("Looking up “geese”…"))

        _ = screen.update(.definitionArrived(request: 1, .found(definition: "a large water bird", wordType: .noun)), in: .at(.zero))
        #expect(screen.pendingDefinition == nil)
        #expect(screen.answer.text == "a large water bird" && screen.wordType == .noun)
        #expect(screen.focus == .answer)
        screen.type(", like a duck")
        let effects = screen.press(.enter)
        #expect(effects == [.save(screen.deck)])
        #expect(screen.deck.cards.first?.answer == "a large water bird, like a duck")
        #expect(screen.deck.cards.first?.wordType == .noun)
    }

    @Test func staleDefinitionsAreIgnored() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("run")
        #expect(screen.press(.ctrl("g")) == [.define(word: "run", request: 1)])
        #expect(screen.press(.ctrl("g")) == [.define(word: "run", request: 2)])
        _ = screen.update(.definitionArrived(request: 1, .found(definition: "old", wordType: .verb)), in: .at(.zero))
        #expect(screen.answer.text.isEmpty, "an older request")
        #expect(screen.pendingDefinition?.request == 2)

        screen.type("s")  // the form changed: request 2 is stale now
        #expect(screen.pendingDefinition == nil)
        _ = screen.update(.definitionArrived(request: 2, .found(definition: "move fast", wordType: .verb)), in: .at(.zero))
        #expect(screen.answer.text.isEmpty && screen.wordType == nil)

        #expect(screen.press(.ctrl("g")) == [.define(word: "runs", request: 3)])
        #expect(screen.press(.escape) == [], "clearing the form")
        _ = screen.update(.definitionArrived(request: 3, .found(definition: "move fast", wordType: .verb)), in: .at(.zero))
        #expect(screen.answer.text.isEmpty)

        screen.type("walk")
        screen.press(.ctrl("g"))
        screen.press(.escape)
        #expect(screen.press(.escape) == [.leave])
        _ = screen.update(.definitionArrived(request: 4, .found(definition: "go on foot", wordType: .verb)), in: .at(.zero))
        #expect(screen.answer.text.isEmpty, "left the screen")
    }

    @Test func ctrlGFailureAndEmptyPromptAreReported() {
        var screen = CardEditScreen(deck: F.empty)
        #expect(screen.press(.ctrl("g")) == [])
        #expect(screen.status == .error("Type a word in Prompt first, then press ^G."))
        screen.type("xyzzy")
        screen.press(.ctrl("g"))
        _ = screen.update(.definitionArrived(request: 1, .failed(DefinitionFailure(message: "No entry for “xyzzy”."))), in: .at(.zero))
        #expect(screen.status == .error("No entry for “xyzzy”."))
        #expect(screen.text().contains("No entry for “xyzzy”."))
        #expect(screen.pendingDefinition == nil)
    }

    // MARK: Saving, leaving, help

    @Test func saveFailedIsShownAndTheEditKept() {
        var screen = CardEditScreen(deck: F.empty)
        screen.type("apple")
        screen.press(.tab)
        screen.type("a fruit")
        screen.press(.enter)
        _ = screen.update(.saveFailed("disk full"), in: .at(.zero))
        #expect(screen.status == .error("Not saved: disk full"))
        #expect(screen.text().contains("Not saved: disk full"))
        #expect(screen.deck.cards.count == 1)
        screen.type("pear")
        screen.press(.tab)
        screen.type("b")
        #expect(screen.press(.enter) == [.save(screen.deck)], "the next save carries both cards")
        #expect(screen.deck.cards.count == 2)
    }

    @Test func escClearsTheFormFirstThenLeaves() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.type("half-typed")
        #expect(screen.press(.escape) == [])
        #expect(screen.prompt.text.isEmpty && screen.focus == .prompt)
        #expect(screen.status == .info("Form cleared. Esc again leaves."))
        #expect(screen.press(.escape) == [.leave])
        #expect(screen.deck == F.fruits)
    }

    @Test func listLeavesWithQOrEscAfterClearingAFilter() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.focusList()
        #expect(screen.press(.character("q")) == [.leave])
        screen.press(.character("/"))
        screen.type("q")
        #expect(screen.filterQuery == "q", "q types into the filter")
        screen.press(.enter)
        #expect(screen.press(.escape) == [])
        #expect(screen.filterQuery.isEmpty)
        #expect(screen.press(.escape) == [.leave])
    }

    @Test func suspendAndHelp() {
        var screen = CardEditScreen(deck: F.fruits)
        #expect(screen.press(.ctrl("z")) == [.suspend])
        screen.type("?")
        #expect(screen.prompt.text == "?" && !screen.isHelpVisible, "? is text in a field")
        screen.press(.function(1))
        #expect(screen.isHelpVisible)
        #expect(screen.cursor(size: F.standard) == nil)
        #expect(screen.press(.ctrl("z")) == [.suspend])
        #expect(screen.isHelpVisible, "Ctrl-Z does not close help")
        screen.press(.character("x"))
        #expect(!screen.isHelpVisible && screen.prompt.text == "?", "the closing key does nothing else")
        screen.focusList()
        screen.press(.character("?"))
        #expect(screen.isHelpVisible)
    }

    @Test func pastesGoToTheFocusedFieldOnly() {
        var screen = CardEditScreen(deck: F.fruits)
        screen.handle(.paste("line one\nline two"), now: F.at(1), size: F.standard)
        #expect(screen.prompt.text == "line one line two", "single line")
        screen.press(.tab)
        screen.handle(.paste("a\nb\u{1B}[31m"), now: F.at(1), size: F.standard)
        #expect(screen.answer.text == "a\nb␛[31m")
        screen.focusList()
        screen.handle(.paste("zzz"), now: F.at(1), size: F.standard)
        #expect(screen.deck == F.fruits && screen.filterQuery.isEmpty)
    }

    // MARK: Keymaps

    @Test func keymapsHaveNoConflictsAndFootersFit80Columns() {
        for keymap in [CardEditScreen.formKeymap, CardEditScreen.listKeymap, CardEditScreen.filterKeymap] {
            #expect(keymap.conflictingKeys.isEmpty)
            #expect(keymap.bindings.contains { $0.action == .helpToggled })
        }
        for focus in [CardEditFocus.prompt, .list, .filter] {
            var screen = CardEditScreen(deck: F.fruits)
            screen.focus = focus
            let footer = screen.view(size: F.standard).lines[23]
            #expect(footer.contains("help"), "\(focus): \(footer)")
        }
    }
}

import FlashzillaCore

/// What happened on the card edit screen, named for the user's intent. Keys
/// become messages through the keymap of the focused part (form, list or
/// filter), so the same key can mean different things there.
public enum CardEditMessage: Equatable, Sendable {
    /// Tab (forward) / Shift-Tab.
    case focusMoved(forward: Bool)
    /// Enter in the form: next field from Prompt, otherwise commit (or cancel on [Cancel]).
    case enterPressed
    /// Ctrl-S: commit the form from anywhere in it.
    case commitRequested
    /// Ctrl-G: fill the answer and word type from the dictionary.
    case generateRequested
    /// Esc in the form: cancel an edit, else clear the form, else leave.
    case escapePressed
    /// ←/→ (Space) on the word-type or the kind picker.
    case wordTypeCycled(by: Int)
    /// ^T anywhere in the form: the next kind (Basic, Reversed, Cloze, Typed answer).
    case kindCycled(by: Int)
    /// Ctrl-N outside the answer: the answer field owns that key, so this
    /// binding exists for the help table and otherwise does nothing.
    case newLineOutsideAnswer
    case listMoved(ListMove)
    /// Enter on a list row: load that card into the form.
    case editSelected
    case deleteSelected
    case undoRequested
    /// `/`: start typing a filter.
    case filterStarted
    /// Enter while typing a filter: keep it and go back to the list.
    case filterAccepted
    /// Esc while typing a filter (or in the list with one active).
    case filterCleared
    /// `a` in the list: go to the form for a new card (dropping a loaded edit).
    case addRequested
    /// q / Esc in the list.
    case leaveRequested
    case helpToggled
    case suspendRequested
    /// @ (suspend), - (bury), ^1…^7 or f then 1…7 (flag) on the selected card: each
    /// toggles (the same again takes it back).
    case marked(CardMarkAction)
    /// ! (suspend note), = (bury note): the same on every card of the selected card's note,
    /// each following the selected card (suspended, so all are suspended; unsuspended, all are).
    case markedNote(CardMarkAction)
    /// f: the next key 1…7 chooses the flag.
    case flagKeyPressed
    /// After f, a key that is no flag's digit: f is let go.
    case flagCancelled
    /// A key or paste while a text field has the focus: the field takes it, and what it
    /// leaves goes through the focused part's keys.
    case typed(InputEvent)
    /// Any key while help is open: it closes.
    case helpClosed
    /// A key that does nothing here (the status line still starts afresh).
    case keyIgnored
    case mouse(MouseEvent)
    case resized(Size)

    // The app's answers.
    /// The answer to `.define(word:request:)`.
    case definitionArrived(request: Int, DefinitionAnswer)
    /// The deck's marks, read from the progress file once the editor is open.
    case marksLoaded(DeckMarks)
    /// A save found the file changed by another program and merged: carry on with this deck.
    case merged(Deck, summary: String)
    /// The deck could not be written (the change stays in memory and in the next save).
    case saveFailed(String)
}

extension CardEditMessage {
    /// A key or a paste starts the status line afresh; the app's answers and the mouse do not.
    var clearsStatus: Bool {
        switch self {
        case .helpClosed, .mouse, .resized, .definitionArrived, .marksLoaded, .merged, .saveFailed: false
        default: true
        }
    }
}

/// A dictionary lookup's outcome, as the card editor is told it.
public enum DefinitionAnswer: Equatable, Sendable {
    case found(definition: String, wordType: WordType)
    case failed(DefinitionFailure)
}

/// The list moves, each answered by the key `ListViewState.handle` knows.
public enum ListMove: Equatable, Sendable {
    case up, down, pageUp, pageDown, first, last

    var key: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .first: .home
        case .last: .end
        }
    }
}

extension DefinitionAnswer {
    /// The lookup's result as the run loop gives it.
    init(_ result: Result<(definition: String, wordType: WordType), DefinitionFailure>) {
        switch result {
        case .success(let found): self = .found(definition: found.definition, wordType: found.wordType)
        case .failure(let failure): self = .failed(failure)
        }
    }
}

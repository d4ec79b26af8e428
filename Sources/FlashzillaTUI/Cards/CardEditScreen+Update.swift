import Foundation
import FlashzillaCore

extension CardEditScreen {
    /// Applies one message. Effects are returned, never performed.
    @discardableResult
    public mutating func update(_ message: CardEditMessage, now: Date, size: Size) -> [CardEditEffect] {
        switch message {
        case .focusMoved(let forward):
            moveFocus(forward: forward)
        case .enterPressed:
            switch focus {
            case .prompt: focus = .answer
            case .cancel: cancelEdit()
            default: return commit(now: now, size: size)
            }
        case .commitRequested:
            return commit(now: now, size: size)
        case .generateRequested:
            return generate()
        case .escapePressed:
            return escape(size: size)
        case .wordTypeCycled(let step):
            if focus == .wordType { cycleWordType(by: step) }
        case .newLineOutsideAnswer:
            break
        case .listMoved(let move):
            _ = list.handle(move.key, itemCount: rowCount, visibleRows: visibleRows(size))
        case .editSelected:
            loadSelectedCard(size: size)
        case .deleteSelected:
            return deleteSelected(size: size)
        case .undoRequested:
            return undo(size: size)
        case .filterStarted:
            focus = .filter
        case .filterAccepted:
            focus = .list
        case .filterCleared:
            clearFilter(size: size)
        case .addRequested:
            if isEditing { clearForm() }  // a new card, not the one loaded
            focus = .prompt
        case .leaveRequested:
            return leave()
        case .helpToggled:
            isHelpVisible.toggle()
        case .suspendRequested:
            return [.suspend]
        }
        return []
    }

    // MARK: Focus

    /// Tab order: Prompt → Answer → Type → [Add]/[Save] → ([Cancel]) → list,
    /// and round again. The filter counts as the list.
    var tabOrder: [CardEditFocus] {
        [.prompt, .answer, .wordType, .submit] + (isEditing ? [.cancel] : []) + [.list]
    }

    mutating func moveFocus(forward: Bool) {
        let order = tabOrder
        let current = order.firstIndex(of: focus == .filter ? .list : focus) ?? 0
        let next = (current + (forward ? 1 : -1) + order.count) % order.count
        focus = order[next]
    }

    // MARK: Form

    var formHasContent: Bool {
        !prompt.isEmpty || !answer.isEmpty || wordType != nil
    }

    static func promptField(_ text: String = "") -> TextField {
        TextField(text: text, placeholder: "word or question")
    }

    static func answerField(_ text: String = "") -> TextField {
        TextField(text: text, multiline: true, placeholder: "answer or definition (^N new line)")
    }

    /// Empties the form (a new card), forgetting any lookup in flight.
    mutating func clearForm() {
        prompt = Self.promptField()
        answer = Self.answerField()
        wordType = nil
        editingID = nil
        pendingDefinition = nil
    }

    /// Esc: cancel an edit; else clear a form with something in it; else
    /// leave. In the list: clear a filter, else leave. Nothing is asked —
    /// only committed cards are ever kept, and those are already saved.
    mutating func escape(size: Size) -> [CardEditEffect] {
        if focus.isForm {
            if isEditing {
                cancelEdit()
            } else if formHasContent {
                clearForm()
                focus = .prompt
                status = .info("Form cleared. Esc again leaves.")
            } else {
                return leave()
            }
            return []
        }
        if filter.isActive || !filter.query.isEmpty {
            clearFilter(size: size)
            return []
        }
        return leave()
    }

    mutating func cancelEdit() {
        clearForm()
        focus = .list
        status = .info("Edit cancelled.")
    }

    mutating func leave() -> [CardEditEffect] {
        pendingDefinition = nil
        isHelpVisible = false
        return [.leave]
    }

    /// The picker's choices: none, then every word type.
    static let wordTypeChoices: [WordType?] = [nil] + WordType.allCases

    mutating func cycleWordType(by step: Int) {
        let choices = Self.wordTypeChoices
        let current = choices.firstIndex(of: wordType) ?? 0
        let count = choices.count
        wordType = choices[((current + step) % count + count) % count]
        pendingDefinition = nil
    }

    // MARK: List and filter

    /// Loads the selected card into the form, to edit it there.
    mutating func loadSelectedCard(size: Size) {
        guard let index = selectedCardIndex else { return }
        let card = deck.cards[index]
        prompt = Self.promptField(card.prompt)
        answer = Self.answerField(card.answer)
        wordType = card.wordType
        editingID = card.id
        pendingDefinition = nil
        focus = .prompt
        scrollFieldsToCursor(size: size)
        status = .info("Editing \(Self.quoted(card.prompt)). Enter saves, Esc cancels.")
    }

    /// Selects the row showing deck index `cardIndex`, if it is listed.
    mutating func selectCard(at cardIndex: Int, size: Size) {
        let row: Int?
        if let matches = filter.matches {
            row = matches.firstIndex(of: cardIndex)
        } else {
            row = cardIndex
        }
        guard let row else { return }
        list.select(row, itemCount: rowCount, visibleRows: visibleRows(size))
    }

    mutating func queryChanged(size: Size) {
        filter.refresh(cards: deck.cards)
        list.select(0, itemCount: rowCount, visibleRows: visibleRows(size))
    }

    mutating func clearFilter(size: Size) {
        // Keep the selected card selected as the full list comes back.
        let selected = selectedCardIndex
        filter.clear()
        focus = .list
        if let selected { selectCard(at: selected, size: size) }
    }

    /// Card text for the status line: one line, short, in quotes.
    static func quoted(_ text: String) -> String {
        "“" + TextLayout.truncate(CardEditRowView.oneLine(text, width: 30), width: 30) + "”"
    }
}

import Foundation
import FlashzillaCore

/// The form's own steps: its fields, clearing, Esc, the word-type picker.
extension CardEditScreen {
    var formHasContent: Bool {
        !prompt.isEmpty || !answer.isEmpty || wordType != nil || !tags.isEmpty
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
        tags = Self.tagsField()
        if editingID != nil { kind = kindBeforeEdit }  // new cards are made as before the edit
        editingID = nil
        pendingDefinition = nil
        keepsTypedAnswer = false
    }

    /// A new kind for the same text: nothing typed is lost (a cloze entry leaves the answer
    /// alone, for a switch back). Focus leaves an answer a cloze entry does not have.
    mutating func switchKind(to newKind: CardEditKind) {
        guard newKind != kind else { return }
        kind = newKind
        keepsTypedAnswer = false
        pendingDefinition = nil
        if kind == .cloze, focus == .answer { focus = .prompt }
    }

    /// Esc: cancel an edit; else clear a form with something in it; else
    /// leave. In the list: clear a filter, else leave. Nothing is asked —
    /// only committed cards are ever kept, and those are already saved.
    mutating func escape(size: Size) -> [CardEditEffect] {
        if focus.isForm {
            if isEditing {
                return cancelEdit()
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

    /// Back to the list; from Review (`returnsAfterEdit`), back there.
    mutating func cancelEdit() -> [CardEditEffect] {
        clearForm()
        focus = .list
        status = .info("Edit cancelled.")
        return returnsAfterEdit ? leave() : []
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
}

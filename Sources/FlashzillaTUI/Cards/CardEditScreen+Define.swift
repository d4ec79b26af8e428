import Foundation
import FlashzillaCore

/// Ctrl-G: the answer and word type from the dictionary. The lookup itself
/// is the app's (it reads WordNet off the UI thread); the screen only hands
/// out numbered requests and accepts the answer to the newest one, if the
/// form has not changed since.
extension CardEditScreen {
    mutating func generate() -> [CardEditEffect] {
        let word = prompt.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty else {
            focus = .prompt
            status = .error("Type a word in Prompt first, then press ^G.")
            return []
        }
        lastRequest += 1
        pendingDefinition = PendingDefinition(request: lastRequest, word: word)
        return [.define(word: word, request: lastRequest)]
    }

    /// The answer to `.define(word:request:)`. Ignored unless it answers the
    /// request still pending: typing in the form, changing the word type,
    /// committing, clearing or leaving all make a request stale.
    /// A definition fills the answer and the picker, both still editable.
    mutating func definitionArrived(request: Int, answer found: DefinitionAnswer) {
        guard let pending = pendingDefinition, pending.request == request else { return }
        pendingDefinition = nil
        switch found {
        case .found(let definition, let wordType):
            answer = Self.answerField(definition)
            self.wordType = wordType
            if focus.isForm { focus = .answer }
            status = .info("Filled in from the dictionary: edit it, then Enter \(isEditing ? "saves" : "adds") the card.")
        case .failed(let failure):
            status = .error(failure.message)
        }
    }
}

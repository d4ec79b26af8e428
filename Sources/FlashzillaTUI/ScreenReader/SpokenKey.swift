/// A key binding as the line front end sees it: the words that name it and the key
/// that does it, whatever the screen's message type.
public struct SpokenKey: Equatable, Sendable {
    public var words: [String]
    /// The key pressed for the words.
    public var key: Key
    /// Every key of the binding: a line of one of them presses it ("3", "q").
    public var keys: [Key]
}

extension Keymap {
    /// Each binding's words with its first key.
    var spokenKeys: [SpokenKey] {
        bindings.compactMap { binding in binding.keys.first.map { SpokenKey(words: binding.words, key: $0, keys: binding.keys) } }
    }
}

extension AppModel {
    /// The keys the screen on show takes now, with their words: the same table its keys
    /// go through, so what can be said is what can be pressed.
    var spokenKeys: [SpokenKey] { visibleScreen.spokenKeys }

    /// A text field has the focus: a typed line is its new text, not a command.
    public var isTypingText: Bool { visibleScreen.takesTypedText }

    /// The focused field is a password: a typed line must not show as it is typed.
    public var isTypingSecret: Bool { visibleScreen.takesSecretText }
}

extension Form {
    var focusesText: Bool {
        guard rows.indices.contains(focus), case .text = rows[focus].control else { return false }
        return true
    }
}

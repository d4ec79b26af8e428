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
    /// The keys the screen on show takes now, with their words: the same tables its
    /// keys go through, so what can be said is what can be pressed.
    var spokenKeys: [SpokenKey] {
        switch route {
        case .chooser: chooser.renamingGroup == nil ? ChooserScreen.keymap.spokenKeys : GroupRename.keymap.spokenKeys
        case .study(let screen, _): screen.activeKeymap.spokenKeys
        case .deckEditor: DeckEditorScreen.keymap.spokenKeys
        case .cardEditor(let screen, _): CardEditScreen.keymap(for: screen.focus).spokenKeys
        case .match: MatchScreen.keymap.spokenKeys
        case .browse(let screen, _): screen.activeKeymap.spokenKeys
        case .review(let screen, _): screen.activeKeymap.spokenKeys
        case .settings(let screen): (screen.review == nil ? SettingsScreen.keymap : ReviewSettingsScreen.keymap).spokenKeys
        case .statistics: StatisticsScreen.keymap.spokenKeys
        case .importFile: ImportScreen.keymap.spokenKeys
        case .customStudy(let screen, _): screen.activeKeymap.spokenKeys
        }
    }
}

extension AppModel {
    /// A text field has the focus: a typed line is its new text, not a command.
    var isTypingText: Bool {
        switch route {
        case .deckEditor(let screen, _): screen.form.focusesText
        case .cardEditor(let screen, _): [.prompt, .answer, .tags, .filter].contains(screen.focus)
        case .browse(let screen, _): screen.editor != nil
        case .settings(let screen): (screen.review?.form ?? screen.form).focusesText
        case .customStudy(let screen, _): screen.prompt != nil
        case .importFile(let screen):
            // The path, then the deck's name with the preview.
            switch screen.stage {
            case .choosing, .previewing: true
            case .reading, .importing: false
            }
        // A typed-answer card's question in Review: the line is the answer.
        case .review(let screen, _): screen.isTypingAnswer
        case .study(let screen, _): screen.isTypingAnswer
        case .chooser: chooser.renamingGroup != nil
        case .match, .statistics: false
        }
    }
}

extension Form {
    var focusesText: Bool {
        guard rows.indices.contains(focus), case .text = rows[focus].control else { return false }
        return true
    }
}

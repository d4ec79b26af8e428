import FlashzillaCore

extension ReviewScreen {
    /// The one key table of the Review screen: keys, footer and help all read it. Order is
    /// the footer's priority (what does not fit is left out; help is pinned right).
    public static let keymap = Keymap<ReviewMessage>([
        // On the answer side Space/Enter is Good, as in Anki (see `activeKeymap`).
        KeyBinding([.character(" "), .enter], help: "show, then good", words: ["show", "flip"], action: .answerRevealed),
        KeyBinding([.character("1"), .left, .character("h")], help: "again", words: ["again"], action: .rated(.again)),
        KeyBinding([.character("2")], help: "hard", words: ["hard"], action: .rated(.hard)),
        KeyBinding([.character("3"), .right, .character("l")], help: "good", words: ["good"], action: .rated(.good)),
        KeyBinding([.character("4")], help: "easy", words: ["easy"], action: .rated(.easy)),
        KeyBinding([.character("q"), .escape], help: "quit", words: ["quit", "back"], action: .leaveRequested),
        KeyBinding([.character("u")], help: "undo", words: ["undo"], action: .undone),
        KeyBinding([.character("e")], help: "edit card", words: ["edit", "edit card"], action: .editRequested),
        KeyBinding([.character("?")], help: "help", words: ["help"], action: .helpToggled),
        // Bound only with a sound or a picture on show (see `mediaKeyApplies`).
        KeyBinding([.character("r")], help: "replay sound", words: ["replay", "play sound", "sound"], action: .soundReplayRequested),
        KeyBinding([.character("o")], help: "open picture", words: ["open picture", "picture"], action: .imageOpenRequested, showsInFooter: false),
        // Anki's keys: the note's act on every card of the card's note (deck format v2).
        KeyBinding([.character("@")], help: "suspend card", words: ["suspend card", "suspend"], action: .marked(.suspend), showsInFooter: false),
        KeyBinding([.character("!")], help: "suspend note", words: ["suspend note"], action: .markedNote(.suspend), showsInFooter: false),
        KeyBinding([.character("-")], help: "bury card", words: ["bury card", "bury"], action: .marked(.bury), showsInFooter: false),
        KeyBinding([.character("=")], help: "bury note", words: ["bury note"], action: .markedNote(.bury), showsInFooter: false),
        // Most terminals send nothing of their own for Ctrl-1…7: f then the digit does the same.
        KeyBinding([.character("f")], label: "f 1-7/^1-7", help: "flag (again: clear)", words: ["flag"], action: .flagKeyPressed,
                   showsInFooter: false),
        // ↑ and k scroll back (see `message(for:)`): one line of help for both ways.
        KeyBinding([.down, .up, .character("j"), .character("k")], label: "↓↑/jk", help: "scroll answer",
                   words: ["scroll"], action: .answerScrolled(by: 1), showsInFooter: false),
        // Shift-Tab goes the other way (see `message(for:)`).
        KeyBinding([.tab, .backTab], label: "Tab", help: "answer buttons", words: ["buttons"], action: .buttonFocusMoved(forward: true), showsInFooter: false),
        KeyBinding([.ctrl("z")], help: "suspend", words: ["pause program"], action: .suspendRequested, showsInFooter: false),
    ] + flagBindings)

    /// Ctrl-1…Ctrl-7, Anki's flag keys (said as "flag red"…); one line of help under f.
    static let flagBindings: [KeyBinding<ReviewMessage>] = CardFlag.allCases.map { flag in
        KeyBinding([.ctrl(Character(String(flag.rawValue)))], help: "flag \(flag.name)", words: ["flag \(flag.name)", "\(flag.name) flag"],
                   action: .marked(.flag(flag)), showsInFooter: false)
    }

    /// The keys in force: ratings only once the answer shows (rating a card unseen means
    /// nothing to FSRS), Tab only with the answer buttons. On the answer side Space/Enter
    /// rates: the focused answer button, else Good (Anki's keys). The help overlay lists them all.
    var activeKeymap: Keymap<ReviewMessage> {
        if isTypingAnswer { return typingKeymap }
        return Keymap(Self.keymap.bindings.compactMap { binding in
            switch binding.action {
            case .rated: return isRevealed ? binding : nil
            case .buttonFocusMoved: return options.answerButtons && isRevealed ? binding : nil
            case .editRequested: return session.currentCard != nil ? binding : nil
            case .soundReplayRequested, .imageOpenRequested: return mediaKeyApplies(binding.action) ? binding : nil
            case .answerRevealed:
                guard session.currentCard != nil else { return nil }
                return isRevealed ? answerSide(binding) : binding
            default: return binding
            }
        })
    }

    /// While an answer is typed every printable key is text: Enter shows the answer, Esc
    /// leaves, Ctrl-Z suspends (`typingMessage(for:)`).
    private var typingKeymap: Keymap<ReviewMessage> {
        Keymap(Self.keymap.bindings.compactMap { binding in
            switch binding.action {
            case .answerRevealed: KeyBinding([.enter], help: "show answer", words: binding.words, action: binding.action)
            case .leaveRequested: KeyBinding([.escape], help: binding.help, words: binding.words, action: binding.action)
            case .suspendRequested: binding
            default: nil
            }
        })
    }

    /// Space/Enter once the answer shows, named for what it presses. By voice "show" and
    /// "flip" would rate the card unheard, so there the key's words are "press" (the focused
    /// button) or none (Good has its own word).
    private func answerSide(_ binding: KeyBinding<ReviewMessage>) -> KeyBinding<ReviewMessage> {
        let rating = buttonFocus ?? .good
        let help = buttonFocus == nil ? "good" : "press \(Self.ratingName(rating))"
        let words = buttonFocus == nil ? [] : ["press"]
        return KeyBinding(binding.keys, label: binding.label, help: help, words: words, action: .rated(rating))
    }

    /// The help overlay: every key, but Tab only where there are answer buttons to focus.
    var helpKeymap: Keymap<ReviewMessage> {
        Keymap(Self.keymap.bindings.filter {
            switch $0.action {
            case .buttonFocusMoved: return options.answerButtons
            case .marked(.flag): return false  // under f's line
            case .soundReplayRequested, .imageOpenRequested: return mediaKeyApplies($0.action)
            default: return true
            }
        })
    }

    static func keyLabel(for message: ReviewMessage) -> String {
        keymap.bindings.first { $0.action == message }?.label ?? "?"
    }
}

/// By voice each screen says what can be said there the first time it is shown in a
/// session, not on every visit; `hints on` asks for it every time, `hints off` never.
struct SpokenHints: Equatable, Sendable {
    var mode = HintMode.once
    /// The hints on show when the learner acted: heard (a screen's two sides, Review's
    /// question and answer, have a hint each).
    private var heard: Set<String> = []

    /// Whether `hint` is said now.
    func says(_ hint: String) -> Bool {
        switch mode {
        case .once: !heard.contains(hint)
        case .always: true
        case .never: false
        }
    }

    mutating func heard(_ hint: String) { heard.insert(hint) }
}

/// How often a screen says what can be said there.
public enum HintMode: Equatable, Sendable {
    /// The first time each is shown in a session (the default).
    case once
    /// Every time (`hints on`).
    case always
    /// Never (`hints off`): `help` still says every command.
    case never
}

extension Screen {
    /// The footer's bindings by their words (a screen with choices of its own says them instead).
    public var spokenHint: String? { keymap.spokenHint }
}

extension Keymap {
    /// "Say good, again, undo or back; help for more." — the footer's bindings by their
    /// first word, the commonest first.
    var spokenHint: String? {
        let words = bindings.filter(\.showsInFooter).compactMap(\.words.first).filter { $0 != "help" && $0 != "pause program" }
        guard !words.isEmpty else { return nil }
        let shown = Array(words.prefix(6))
        let list = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " or " + shown[shown.count - 1]
        return "Say \(list); help for more."
    }
}

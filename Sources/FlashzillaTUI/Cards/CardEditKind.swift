import FlashzillaCore

/// The kind of entry the card form makes, chosen on its Kind row (or with ^T): the
/// deck format's kinds as a learner picks them. A reversed or cloze entry whose answer
/// is typed keeps that when it is edited as itself (`CardEditScreen.keepsTypedAnswer`).
public enum CardEditKind: Int, CaseIterable, Hashable, Sendable {
    case basic, reversed, cloze, typed

    public var name: String {
        switch self {
        case .basic: "Basic"
        case .reversed: "Reversed"
        case .cloze: "Cloze"
        case .typed: "Typed answer"
        }
    }

    /// The kind `card`'s entry was made as.
    init(of card: Card) {
        switch card.entry?.shape {
        case nil: self = .basic
        case .basic?: self = card.isTyped ? .typed : .basic
        case .reversed?: self = .reversed
        case .cloze?: self = .cloze
        }
    }

    /// The next kind `step` places on, round the four.
    func cycled(by step: Int) -> CardEditKind {
        let count = Self.allCases.count
        return CardEditKind(rawValue: ((rawValue + step) % count + count) % count) ?? .basic
    }

    /// The entry the form's text makes as this kind: a cloze entry takes the first field's
    /// text as its cloze text and leaves the answer alone (kept for a switch back).
    func entry(prompt: String, answer: String, typed: Bool) -> NewEntry {
        switch self {
        case .basic: NewEntry(prompt: prompt, answer: answer, typed: typed)
        case .reversed: NewEntry(prompt: prompt, answer: answer, reversed: true, typed: typed)
        case .cloze: NewEntry(prompt: nil, answer: nil, cloze: prompt, typed: typed)
        case .typed: NewEntry(prompt: prompt, answer: answer, typed: true)
        }
    }
}

import Foundation

/// Which hand-written entry a card comes from, and how it asks: an entry in the deck file
/// with `reversed`, `cloze` or `typed` makes one card or more (`CardEntries.expand`), each
/// with its own id and schedule, and is written back as the one entry (`CardEntries.collapse`).
/// A class, so that a plain card pays one pointer.
public final class CardEntry: Hashable, Sendable {
    public enum Shape: Hashable, Sendable {
        /// One card, prompt → answer (only with `typed`: a plain card needs no entry).
        case basic
        /// Two cards: prompt → answer (ord 0) and answer → prompt (ord 1).
        case reversed
        /// One card per cloze number (ord = number − 1).
        case cloze(ClozeText)
    }

    /// The entry's id in the file: the first card's for basic and reversed; for cloze, the
    /// one the cards' ids are derived from.
    public let id: UUID
    public let shape: Shape
    /// Which of the entry's cards: 0 or 1 for reversed, the cloze number less one for cloze.
    public let ord: Int
    /// The learner types the answer.
    public let typed: Bool

    public init(id: UUID, shape: Shape, ord: Int = 0, typed: Bool = false) {
        self.id = id
        self.shape = shape
        self.ord = ord
        self.typed = typed
    }

    /// The cloze number this card asks, for a cloze card.
    public var clozeNumber: Int? {
        if case .cloze = shape { ord + 1 } else { nil }
    }

    public var cloze: ClozeText? {
        if case .cloze(let text) = shape { text } else { nil }
    }

    public static func == (lhs: CardEntry, rhs: CardEntry) -> Bool {
        lhs === rhs || (lhs.id == rhs.id && lhs.shape == rhs.shape && lhs.ord == rhs.ord && lhs.typed == rhs.typed)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(shape)
        hasher.combine(ord)
        hasher.combine(typed)
    }
}

extension Card {
    /// Whether the learner types this card's answer.
    public var isTyped: Bool { entry?.typed ?? false }

    /// The question runs of a cloze card (its asked deletion marked), nil for other cards.
    public var clozeQuestion: [ClozeRun]? {
        guard let entry, let text = entry.cloze else { return nil }
        return text.question(for: entry.ord + 1)
    }

    /// The answer runs of a cloze card (its hidden words marked), nil for other cards.
    public var clozeAnswer: [ClozeRun]? {
        guard let entry, let text = entry.cloze else { return nil }
        return text.answer(for: entry.ord + 1)
    }

    /// The answer in words for a screen reader: a cloze card's says "hidden: Paris".
    public var spokenAnswer: String {
        guard let entry, let text = entry.cloze else { return answer }
        return text.spokenAnswer(for: entry.ord + 1)
    }

    /// The answer side Match pairs with the prompt: a cloze card's hidden words (its
    /// question already shows the rest of the text).
    public var matchAnswer: String {
        guard entry?.cloze != nil else { return answer }
        return expectedTypedAnswer
    }

    /// What a typed answer is compared with: the answer, or a cloze card's hidden words.
    public var expectedTypedAnswer: String {
        guard let entry, let text = entry.cloze else { return answer }
        return text.hiddenWords(for: entry.ord + 1).joined(separator: ", ")
    }
}

extension Card {
    /// The card's kind in the deck format's words: `basic`, `reversed` or `cloze`.
    public var kindName: String {
        switch entry?.shape {
        case nil, .basic?: "basic"
        case .reversed?: "reversed"
        case .cloze?: "cloze"
        }
    }

    /// Which card of its entry this is, and how it is answered, in words ("reversed, card 2
    /// of 2", "cloze c2, typed answer"); nil for a plain card.
    public var kindWords: String? {
        guard let entry else { return nil }
        let typed = entry.typed ? "typed answer" : nil
        let which: String? = switch entry.shape {
        case .basic: nil
        case .reversed: "reversed, card \(entry.ord + 1) of 2"
        case .cloze: "cloze c\(entry.ord + 1)"
        }
        return [which, typed].compactMap { $0 }.joined(separator: ", ")
    }
}

extension CardEntry {
    /// The id of the card this link names: the entry's own for a basic entry and a reversed
    /// entry's first card, else derived from the entry's id, kind and ord (as `CardEntries.cards`
    /// makes them), so an entry that comes back from Anki finds the cards it made.
    public var cardID: UUID {
        switch shape {
        case .basic: id
        case .reversed: ord == 0 ? id : CardEntries.derivedID(entry: id, kind: "reversed", ord: ord)
        case .cloze: CardEntries.derivedID(entry: id, kind: "cloze", ord: ord)
        }
    }
}

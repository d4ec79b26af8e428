import Foundation
import FlashzillaCore

/// What the form's entry would make, worked out afresh from the form for each frame
/// (the form's text is short: a cloze parse costs microseconds): the cards as they are
/// asked (a cloze card's `[…]`/`[hint]`), or why none can be made yet.
struct CardEditPreview: Equatable, Sendable {
    enum Outcome: Equatable, Sendable {
        /// The cards, in order.
        case cards([Card])
        /// A field the kind needs is still empty: a hint, not an error.
        case incomplete(String)
        /// The text breaks a rule (a cloze text with no deletion): said as an error.
        case refused(String)
    }

    let kind: CardEditKind
    let outcome: Outcome

    init(kind: CardEditKind, prompt: String, answer: String, typed: Bool) {
        self.kind = kind
        // Dates and ids do not show: fixed ones keep the preview a pure function of the text.
        let entry = kind.entry(prompt: prompt, answer: answer, typed: typed)
        do {
            outcome = .cards(try entry.cards(id: Self.previewID, createdAt: Self.previewDate))
        } catch {
            outcome = Self.outcome(of: error, kind: kind, prompt: prompt)
        }
    }

    private static let previewID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0))
    private static let previewDate = Date(timeIntervalSince1970: 0)

    private static func outcome(of problem: NewEntry.Problem, kind: CardEditKind, prompt: String) -> Outcome {
        switch problem {
        case .card(.empty(.prompt)): .incomplete("Type a prompt and an answer to see the cards.")
        case .card(.empty(.answer)): .incomplete("Type an answer to see the cards.")
        case .kind(.cloze(.noDeletion)) where prompt.allSatisfy(\.isWhitespace):
            .incomplete("Type text with {{c1::hidden words}} to see the cards.")
        default: .refused(problem.description)
        }
    }

    var cards: [Card] {
        if case .cards(let cards) = outcome { cards } else { [] }
    }

    /// "Cloze, makes 2 cards"; "Cloze, makes no card yet" while incomplete or refused.
    var summary: String {
        let count = cards.count
        return count == 0 ? "\(kind.name), makes no card yet" : "\(kind.name), makes \(count) card\(count == 1 ? "" : "s")"
    }

    /// The card as asked and answered on one line: "ice → frozen water", a cloze card's
    /// question alone (its answer is the whole text), a typed one's "→ type: …".
    static func line(for card: Card) -> String {
        if card.entry?.cloze != nil { return card.prompt }
        return card.prompt + (card.isTyped ? " → type: " : " → ") + card.answer
    }

    /// The lines the preview shows in `rows` rows: a card a row ("1  ice → frozen water"),
    /// the last row holding the rest when they do not all fit ("2–5  … · …", cut to the
    /// row by the view); the message alone when there are no cards. Text is untrusted:
    /// the view sanitises it.
    func lines(rows: Int) -> [String] {
        guard rows > 0 else { return [] }
        switch outcome {
        case .incomplete(let text), .refused(let text):
            return [text]
        case .cards(let cards):
            let shown = cards.map(Self.line(for:))
            guard shown.count > rows else { return shown.enumerated().map { "\($0.offset + 1)  \($0.element)" } }
            let single = shown.prefix(rows - 1).enumerated().map { "\($0.offset + 1)  \($0.element)" }
            return single + ["\(rows)–\(shown.count)  " + shown.dropFirst(rows - 1).joined(separator: " · ")]
        }
    }
}

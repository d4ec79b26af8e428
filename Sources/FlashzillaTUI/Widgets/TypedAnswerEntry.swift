import FlashzillaCore
import Foundation

/// What the learner typed for a typed-answer card (`Card.isTyped`), in Review and the
/// Quiz: the field until the answer is shown, then the comparison as Anki shows it.
struct TypedAnswerEntry: Equatable, Sendable {
    static let label = "Your answer: "
    static let placeholder = "type the answer, then Enter"

    /// The card the text was typed for: another card on show starts from an empty field.
    var cardID: UUID?
    var field = TextField(placeholder: TypedAnswerEntry.placeholder)

    /// The field for `card`, empty if it held another card's text.
    func field(for card: Card) -> TextField {
        cardID == card.id ? field : TextField(placeholder: Self.placeholder)
    }

    /// `event` typed into `card`'s field.
    mutating func type(_ event: InputEvent, for card: Card) {
        var field = field(for: card)
        _ = field.handle(event)
        self = TypedAnswerEntry(cardID: card.id, field: field)
    }

    func comparison(for card: Card) -> TypedAnswerComparison {
        TypedAnswerComparison(expected: card.expectedTypedAnswer, typed: field(for: card).text)
    }

    /// The answer side of a turned typed-answer card: the expected answer with what was
    /// missed marked, then the typed text with what was wrong marked (and a `-` for each
    /// missing character) after ✓ or ✗, as runs the card face marks in reverse video.
    static func comparisonRuns(_ comparison: TypedAnswerComparison) -> [ClozeRun] {
        let expected = comparison.expected.map { ClozeRun($0.text, marked: $0.kind != .right) }
        let typed = comparison.typed.map { ClozeRun($0.text, marked: $0.kind != .right) }
        let verdict = comparison.isExact ? "✓ " : "✗ "
        return expected + [ClozeRun("\n" + verdict + label)] + (typed.isEmpty ? [ClozeRun("(nothing)")] : typed)
    }

    /// The field's row: the label, then the text.
    func draw(for card: Card, in row: Rect, into grid: inout Grid) {
        grid.put(Self.label, at: row.origin, style: Style(.prompt, flags: .bold), clip: row)
        field(for: card).render(in: fieldRect(row), into: &grid, focused: true, style: Style(.answer, flags: .underline))
    }

    func cursor(for card: Card, in row: Rect) -> Point? {
        field(for: card).cursorPosition(in: fieldRect(row))
    }

    private func fieldRect(_ row: Rect) -> Rect {
        let label = DisplayWidth.of(Self.label)
        return Rect(x: row.minX + label, y: row.minY, width: max(0, row.width - label), height: 1)
    }

    /// What a screen reader hears before the answer shows.
    func spokenRequest(for card: Card) -> String {
        let text = field(for: card).text
        return text.isEmpty ? "Type the answer, then press Enter." : "Typed so far: \(SpokenPhrases.text(text))."
    }
}

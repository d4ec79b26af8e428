import Foundation
import FlashzillaCore

/// What the learner typed for a typed-answer card (`Card.isTyped`): the field under the
/// card until Enter reveals the answer, then the comparison as Anki shows it.
struct TypedAnswerEntry: Equatable, Sendable {
    /// The card the text was typed for: another card on show starts from an empty field.
    var cardID: UUID?
    var field = TextField(placeholder: "type the answer, then Enter")

    /// The field for `card`, empty if it held another card's text.
    func field(for card: Card) -> TextField {
        cardID == card.id ? field : TextField(placeholder: "type the answer, then Enter")
    }
}

extension ReviewScreen {
    static let typedLabel = "Your answer: "

    /// A typed-answer card's question is on show: keys go into the field (Esc and Ctrl-Z still leave).
    public var isTypingAnswer: Bool {
        !isRevealed && !isHelpVisible && session.currentCard?.isTyped == true
    }

    /// The typed answer against the expected one, once a typed-answer card is turned.
    public var typedComparison: TypedAnswerComparison? {
        guard isRevealed, let card = session.currentCard, card.isTyped else { return nil }
        return TypedAnswerComparison(expected: card.expectedTypedAnswer, typed: typedAnswer.field(for: card).text)
    }

    /// A key or paste while typing: the field's, but Enter (reveal), Esc and Ctrl-Z.
    func typingMessage(for event: InputEvent) -> ReviewMessage? {
        guard isTypingAnswer else { return nil }
        switch event {
        case .key(.enter): return .answerRevealed
        case .key(.escape), .key(.ctrl("z")): return nil
        case .key, .paste: return .answerTyped(event)
        default: return nil
        }
    }

    mutating func typeAnswer(_ event: InputEvent) {
        guard let card = session.currentCard, isTypingAnswer else { return }
        var field = typedAnswer.field(for: card)
        _ = field.handle(event)
        typedAnswer = TypedAnswerEntry(cardID: card.id, field: field)
    }

    /// The answer side of a turned typed-answer card: the expected answer with what was
    /// missed marked, then the typed text with what was wrong marked (and a `-` for each
    /// missing character), as runs the card face marks in reverse video.
    static func comparisonRuns(_ comparison: TypedAnswerComparison) -> [ClozeRun] {
        let expected = comparison.expected.map { ClozeRun($0.text, marked: $0.kind != .right) }
        let typed = comparison.typed.map { ClozeRun($0.text, marked: $0.kind != .right) }
        let verdict = comparison.isExact ? "✓ " : "✗ "
        return expected + [ClozeRun("\n" + verdict + typedLabel)] + (typed.isEmpty ? [ClozeRun("(nothing)")] : typed)
    }

    /// "Suggested: Good." — what the comparison suggests, said and shown (highlighted).
    var suggestedRating: FSRSRating? { typedComparison?.suggestedRating }

    /// The field's row under the card while typing.
    func drawTypedAnswerField(_ card: Card, in row: Rect, into grid: inout Grid) {
        let label = Self.typedLabel
        grid.put(label, at: row.origin, style: Style(.prompt, flags: .bold), clip: row)
        let fieldRect = Rect(x: row.minX + DisplayWidth.of(label), y: row.minY, width: max(0, row.width - DisplayWidth.of(label)), height: 1)
        typedAnswer.field(for: card).render(in: fieldRect, into: &grid, focused: true, style: Style(.answer, flags: .underline))
    }

    func typedAnswerCursor(_ card: Card, in row: Rect) -> Point? {
        let label = DisplayWidth.of(Self.typedLabel)
        return typedAnswer.field(for: card).cursorPosition(in: Rect(x: row.minX + label, y: row.minY, width: max(0, row.width - label), height: 1))
    }

    /// What a screen reader hears of the typed answer: the request before the answer, the
    /// comparison and the suggested rating after it.
    func spokenTypedAnswer() -> [String] {
        guard let card = session.currentCard, card.isTyped else { return [] }
        if isTypingAnswer {
            let text = typedAnswer.field(for: card).text
            return [text.isEmpty ? "Type the answer, then press Enter." : "Typed so far: \(SpokenPhrases.text(text))."]
        }
        guard let comparison = typedComparison else { return [] }
        return [SpokenPhrases.text(comparison.spoken), "Suggested: \(Self.ratingName(comparison.suggestedRating))."]
    }
}

import Foundation
import FlashzillaCore

extension ReviewScreen {
    /// A typed-answer card's question is on show: keys go into the field (Esc and Ctrl-Z still leave).
    public var isTypingAnswer: Bool {
        !isRevealed && !isHelpVisible && session.currentCard?.isTyped == true
    }

    /// The typed answer against the expected one, once a typed-answer card is turned.
    public var typedComparison: TypedAnswerComparison? {
        guard isRevealed, let card = session.currentCard, card.isTyped else { return nil }
        return typedAnswer.comparison(for: card)
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
        typedAnswer.type(event, for: card)
    }

    /// "Suggested: Good." — what the comparison suggests, said and shown (highlighted).
    var suggestedRating: FSRSRating? { typedComparison?.suggestedRating }

    /// What a screen reader hears of the typed answer: the request before the answer, the
    /// comparison and the suggested rating after it.
    func spokenTypedAnswer() -> [String] {
        guard let card = session.currentCard, card.isTyped else { return [] }
        if isTypingAnswer {
            return [typedAnswer.spokenRequest(for: card)]
        }
        guard let comparison = typedComparison else { return [] }
        return [SpokenPhrases.text(comparison.spoken), "Suggested: \(Self.ratingName(comparison.suggestedRating))."]
    }
}

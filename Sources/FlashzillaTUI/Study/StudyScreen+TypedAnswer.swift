import FlashzillaCore

/// A typed-answer card in the Quiz: the answer typed in a field on the card, Enter turns
/// it and shows the comparison (✓ or ✗ suggests right or wrong), then → or ← as usual.
extension StudyScreen {
    /// A typed-answer card's question is on show: keys go into the field (Esc and Ctrl-Z still leave).
    public var isTypingAnswer: Bool {
        session.phase == .running && !session.isRevealed && !isHelpVisible && session.topCard?.isTyped == true
    }

    /// The typed answer against the expected one, once a typed-answer card is turned.
    public var typedComparison: TypedAnswerComparison? {
        guard session.phase == .running, session.isRevealed, let card = session.topCard, card.isTyped else { return nil }
        return typedAnswer.comparison(for: card)
    }

    /// A key or paste while typing: the field's, but Enter (turn the card), Esc and Ctrl-Z.
    func typingMessage(for event: InputEvent) -> StudyMessage? {
        guard isTypingAnswer else { return nil }
        switch event {
        case .key(.enter): return .revealToggled
        case .key(.escape), .key(.ctrl("z")): return nil
        case .key, .paste: return .answerTyped(event)
        default: return nil
        }
    }

    mutating func typeAnswer(_ event: InputEvent) {
        guard let card = session.topCard, isTypingAnswer else { return }
        typedAnswer.type(event, for: card)
    }

    /// The field's row: on the card, above its bottom edge.
    static func typedAnswerRow(in card: Rect) -> Rect {
        Rect(x: card.minX + 2, y: card.maxY - 2, width: max(0, card.width - 4), height: 1)
    }

    /// While an answer is typed every printable key is text: Enter turns the card, Esc
    /// leaves, Ctrl-Z suspends.
    var typingKeymap: Keymap<StudyMessage> {
        Keymap(Self.keymap.bindings.compactMap { binding in
            switch binding.action {
            case .revealToggled: KeyBinding([.enter], help: "show answer", words: binding.words, action: binding.action)
            case .leaveRequested: KeyBinding([.escape], help: binding.help, words: binding.words, action: binding.action)
            case .suspendRequested: binding
            default: nil
            }
        })
    }

    /// What a screen reader hears of the typed answer: the request before the answer, the
    /// comparison and the suggested verdict after it.
    func spokenTypedAnswer() -> [String] {
        guard session.phase == .running, let card = session.topCard, card.isTyped else { return [] }
        if isTypingAnswer { return [typedAnswer.spokenRequest(for: card)] }
        guard let comparison = typedComparison else { return [] }
        return [SpokenPhrases.text(comparison.spoken), "Suggested: \(comparison.suggestedOutcome == .correct ? "correct" : "wrong")."]
    }
}

import FlashzillaCore

/// The words both spoken front ends use (the screen-reader conversation and every screen's
/// `describe(in:)`): sentences are built from these, so the wording
/// stays consistent and all untrusted text passes through one sanitiser.
enum SpokenPhrases {
    /// Untrusted text (card text, deck and file names, what the user typed) made safe to
    /// print and kept on one line: a line break inside a card would split the sentence.
    static func text(_ raw: String) -> String {
        SafeText.sanitize(raw, keepNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .joined(separator: " ")
    }

    /// Ends `text` with a full stop unless it already ends a sentence, so a screen
    /// reader pauses after a prompt such as "hola" before "Press Enter …".
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".!?…。！？".contains(last) ? text : text + "."
    }

    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    static func seconds(_ n: Int) -> String { count(n, "second") }
    static func cards(_ n: Int) -> String { count(n, "card") }

    static func timeLimit(_ settings: DeckSettings) -> String {
        settings.isTimed ? seconds(settings.timeLimit) : "no time limit"
    }

    /// "World Capitals, 20 cards, 100 seconds."
    static func deckSummary(_ deck: Deck, cardCount: Int? = nil) -> String {
        "\(text(deck.name)), \(cards(cardCount ?? deck.cards.count)), \(timeLimit(deck.settings))."
    }

    static func score(correct: Int, wrong: Int) -> String {
        "\(correct) correct, \(wrong) wrong"
    }

    /// "2. (noun) goose. Answer: a bird." — one card in a list.
    static func cardListItem(_ number: Int, _ card: Card) -> String {
        "\(number).\(wordType(card)) \(cardText(card))"
    }

    /// "What is …? Answer: Edinburgh." — a card's text.
    static func cardText(_ card: Card) -> String {
        "\(sentence(text(card.prompt))) Answer: \(sentence(text(card.answer)))"
    }

    /// What the user typed, quoted back: sanitised and cut short.
    static func quoted(_ typed: String) -> String {
        let safe = text(typed)
        return "\"" + (safe.count > 40 ? safe.prefix(40) + "…" : safe) + "\""
    }

    static func unknown(_ typed: String) -> String {
        "Unknown command \(quoted(typed)). Type help to hear the commands."
    }

    /// Why a deck file could not be read, without its path (the list already names the
    /// file): "line 3, column 14: expected …".
    static func problem(_ error: DeckFileError) -> String {
        if case .syntax(let syntax) = error.problem, syntax.kind != .invalidUTF8 {
            return sentence(text("line \(syntax.line), column \(syntax.column): \(syntax.message)"))
        }
        return sentence(text(error.problem.description))
    }

    /// " (noun)" for a card with a word type, said before its prompt; "" without one.
    static func wordType(_ card: Card) -> String {
        card.wordType.map { " (\($0.rawValue))" } ?? ""
    }
}


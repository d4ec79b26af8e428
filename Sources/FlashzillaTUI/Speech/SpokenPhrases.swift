import FlashzillaCore

/// The words every screen's `describe(in:)` says: sentences are built from these, so the wording
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

    static func score(correct: Int, wrong: Int) -> String {
        "\(correct) correct, \(wrong) wrong"
    }
}

// MARK: Phrases of the screens' `describe(in:)`

extension SpokenPhrases {
    /// "gato, noun." — a card's prompt first, then its word type.
    static func cardFirst(_ card: Card) -> String {
        sentence(text(card.prompt) + (card.wordType.map { ", \($0.rawValue)" } ?? ""))
    }

    /// "Answer: cat." A cloze card's says which words were hidden: "Answer: Paris is the
    /// capital of France; hidden: Paris."
    static func answer(_ card: Card) -> String {
        "Answer: " + sentence(text(card.spokenAnswer))
    }

    /// "3 new, 1 learning" — the counts that are not zero; "nothing left" when none is.
    static func reviewCounts(new: Int, learning: Int, due: Int) -> String {
        let parts = [(new, "new"), (learning, "learning"), (due, "due")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "nothing left" : parts.joined(separator: ", ")
    }

    /// "from 0.70 to 0.99" — a range in words, never "0.70-0.99".
    static func range(_ low: String, _ high: String) -> String {
        "from \(low) to \(high)"
    }

    /// Ranges written with a dash said in words: "Seconds, 0–3600" → "Seconds, from 0 to 3600".
    static func rangesInWords(_ text: String) -> String {
        text.replacing(/(\d+(?:\.\d+)?)\s*[–-]\s*(\d+(?:\.\d+)?)/) { range(String($0.output.1), String($0.output.2)) }
    }

    /// "Terminal too small: need at least 40 by 12, now 30 by 8." — said instead of what
    /// cannot be drawn (`TooSmallNotice` in words).
    static func tooSmall(minimum: Size, size: Size) -> String {
        "Terminal too small: need at least \(minimum.width) by \(minimum.height), now \(size.width) by \(size.height)."
    }
}

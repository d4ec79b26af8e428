import Foundation

/// Looser spellings of a word to look up when the word as typed is not in the
/// dictionary: people type accents WordNet has not got ("café" → cafe), punctuation from
/// the sentence they copied ("cat!", "“goose”") and contractions ("don't" → do). Tried
/// only after the exact word fails, so an entry that has the accent or the punctuation
/// still wins.
enum LookupFallback {
    /// The alternatives in the order tried, without the word itself or repeats.
    static func spellings(of word: String) -> [String] {
        let typed = word.trimmingCharacters(in: .whitespacesAndNewlines)
        let stripped = stripSurroundingPunctuation(straightApostrophes(typed))
        var result: [String] = []
        func add(_ candidate: String) {
            if !candidate.isEmpty, candidate != typed, !result.contains(candidate) { result.append(candidate) }
        }
        add(stripped)
        add(foldAccents(stripped))
        if let base = uncontracted(foldAccents(stripped)) { add(base) }
        return result
    }

    /// Without the punctuation and symbols at either end ("cat!" → cat, "(goose)" → goose).
    static func stripSurroundingPunctuation(_ text: String) -> String {
        let edges = CharacterSet.punctuationCharacters.union(.symbols).union(.whitespaces)
        return text.trimmingCharacters(in: edges)
    }

    /// "café" → cafe, "naïve" → naive, "résumé" → resume.
    static func foldAccents(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Typographic apostrophes (’ ʼ) as the ASCII one WordNet writes.
    static func straightApostrophes(_ text: String) -> String {
        String(text.map { $0 == "\u{2019}" || $0 == "\u{02BC}" ? "'" : $0 })
    }

    /// The verb of a negative contraction: "don't" → do, "can't" → can, "won't" → will.
    static func uncontracted(_ text: String) -> String? {
        let lower = text.lowercased()
        let irregular = ["can't": "can", "won't": "will", "shan't": "shall", "ain't": "be"]
        if let verb = irregular[lower] { return verb }
        guard lower.hasSuffix("n't"), lower.count > 3 else { return nil }
        return String(lower.dropLast(3))
    }
}

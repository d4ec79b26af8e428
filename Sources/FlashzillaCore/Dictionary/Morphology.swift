/// WordNet's morphy, the part that needs no files: the detachment rules per part of
/// speech and the spellings of what a user types. The exception lists and the check
/// that a base form exists are done by `WordNet`, which has the files.
enum Morphology {
    /// WordNet's detachment rules (morph.c), tried in this order: (suffix, replacement).
    static func detachmentRules(for pos: PartOfSpeech) -> [(suffix: String, ending: String)] {
        switch pos {
        case .noun:
            [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")]
        case .verb:
            [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective:
            [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
        case .adverb:
            []
        }
    }

    /// Candidate base forms of one word by the rules (not checked against the index).
    /// Like morphy: nouns ending in "ss" ("glass") and words of two letters or fewer
    /// are left alone; "boxesful" → "boxful".
    static func detach(_ word: String, as pos: PartOfSpeech) -> [String] {
        guard word.count > 2 else { return [] }
        if pos == .noun {
            if word.hasSuffix("ss") { return [] }
            if word.hasSuffix("ful"), word.count > 3 {
                let stem = String(word.dropLast(3))
                return detach(stem, as: .noun).map { $0 + "ful" }
            }
        }
        var forms: [String] = []
        for rule in detachmentRules(for: pos) where word.hasSuffix(rule.suffix) && word.count > rule.suffix.count {
            let base = String(word.dropLast(rule.suffix.count)) + rule.ending
            if !forms.contains(base) { forms.append(base) }
        }
        return forms
    }

    /// The database spelling of what the user typed: lower case, trimmed, runs of
    /// white space as one underscore ("Ice  Cream" → "ice_cream").
    static func normalize(_ text: String) -> String {
        text.lowercased()
            .split(whereSeparator: { $0.isWhitespace || $0 == "_" })
            .joined(separator: "_")
    }

    /// The spellings to try, the typed one first: WordNet joins the parts of compounds
    /// with underscores or hyphens, and people type either ("ice-cream" → ice_cream).
    static func spellings(of normalized: String) -> [String] {
        var result = [normalized]
        if normalized.contains("-") { result.append(String(normalized.map { $0 == "-" ? "_" : $0 })) }
        if normalized.contains("_") { result.append(String(normalized.map { $0 == "_" ? "-" : $0 })) }
        return result.filter { !$0.isEmpty }
    }
}

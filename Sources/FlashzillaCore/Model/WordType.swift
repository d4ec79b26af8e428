/// The part of speech a vocabulary card teaches.
public enum WordType: String, CaseIterable, Codable, Sendable {
    case noun, verb, adjective, adverb, preposition, conjunction, pronoun, interjection, determiner, phrase

    /// Short label for badges ("n", "v", "adj" …).
    public var abbreviation: String {
        switch self {
        case .noun: "n"
        case .verb: "v"
        case .adjective: "adj"
        case .adverb: "adv"
        case .preposition: "prep"
        case .conjunction: "conj"
        case .pronoun: "pron"
        case .interjection: "interj"
        case .determiner: "det"
        case .phrase: "phr"
        }
    }

    /// Accepts the full name or the abbreviation, case-insensitively.
    public init?(userText: String) {
        let key = userText.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = WordType.allCases.first(where: { $0.rawValue == key || $0.abbreviation == key }) else { return nil }
        self = match
    }
}

/// What `WordNet.define` finds for a word: its base form, part of speech and a short
/// definition (at most two sentences, capitalised, ending with a full stop).
public struct WordDefinition: Hashable, Sendable, CustomStringConvertible {
    /// The dictionary's base form as WordNet writes it ("goose" for "geese", "ice cream").
    public var lemma: String
    public var wordType: WordType
    public var definition: String

    public init(lemma: String, wordType: WordType, definition: String) {
        self.lemma = lemma
        self.wordType = wordType
        self.definition = definition
    }

    /// `goose (noun): Web-footed long-necked … than ducks.`
    public var description: String { "\(lemma) (\(wordType.rawValue)): \(definition)" }
}

/// Why a word could not be defined. The descriptions are written for the user.
public enum DefineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No entry for the word or any base form of it (empty when nothing was typed).
    case notFound(word: String)
    /// The database directory lacks `missingFile` (usually: WordNet is not installed).
    case notInstalled(directory: String, missingFile: String)
    /// A database file is unreadable or not in WordNet's format.
    case corruptFile(path: String, reason: String)

    public static let installHint =
        "Install it with `sudo apt-get install wordnet-base`, or set WNSEARCHDIR to the folder that holds index.noun and data.noun."

    public var description: String {
        switch self {
        case .notFound(let word) where word.isEmpty:
            "Type a word to look up."
        case .notFound(let word):
            "\"\(word)\" is not in the dictionary."
        case .notInstalled(let directory, let missingFile):
            "WordNet is not installed (no \(missingFile) in \(directory)). \(Self.installHint)"
        case .corruptFile(let path, let reason):
            "The WordNet file \(path) is damaged: \(reason). Reinstall it with `sudo apt-get install --reinstall wordnet-base`."
        }
    }
}

import Foundation

/// A deck and the file it lives in.
public struct LoadedDeck: Hashable, Sendable {
    public var deck: Deck
    /// Changes only when the store moves the file (`moveFileToMatchName`).
    public internal(set) var fileURL: URL
    /// The file as we last read or wrote it; nil for a file not yet written.
    public var fingerprint: FileFingerprint?
    /// From a newer format version: the store refuses to save it.
    public let isReadOnly: Bool
    public let warnings: [String]
    /// Loading filled in missing ids or dates (see `DecodedDeck.filledInValues`).
    public let filledInValues: Bool

    public init(deck: Deck, fileURL: URL, fingerprint: FileFingerprint?, isReadOnly: Bool = false,
                warnings: [String] = [], filledInValues: Bool = false) {
        self.deck = deck
        self.fileURL = fileURL
        self.fingerprint = fingerprint
        self.isReadOnly = isReadOnly
        self.warnings = warnings
        self.filledInValues = filledInValues
    }
}

/// One `.json` file in the decks folder: a deck, or why it is not one.
public enum DeckEntry: Hashable, Sendable {
    case loaded(LoadedDeck)
    case broken(fileURL: URL, error: DeckFileError)

    public var fileURL: URL {
        switch self {
        case .loaded(let loaded): loaded.fileURL
        case .broken(let url, _): url
        }
    }

    public var loaded: LoadedDeck? {
        if case .loaded(let loaded) = self { return loaded }
        return nil
    }
}

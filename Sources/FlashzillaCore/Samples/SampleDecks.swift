/// One sample deck as shipped: its file name in `decks/` and its exact bytes as text.
public struct SampleDeckFile: Sendable, Equatable {
    public let fileName: String
    public let contents: String
}

/// The decks a first run copies into the user's home (see `decks/` in the repository).
public enum SampleDecks {}

import Foundation

/// Turns a deck file's bytes into a `Deck` and back. The store takes any codec (the
/// benchmark compares `FlashzillaDeckCodec` with one built on Foundation's JSON).
public protocol DeckCodec: Sendable {
    /// `fileName` (the name, not the path) gives a deck without an id its derived id
    /// (`DerivedID`); `now` stands in for missing dates. Errors carry no file URL; the store adds it.
    func decode(_ data: Data, fileName: String, now: Date) throws(DeckFileError) -> DecodedDeck
    /// In the lowest format version that holds the deck (`DeckFormat.version(of:)`), pretty-printed with sorted keys.
    func encode(_ deck: Deck) -> Data
    /// How the store reads and writes files with this codec; by default, whole, through
    /// `decode` and `encode`.
    var fileCoding: DeckFileCoding { get }
}

extension DeckCodec {
    public var fileCoding: DeckFileCoding { .whole(self) }
}

/// A deck as read from a file, with what the reader had to say about it.
public struct DecodedDeck: Hashable, Sendable {
    public var deck: Deck
    /// Written by a newer Flashzilla (format version above ours): show it, never write it.
    public var isReadOnly: Bool
    /// Things the user may want to know that did not stop the load (e.g. duplicate ids).
    public var warnings: [String]
    /// Missing ids or dates were filled in, or duplicate ids replaced: the deck in memory
    /// differs from the file, and saving it makes those values permanent.
    public var filledInValues: Bool

    public init(deck: Deck, isReadOnly: Bool = false, warnings: [String] = [], filledInValues: Bool = false) {
        self.deck = deck
        self.isReadOnly = isReadOnly
        self.warnings = warnings
        self.filledInValues = filledInValues
    }
}

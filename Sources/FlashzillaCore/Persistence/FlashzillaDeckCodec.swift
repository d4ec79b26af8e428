import Foundation

/// The default codec: `JSONReader` and the `JSONWriter` layout over the flashzilla-deck format.
public struct FlashzillaDeckCodec: DeckCodec {
    private let makeID: @Sendable () -> UUID

    /// `makeID` supplies ids for decks and cards that have none (tests pass a counter).
    public init(makeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.makeID = makeID
    }

    public func decode(_ data: Data, now: Date) throws(DeckFileError) -> DecodedDeck {
        let document: JSONValue
        do {
            document = try JSONReader.parse(data)
        } catch {
            throw DeckFileError(data.isBlankText ? .empty : .syntax(error))
        }
        var decoder = DeckDocumentDecoder(now: now, makeID: makeID)
        return try decoder.decode(document)
    }

    public func encode(_ deck: Deck) -> Data {
        Data(DeckEncoder.encode(deck))
    }
}

extension Data {
    /// Nothing but JSON whitespace, after an optional byte order mark: an "empty file".
    var isBlankText: Bool {
        let body = starts(with: [0xEF, 0xBB, 0xBF]) ? dropFirst(3) : self[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}

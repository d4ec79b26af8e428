import Foundation

/// The default codec: the flashzilla-deck format read with `JSONParser` (streaming the
/// cards, see `DeckStreamDecoder`) and written in `JSONWriter`'s layout (`DeckEncoder`).
public struct FlashzillaDeckCodec: DeckCodec {
    private let makeID: @Sendable () -> UUID

    /// `makeID` supplies ids for decks and cards that have none (tests pass a counter).
    public init(makeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.makeID = makeID
    }

    public func decode(_ data: Data, now: Date) throws(DeckFileError) -> DecodedDeck {
        var decoder = DeckDocumentDecoder(now: now, makeID: makeID)
        let result = data.withUnsafeBytes { raw in
            Result { () throws(DeckFileError) in try DeckStreamDecoder.decode(raw.assumingMemoryBound(to: UInt8.self), with: &decoder) }
        }
        do {
            return try result.get()
        } catch {
            if case .syntax = error.problem, data.isBlankText { throw DeckFileError(.empty) }
            throw error
        }
    }

    /// Decodes a file read whole, giving its pages back as the cards are read (so the
    /// file and its cards are not both held in full).
    func decode(file: FileBuffer, now: Date, releaseStep: Int = DeckStreamDecoder.defaultReleaseStep) throws(DeckFileError) -> DecodedDeck {
        try decode(file: file, now: now, keepingCards: .max, releaseStep: releaseStep).decoded
    }

    /// The same, keeping only the first `keepingCards` cards (all are checked, and counted).
    func decode(file: FileBuffer, now: Date, keepingCards: Int,
                releaseStep: Int = DeckStreamDecoder.defaultReleaseStep) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        var decoder = DeckDocumentDecoder(now: now, makeID: makeID)
        do {
            return try DeckStreamDecoder.decode(file.bytes, with: &decoder, keepingCards: keepingCards,
                                                releasing: { file.release(before: $0) }, releaseStep: releaseStep)
        } catch {
            guard case .syntax(let syntax) = error.problem else { throw error }
            if file.released == 0 && UnsafeRawBufferPointer(file.bytes).isBlankText { throw DeckFileError(.empty) }
            // The parser counted lines from the first byte it still had.
            let (line, column) = file.position((syntax.line, syntax.column))
            throw DeckFileError(.syntax(JSONSyntaxError(kind: syntax.kind, message: syntax.message, offset: syntax.offset, line: line, column: column)))
        }
    }

    public func encode(_ deck: Deck) -> Data {
        Data(DeckEncoder.encode(deck))
    }
}

extension Collection<UInt8> {
    /// Nothing but JSON whitespace, after an optional byte order mark: an "empty file".
    var isBlankText: Bool {
        let body = starts(with: [0xEF, 0xBB, 0xBF]) ? dropFirst(3) : self[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}

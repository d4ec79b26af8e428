import Foundation

/// The default codec: the flashzilla-deck format read with `JSONParser` (streaming the
/// cards, see `DeckStreamDecoder`) and written in `JSONWriter`'s layout (`DeckEncoder`).
public struct FlashzillaDeckCodec: DeckCodec {
    public init() {}

    public func decode(_ data: Data, fileName: String, now: Date) throws(DeckFileError) -> DecodedDeck {
        var decoder = DeckDocumentDecoder(fileName: fileName, now: now)
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

    /// Decodes a file read a window at a time (so its bytes and its cards are not both
    /// held in full), keeping only the first `keepingCards` cards (all are checked and counted).
    func decode(window: FileWindow, fileName: String, now: Date, keepingCards: Int = .max) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        var decoder = DeckDocumentDecoder(fileName: fileName, now: now)
        do {
            return try DeckStreamDecoder.decode(window, with: &decoder, keepingCards: keepingCards)
        } catch {
            if case .syntax = error.problem, window.start == 0, window.atEnd, window.bytes.isBlankText { throw DeckFileError(.empty) }
            throw error
        }
    }

    public func encode(_ deck: Deck) -> Data {
        Data(DeckEncoder.encode(deck))
    }

    /// Streamed both ways: a window at a time in, a quarter megabyte at a time out.
    public var fileCoding: DeckFileCoding {
        DeckFileCoding(decode: { window, fileName, now, keepingCards throws(DeckFileError) in
            try decode(window: window, fileName: fileName, now: now, keepingCards: keepingCards)
        }, encode: { deck, chunkSize, write in
            DeckEncoder.encode(deck, chunkSize: chunkSize, write: write)
        })
    }
}

extension Collection<UInt8> {
    /// Nothing but JSON whitespace, after an optional byte order mark: an "empty file".
    var isBlankText: Bool {
        let body = starts(with: [0xEF, 0xBB, 0xBF]) ? dropFirst(3) : self[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }
}

import Foundation

/// How `DeckStore` reads a deck file and writes one through a codec: as a window onto the
/// file (`FileWindow`, which also hashes what it reads) and as pieces handed to the file as
/// they are encoded. `FlashzillaDeckCodec` streams both ways, so a 30 MB deck is never
/// held whole beside its cards; any other codec is given whole files (`whole`).
public struct DeckFileCoding: Sendable {
    /// Decodes the file behind `window`, keeping its first `keepingCards` cards (all are
    /// checked and counted): the deck, and how many cards the file has.
    let decode: @Sendable (_ window: FileWindow, _ fileName: String, _ now: Date, _ keepingCards: Int)
        throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int)
    /// Encodes `deck` in pieces of about `chunkSize` bytes, each passed to `write` (which
    /// must not keep it).
    let encode: @Sendable (_ deck: Deck, _ chunkSize: Int, _ write: (UnsafeRawBufferPointer) -> Void) -> Void

    /// The whole file read, then `codec.decode`; `codec.encode` written in one piece.
    static func whole(_ codec: some DeckCodec) -> DeckFileCoding {
        DeckFileCoding(decode: { window, fileName, now, keepingCards throws(DeckFileError) in
            _ = try window.readToEnd(keepingFrom: 0)
            var decoded = try codec.decode(Data(window.bytes), fileName: fileName, now: now)
            let count = decoded.deck.cards.count
            if count > keepingCards { decoded.deck.cards.removeSubrange(keepingCards...) }
            return (decoded, count)
        }, encode: { deck, _, write in
            codec.encode(deck).withUnsafeBytes(write)
        })
    }
}

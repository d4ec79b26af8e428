import Foundation

/// Ids for decks and cards whose file gives none (hand-written and scripted decks), derived
/// from what identifies them, so the same file gives the same ids on every launch and every
/// machine without being rewritten — review history can then be keyed by them.
///
/// An id is a version 8 UUID (RFC 9562, "custom") whose other 122 bits are the MurmurHash3
/// x64-128 digest of a byte string (`docs/deck-format.md` spells it out; `scripts/derived-ids.py`
/// computes the same ids):
/// - a deck: `deckNamespace` (16 bytes) + the file name's UTF-8 (`capitals.json`);
/// - a card: the deck's id (16 bytes) + u32 LE prompt length + prompt UTF-8 + u32 LE answer
///   length + answer UTF-8 + u32 LE occurrence (0 for the first card with this text, 1 for
///   the next identical one, …), the text as stored: trimmed, exactly as written.
public enum DerivedID {
    /// Keeps deck ids derived from file names apart from any other use of the hash.
    public static let deckNamespace = UUID(uuidString: "C9355E38-3A70-4A31-84F7-6A0B4014B70E")!

    /// The id of a deck without one, from its file's name (not its path).
    public static func deck(fileName: String) -> UUID {
        var bytes = [UInt8]()
        append(deckNamespace, to: &bytes)
        bytes.append(contentsOf: fileName.utf8)
        return bytes.withUnsafeBytes { uuid(hashing: $0) }
    }

    /// The id of a card without one (see above). `scratch` is reused between cards so that
    /// deriving 100,000 ids allocates nothing per card.
    package static func card(deck: UUID, prompt: UnsafeBufferPointer<UInt8>, answer: UnsafeBufferPointer<UInt8>,
                     occurrence: UInt32, scratch: inout [UInt8]) -> UUID {
        let total = 16 + 4 + prompt.count + 4 + answer.count + 4
        if scratch.count < total { scratch = [UInt8](repeating: 0, count: max(total, 2 * scratch.count, 256)) }
        return scratch.withUnsafeMutableBytes { buffer in
            var at = 0
            func put(_ bytes: UnsafeRawBufferPointer) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                (buffer.baseAddress! + at).copyMemory(from: source, byteCount: bytes.count)
                at += bytes.count
            }
            withUnsafeBytes(of: deck.uuid) { put($0) }
            withUnsafeBytes(of: UInt32(prompt.count).littleEndian) { put($0) }
            put(UnsafeRawBufferPointer(prompt))
            withUnsafeBytes(of: UInt32(answer.count).littleEndian) { put($0) }
            put(UnsafeRawBufferPointer(answer))
            withUnsafeBytes(of: occurrence.littleEndian) { put($0) }
            return uuid(hashing: UnsafeRawBufferPointer(rebasing: buffer[0..<at]))
        }
    }

    /// The card's derived id (`occurrence` as above).
    public static func card(deck: UUID, prompt: String, answer: String, occurrence: UInt32 = 0) -> UUID {
        var prompt = prompt, answer = answer, scratch: [UInt8] = []
        return prompt.withUTF8 { p in answer.withUTF8 { a in card(deck: deck, prompt: p, answer: a, occurrence: occurrence, scratch: &scratch) } }
    }

    private static func uuid(hashing bytes: UnsafeRawBufferPointer) -> UUID {
        let (h1, h2) = MurmurHash3.x64_128(bytes)
        var raw = (UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0),
                   UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0), UInt8(0))
        withUnsafeMutableBytes(of: &raw) { out in
            out.storeBytes(of: h1.littleEndian, toByteOffset: 0, as: UInt64.self)
            out.storeBytes(of: h2.littleEndian, toByteOffset: 8, as: UInt64.self)
            out[6] = out[6] & 0x0F | 0x80  // version 8
            out[8] = out[8] & 0x3F | 0x80  // RFC 9562 variant
        }
        return UUID(uuid: raw)
    }

    private static func append(_ id: UUID, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: id.uuid) { bytes.append(contentsOf: $0) }
    }
}

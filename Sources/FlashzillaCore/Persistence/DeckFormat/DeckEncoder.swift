/// Writes a deck straight to bytes, exactly as `JSONWriter.bytes(DeckFormat.document(for:))`
/// would, without building a dictionary per card first (3× faster on 100,000 cards): the
/// deck's own fields and the rare card with fields `CardBytesWriter` leaves alone go
/// through the tree, every other card through `CardBytesWriter`.
enum DeckEncoder {
    static func encode(_ deck: Deck) -> [UInt8] {
        var writer = JSONByteWriter()
        writer.bytes.reserveCapacity(256 + deck.cards.count * 320)
        encode(deck, into: &writer, flushingEvery: nil) { _ in }
        return writer.bytes
    }

    /// The same bytes in pieces of about `chunkSize`, each passed to `write` (which must
    /// not keep the buffer): a 100,000-card deck need not be in memory twice over.
    static func encode(_ deck: Deck, chunkSize: Int, write: (UnsafeRawBufferPointer) -> Void) {
        var writer = JSONByteWriter()
        writer.bytes.reserveCapacity(chunkSize + 64 * 1024)
        encode(deck, into: &writer, flushingEvery: chunkSize, write: write)
        writer.bytes.withUnsafeBytes(write)
    }

    private static func encode(_ deck: Deck, into writer: inout JSONByteWriter, flushingEvery chunkSize: Int?,
                               write: (UnsafeRawBufferPointer) -> Void) {
        // The deck's own fields are few: a dictionary is fine, except for the cards.
        // The notes too are written straight to bytes (`NoteBytesWriter`): as a tree, an
        // Anki import's 50,000 notes were a dictionary each, its keys hashed and sorted.
        // Handed on in pieces, the notes as the cards: an Anki import's 50,000 notes were
        // otherwise one buffer of 10 MB, grown by doubling (the first sync's peak).
        func flush(_ writer: inout JSONByteWriter) {
            guard let chunkSize, writer.bytes.count >= chunkSize else { return }
            writer.bytes.withUnsafeBytes(write)
            writer.bytes.removeAll(keepingCapacity: true)
        }
        var fields = DeckFormat.members(of: deck, leavingOut: DeckFieldTable.notes)
        fields[DeckFieldTable.cards] = .null // a stand-in, so the key sorts into place
        if !deck.notes.isEmpty { fields[DeckFieldTable.notes] = .null } // the same; none are left out
        writer.open(UInt8(ascii: "{"))
        for (i, member) in JSONWriter.sortedMembers(fields).enumerated() {
            writer.key(member.key, indent: 1, first: i == 0)
            if member.key == DeckFieldTable.notes {
                NoteBytesWriter.write(deck.notes, into: &writer, indent: 1, afterEach: flush)
                continue
            }
            guard member.key == DeckFieldTable.cards else {
                writer.value(member.value, indent: 1)
                continue
            }
            writer.open(UInt8(ascii: "["))
            var fast = CardBytesWriter()
            let cards = CardEntries.collapse(deck.cards)
            for (j, card) in cards.enumerated() {
                writer.element(indent: 2, first: j == 0)
                if fast.canWrite(card) {
                    fast.append(card, to: &writer.bytes)
                } else {
                    writer.value(DeckFormat.document(for: card), indent: 2)
                }
                flush(&writer)
            }
            writer.close(UInt8(ascii: "]"), indent: 1, empty: cards.isEmpty)
        }
        writer.close(UInt8(ascii: "}"), indent: 0, empty: false)
        writer.bytes.append(UInt8(ascii: "\n"))
    }
}

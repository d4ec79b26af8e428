import Foundation

/// JSON → Deck for the flashzilla-deck format, by its field tables (`DeckFieldTable`,
/// `CardFieldTable`): defaults for what is missing, and an error naming the JSON path for
/// anything wrong. The first problem, in a fixed order (deck fields in table order, then
/// cards in order), fails the whole file: a half-loaded deck that is then saved would
/// lose cards.
struct DeckDocumentDecoder {
    /// Stands in for missing dates, truncated to whole seconds as the file stores them,
    /// so a deck read, written and read again is equal to itself.
    let now: Date
    /// The file's name (not its path): a deck without an id gets one derived from it.
    let fileName: String
    var warnings: [String] = []
    var filledInValues = false
    /// Whether a card read so far has a `note` (whose note must then be among the deck's).
    var cardsNameNotes = false
    /// Whether a card read so far is an entry of a kind (reversed, cloze, typed), to expand.
    var cardsHaveKinds = false

    /// The deck id derived from `fileName`: cards without an id derive theirs from it as
    /// they are read, while their text is at hand (a deck that turns out to have an id of
    /// its own, usually written after its cards, has them derived again at the end).
    let fileDeckID: UUID
    var idScratch: [UInt8] = []
    /// `CardFieldTable.generic`, looked up once rather than per card.
    let genericCardFields = CardFieldTable.generic

    init(fileName: String, now: Date) {
        self.now = ISO8601Timestamp.truncated(now)
        self.fileName = fileName
        self.fileDeckID = DerivedID.deck(fileName: fileName)
    }

    mutating func decode(_ document: JSONValue) throws(DeckFileError) -> DecodedDeck {
        guard case .object(let fields) = document else { throw .invalid("", "the top level must be a JSON object") }
        var noCards: DecodedCards?
        return try decode(fields: fields, streamedCards: &noCards)
    }

    /// `fields` are the deck's members; the cards are among them, or — when
    /// `DeckStreamDecoder` read them as it went — in `streamedCards` (taken from there, so
    /// that the 100,000-card array is never copied).
    mutating func decode(fields: [String: JSONValue], streamedCards: inout DecodedCards?) throws(DeckFileError) -> DecodedDeck {
        var file = DeckFile(deck: Deck(id: fileDeckID, name: ""))
        do {
            for field in DeckFieldTable.entries {
                if try !field.apply(fields[field.key], to: &file, objectPath: "") { filledInValues = true }
            }
            if file.version > DeckFormat.currentVersion {
                warnings.append("written by a newer Flashzilla (deck format version \(file.version); this one reads version \(DeckFormat.currentVersion)), so it is read-only")
            }
            file.deck.cards = try cards(from: fields[DeckFieldTable.cards], streamedCards: &streamedCards, deckID: file.deck.id)
            if file.deck.hasNotes || cardsNameNotes { try Self.checkNoteReferences(in: file.deck) }
        } catch {
            // Read up to the version: a newer one may explain the problem.
            guard file.version > DeckFormat.currentVersion, case .invalid(let path, let message) = error.problem else { throw error }
            throw .invalid(path, "\(message) (the file is deck format version \(file.version), newer than this Flashzilla reads)")
        }
        file.deck.unknownFields = fields.filter { !DeckFieldTable.keys.contains($0.key) }
        return DecodedDeck(deck: file.deck, isReadOnly: file.version > DeckFormat.currentVersion, warnings: warnings,
                           filledInValues: filledInValues)
    }

    /// The cards of the `cards` member `value`, or the streamed ones, with their ids.
    private mutating func cards(from value: JSONValue?, streamedCards: inout DecodedCards?, deckID: UUID) throws(DeckFileError) -> [Card] {
        let wasStreamed = streamedCards != nil
        var decoded = streamedCards ?? DecodedCards()
        streamedCards = nil
        if !wasStreamed, let value, value != .null {
            guard case .array(let elements) = value else { throw .invalid(DeckFieldTable.cards, "must be an array") }
            for (index, element) in elements.enumerated() where !decoded.hasFailed {
                do {
                    try decoded.add(card(from: element, index: index))
                } catch {
                    decoded.fail(error)
                }
            }
        }
        if let error = decoded.firstError { throw error }
        let cards = assignIDs(to: &decoded, deckID: deckID)
        return cardsHaveKinds ? try CardEntries.expand(cards) : cards
    }
}

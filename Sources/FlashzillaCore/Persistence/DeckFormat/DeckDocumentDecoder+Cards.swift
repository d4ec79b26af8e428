import Foundation

/// Cards: each read into a `PendingCard` (from a parsed object here, or straight from the
/// bytes by `DeckStreamDecoder`), checked by `CardFieldTable`, then given its id.
extension DeckDocumentDecoder {
    /// The card, with its derived id (occurrence 0, see `assignIDs`) if the file gave none.
    mutating func card(from value: JSONValue, index: Int) throws(DeckFileError) -> DecodedCard {
        guard case .object(let members) = value else { throw .invalid("cards[\(index)]", "must be an object") }
        var fields = PendingCard()
        for (key, value) in members { fields.set(key, value) }
        return try card(from: &fields, index: index)
    }

    /// The rules for one card, checked in the table's order, then whether prompt and answer
    /// are empty. Tags and unknown fields are moved out of `fields`; the text is copied
    /// from its reused buffers.
    mutating func card(from fields: inout PendingCard, index: Int) throws(DeckFileError) -> DecodedCard {
        if let cloze = fields.unknown["cloze"], cloze != .null { try Self.takeClozeText(cloze, into: &fields, index: index) }
        guard fields.allValid else { throw problem(in: fields, index: index) }
        let createdAt = fields.createdAt ?? fields.updatedAt ?? now
        if fields.createdAt == nil || fields.updatedAt == nil { filledInValues = true }
        var tags: [String] = [], unknown: [String: JSONValue] = [:]
        swap(&tags, &fields.tags)
        swap(&unknown, &fields.unknown)
        let id = fields.id ?? Self.placeholderID, updatedAt = fields.updatedAt ?? createdAt
        var card: Card
        if fields.promptIsTrimmed && fields.answerIsTrimmed {
            // The usual case: the text is made once, straight from the bytes read.
            card = fields.prompt.withUTF8 { prompt in
                fields.answer.withUTF8 { answer in
                    Card(id: id, validatedPromptUTF8: prompt, answerUTF8: answer, wordType: fields.wordType, tags: tags,
                         createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknown)
                }
            }
        } else {
            var prompt = fields.prompt.string
            var answer = fields.answer.string
            do throws(CardError) {
                if !fields.promptIsTrimmed { prompt = try Card.validated(prompt, field: .prompt) }
                if !fields.answerIsTrimmed { answer = try Card.validated(answer, field: .answer) }
            } catch {
                switch error {
                case .empty(let field): throw .invalid("cards[\(index)].\(field.rawValue)", "must not be empty")
                }
            }
            card = Card(id: id, validatedPrompt: prompt, validatedAnswer: answer, wordType: fields.wordType, tags: tags,
                        createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknown)
        }
        // A generic field that is absent takes the default the card already holds (they
        // are all optional), so a card without any (nearly all) skips them.
        if !card.unknownFields.isEmpty && !genericCardFields.isEmpty { try readGenericFields(into: &card, index: index) }
        if fields.id == nil {
            card.id = card.withTextUTF8 { DerivedID.card(deck: fileDeckID, prompt: $0, answer: $1, occurrence: 0, scratch: &idScratch) }
        }
        return DecodedCard(card: card, idGiven: fields.id != nil)
    }

    /// The table's fields that `PendingCard` kept among the unknown ones, taken out and read.
    private mutating func readGenericFields(into card: inout Card, index: Int) throws(DeckFileError) {
        var unknown = card.unknownFields
        let hasOrd = unknown["ord"].map { $0 != .null } ?? false
        for field in genericCardFields {
            _ = try field.apply(unknown.removeValue(forKey: field.key), to: &card, objectPath: "cards[\(index)]")
        }
        if hasOrd && card.note == nil { throw .invalid("cards[\(index)].ord", "only with \"note\" (which of a note's cards this is)") }
        if card.note != nil { cardsNameNotes = true }
        if card.entry != nil { cardsHaveKinds = true }
        if card.entry?.cloze != nil, card.unknownFields["reversed"] == .bool(true) {
            throw .invalid("cards[\(index)].reversed", "a cloze entry cannot be reversed (its cloze numbers make its cards)")
        }
        card.unknownFields = unknown
    }

    /// A cloze entry has no prompt or answer of its own: its text stands in for both until
    /// the entry is expanded into its cards (`CardEntries.expand`).
    private static func takeClozeText(_ value: JSONValue, into fields: inout PendingCard, index: Int) throws(DeckFileError) {
        for key in [PendingCard.Key.prompt, .answer] where fields[key] != .absent {
            throw .invalid("cards[\(index)].\(key.name)", "a cloze entry has no \(key.name) (its cloze text makes its cards')")
        }
        guard case .string(var text) = value else { throw .invalid("cards[\(index)].cloze", "must be a string") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalid("cards[\(index)].cloze", "must not be empty")
        }
        text.withUTF8 { bytes in
            fields.setString(.prompt, utf8: bytes)
            fields.setString(.answer, utf8: bytes)
        }
    }

    /// The first problem with a card whose fields are not all valid, in the table's order:
    /// the table's own message for the bad value `fields` kept.
    private func problem(in fields: PendingCard, index: Int) -> DeckFileError {
        let path = "cards[\(index)]"
        var scratch = fields.unknown, card = Self.scratchCard
        do throws(DeckFileError) {
            for field in CardFieldTable.entries {
                guard let key = PendingCard.Key(field.key) else {
                    _ = try field.apply(scratch.removeValue(forKey: field.key), to: &card, objectPath: path)
                    continue
                }
                switch fields[key] {
                case .absent: _ = try field.apply(nil, to: &card, objectPath: path)
                case .null: _ = try field.apply(.null, to: &card, objectPath: path)
                case .bad: _ = try field.apply(fields.badValues[key] ?? .null, to: &card, objectPath: path)
                case .valid: continue
                }
            }
        } catch {
            return error
        }
        preconditionFailure("\(path): the card reader found a problem that the card table does not")
    }

    static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    /// A card the table's reads write into while looking for a problem.
    private static let scratchCard = Card(id: placeholderID, validatedPrompt: "p", validatedAnswer: "a", wordType: nil, tags: [],
                                          createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0),
                                          unknownFields: [:])

    // MARK: Ids

    /// Ids in the file are kept, except a repeat of an earlier card's id. Missing and
    /// repeated ids are derived from the card's text (`DerivedID`): the first card with a
    /// text gets occurrence 0, an identical one the next occurrence whose id is free.
    mutating func assignIDs(to decoded: inout DecodedCards, deckID: UUID) -> [Card] {
        var cards = decoded.takeCards()
        var scratch: [UInt8] = []
        func derive(_ card: Card, _ occurrence: UInt32) -> UUID {
            card.withTextUTF8 { DerivedID.card(deck: deckID, prompt: $0, answer: $1, occurrence: occurrence, scratch: &scratch) }
        }
        var isMissing = decoded.missingIDs.makeIterator()
        var nextMissing = isMissing.next()
        var taken = CardIDIndex(minimumCapacity: cards.count)
        // Cards without an id hold the id derived as they were read (occurrence 0).
        var needing: [Int] = []
        for index in cards.indices {
            if index == nextMissing {
                needing.append(index)
                nextMissing = isMissing.next()
                continue
            }
            if !taken.insert(index, of: cards) {
                warnings.append("cards[\(index)]: duplicate id \(cards[index].id.uuidString); the card was given a new id")
                cards[index].id = derive(cards[index], 0)
                needing.append(index)
            }
        }
        guard !needing.isEmpty else { return cards }
        filledInValues = true
        if deckID != fileDeckID {
            for index in decoded.missingIDs { cards[index].id = derive(cards[index], 0) }
        }
        // For texts met again: the occurrence to try next, keyed by the text's first id,
        // so that many identical cards cost one probe each, not one per earlier copy.
        var nextOccurrence: [UUID: UInt32] = [:]
        for index in needing {
            if taken.insert(index, of: cards) { continue }
            let first = cards[index].id
            var occurrence = nextOccurrence[first] ?? 1
            repeat {
                cards[index].id = derive(cards[index], occurrence)
                occurrence += 1
            } while !taken.insert(index, of: cards)
            nextOccurrence[first] = occurrence
        }
        return cards
    }
}

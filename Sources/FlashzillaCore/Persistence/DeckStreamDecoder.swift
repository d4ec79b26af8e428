import Foundation

/// Reads a deck file straight from its bytes. The deck's own fields become `JSONValue`s
/// as usual, but each card's members go directly into a `Card`: no dictionary per card,
/// no tree of 100,000 objects to build and free. The rules are `DeckDocumentDecoder`'s,
/// and so are the errors, in the same order; only the walk through the file differs.
enum DeckStreamDecoder {
    /// `releasing`, if given, is told now and then that the bytes before an offset are no
    /// longer needed (it returns the offset before which they are gone; error positions
    /// are then counted from there, see `JSONParser.forgetBytes(before:)`).
    /// (`releaseStep`: how much is read between two such offers; tests make it small.)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, with decoder: inout DeckDocumentDecoder,
                       releasing: ((Int) -> Int)? = nil, releaseStep: Int = defaultReleaseStep) throws(DeckFileError) -> DecodedDeck {
        try decode(bytes, with: &decoder, keepingCards: .max, releasing: releasing, releaseStep: releaseStep).decoded
    }

    /// The same, keeping only the first `keepingCards` cards (every card is still checked:
    /// a deck with a bad card anywhere is an error) and counting all.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, with decoder: inout DeckDocumentDecoder, keepingCards: Int,
                       releasing: ((Int) -> Int)?, releaseStep: Int) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        var parser = JSONParser(bytes: bytes, maximumDepth: JSONReader.maximumDepth)
        var fields: [String: JSONValue] = [:]
        var cards: DecodedCards?
        let other: JSONValue?
        do {
            other = try walk(&parser, decoder: &decoder, fields: &fields, cards: &cards, keepingCards: keepingCards,
                             releasing: releasing.map { ($0, releaseStep) })
        } catch {
            throw DeckFileError(.syntax(error))
        }
        // Not an object: the decoder explains why that is not a deck.
        if let other { return (try decoder.decode(other), 0) }
        let count = cards?.count ?? 0
        return (try decoder.decode(fields: fields, streamedCards: &cards), count)
    }

    /// Reads the deck object's members into `fields`, and its `cards` array into `cards`;
    /// or returns the document if it is not an object.
    private static func walk(_ parser: inout JSONParser, decoder: inout DeckDocumentDecoder, fields: inout [String: JSONValue],
                             cards: inout DecodedCards?, keepingCards: Int, releasing: Releasing?) throws(JSONSyntaxError) -> JSONValue? {
        parser.beginDocument()
        guard parser.nextByte == UInt8(ascii: "{") else {
            let value = try parser.parseValue()
            try parser.endDocument()
            return value
        }
        try parser.openContainer()
        var first = true
        while let key = try parser.nextKey(first: first) {
            first = false
            // A repeated key replaces the earlier value, as in JSONReader.
            if key == DeckFormat.DeckKey.cards && parser.nextByte == UInt8(ascii: "[") {
                fields[key] = nil
                cards = nil  // an earlier array's cards are freed before the next is read
                cards = try readCards(&parser, decoder: &decoder, keepingCards: keepingCards, releasing: releasing)
            } else {
                if key == DeckFormat.DeckKey.cards { cards = nil }
                fields[key] = try parser.parseValue()
            }
        }
        try parser.endDocument()
        return nil
    }

    /// How much is read between two offers to give bytes back.
    static let defaultReleaseStep = 1 << 18

    /// Where to offer bytes back, and how often.
    private typealias Releasing = (release: (Int) -> Int, step: Int)

    /// The `cards` array. After the first bad card the rest is only checked for syntax.
    private static func readCards(_ parser: inout JSONParser, decoder: inout DeckDocumentDecoder, keepingCards: Int,
                                  releasing: Releasing?) throws(JSONSyntaxError) -> DecodedCards {
        try parser.openContainer()
        var result = DecodedCards()
        result.keepLimit = keepingCards
        // A card as we write it takes 150 bytes or more; hand-written ones may be smaller.
        result.reserve(min(parser.bytesLeft / 100, 2_000_000))
        // One set of fields for every card: its text is moved out into each card.
        var fields = CardFields()
        var index = 0
        var nextRelease = parser.position + (releasing?.step ?? 0)
        while try parser.hasNextElement(first: index == 0) {
            if let releasing, parser.position >= nextRelease {
                parser.forgetBytes(before: releasing.release(parser.position))
                nextRelease = parser.position + releasing.step
            }
            defer { index += 1 }
            guard !result.hasFailed else {
                _ = try parser.parseValue()
                continue
            }
            if parser.nextByte == UInt8(ascii: "{") {
                fields.reset()
                fields.keepsText = result.keepsNext
                try readCardFields(&parser, into: &fields)
                do throws(DeckFileError) {
                    try result.add(decoder.card(from: &fields, index: index))
                } catch {
                    result.fail(error)
                }
            } else {
                let element = try parser.parseValue()
                do throws(DeckFileError) {
                    try result.add(decoder.card(from: element, index: index))
                } catch {
                    result.fail(error)
                }
            }
        }
        return result
    }

    /// One card object, its known fields read straight from the bytes: keys are matched
    /// without making Strings, ids and dates are parsed in place, and only the text
    /// (prompt, answer, tags) and unknown members become Strings and values.
    private static func readCardFields(_ parser: inout JSONParser, into fields: inout CardFields) throws(JSONSyntaxError) {
        try parser.openContainer()
        var first = true
        while try parser.nextMember(first: first) {
            first = false
            // The usual keys are recognised in place; any other is scanned as a string.
            let known: CardFields.Key
            if let plain = try CardFields.Key.skip(&parser) {
                known = plain
            } else {
                let key = try parser.scanKey()
                guard let matched = parser.withUTF8(key, CardFields.Key.key(utf8:)) else {
                    fields.unknown[parser.string(key)] = try parser.parseValue()
                    continue
                }
                known = matched
            }
            switch parser.nextByte {
            case UInt8(ascii: "\""):
                let text = try parser.scanString()
                parser.withUTF8(text) { fields.setString(known, utf8: $0) }
            case UInt8(ascii: "[") where known == .tags:
                try readTags(&parser, into: &fields)
            default:
                fields.setNotString(known, isNull: try parser.parseValue() == .null)
            }
        }
    }

    /// A `tags` array, without a `JSONValue` per tag.
    private static func readTags(_ parser: inout JSONParser, into fields: inout CardFields) throws(JSONSyntaxError) {
        try parser.openContainer()
        var tags: [String] = []
        var firstNonString: Int?
        var index = 0
        while try parser.hasNextElement(first: index == 0) {
            if parser.nextByte == UInt8(ascii: "\"") {
                tags.append(parser.string(try parser.scanString()))
            } else {
                _ = try parser.parseValue()
                if firstNonString == nil { firstNonString = index }
            }
            index += 1
        }
        if let firstNonString {
            fields.setInvalidTags(firstNonString: firstNonString)
        } else {
            fields.setTags(tags)
        }
    }
}

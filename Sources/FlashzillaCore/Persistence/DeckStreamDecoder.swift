import Foundation

/// Reads a deck file straight from its bytes. The deck's own fields become `JSONValue`s
/// as usual, but each card's members go directly into a `Card`: no dictionary per card,
/// no tree of 100,000 objects to build and free. The rules are `DeckDocumentDecoder`'s,
/// and so are the errors, in the same order; only the walk through the file differs.
enum DeckStreamDecoder {
    private enum Document {
        case deck(fields: [String: JSONValue], cards: DecodedCards?)
        /// Not an object: the decoder explains why that is not a deck.
        case other(JSONValue)
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, with decoder: inout DeckDocumentDecoder) throws(DeckFileError) -> DecodedDeck {
        var parser = JSONParser(bytes: bytes, maximumDepth: JSONReader.maximumDepth)
        let document: Document
        do {
            document = try walk(&parser, decoder: &decoder)
        } catch {
            throw DeckFileError(.syntax(error))
        }
        switch document {
        case .deck(let fields, let cards): return try decoder.decode(fields: fields, streamedCards: cards)
        case .other(let value): return try decoder.decode(value)
        }
    }

    private static func walk(_ parser: inout JSONParser, decoder: inout DeckDocumentDecoder) throws(JSONSyntaxError) -> Document {
        parser.beginDocument()
        guard parser.nextByte == UInt8(ascii: "{") else {
            let value = try parser.parseValue()
            try parser.endDocument()
            return .other(value)
        }
        try parser.openContainer()
        var fields: [String: JSONValue] = [:]
        var cards: DecodedCards?
        var first = true
        while let key = try parser.nextKey(first: first) {
            first = false
            // A repeated key replaces the earlier value, as in JSONReader.
            if key == DeckFormat.DeckKey.cards && parser.nextByte == UInt8(ascii: "[") {
                fields[key] = nil
                cards = try readCards(&parser, decoder: &decoder)
            } else {
                if key == DeckFormat.DeckKey.cards { cards = nil }
                fields[key] = try parser.parseValue()
            }
        }
        try parser.endDocument()
        return .deck(fields: fields, cards: cards)
    }

    /// The `cards` array. After the first bad card the rest is only checked for syntax.
    private static func readCards(_ parser: inout JSONParser, decoder: inout DeckDocumentDecoder) throws(JSONSyntaxError) -> DecodedCards {
        try parser.openContainer()
        var result = DecodedCards()
        var index = 0
        while try parser.hasNextElement(first: index == 0) {
            defer { index += 1 }
            guard result.firstError == nil else {
                _ = try parser.parseValue()
                continue
            }
            if parser.nextByte == UInt8(ascii: "{") {
                let fields = try readCardFields(&parser)
                result.add(Result { () throws(DeckFileError) in try decoder.card(from: fields, index: index) })
            } else {
                let element = try parser.parseValue()
                result.add(Result { () throws(DeckFileError) in try decoder.card(from: element, index: index) })
            }
        }
        return result
    }

    private static func readCardFields(_ parser: inout JSONParser) throws(JSONSyntaxError) -> CardFields {
        try parser.openContainer()
        var fields = CardFields()
        var first = true
        while let key = try parser.nextKey(first: first) {
            first = false
            fields.set(key, try parser.parseValue())
        }
        return fields
    }
}

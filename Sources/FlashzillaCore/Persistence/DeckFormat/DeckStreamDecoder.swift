import Foundation

/// Reads a deck file straight from its bytes. The deck's own fields become `JSONValue`s
/// as usual, but each card's members go directly into a `Card`: no dictionary per card,
/// no tree of 100,000 objects to build and free. The rules are `DeckDocumentDecoder`'s,
/// and so are the errors, in the same order; only the walk through the file differs.
///
/// The input is all the bytes at once, or a `FileWindow` that holds a part of the file
/// at a time. Then the document is read in pieces — a deck member, a card — each of which
/// must see whole tokens: a piece that fails, or that ends with nothing after it in the
/// window (a number cut in two looks whole), while more of the file is unread, is read
/// again once the window holds more. Its effects are only kept when it completes.
enum DeckStreamDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, with decoder: inout DeckDocumentDecoder) throws(DeckFileError) -> DecodedDeck {
        var reader = Reader(parser: JSONParser(bytes: bytes, maximumDepth: JSONReader.maximumDepth), window: nil)
        return try decode(&reader, with: &decoder, keepingCards: .max).decoded
    }

    /// The same from a file window, keeping only the first `keepingCards` cards (every card
    /// is still checked: a deck with a bad card anywhere is an error) and counting all.
    static func decode(_ window: FileWindow, with decoder: inout DeckDocumentDecoder,
                       keepingCards: Int) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        var reader = Reader(parser: JSONParser(bytes: window.bytes, maximumDepth: JSONReader.maximumDepth), window: window)
        return try decode(&reader, with: &decoder, keepingCards: keepingCards)
    }

    private static func decode(_ reader: inout Reader, with decoder: inout DeckDocumentDecoder,
                               keepingCards: Int) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        var fields: [String: JSONValue] = [:]
        var cards: DecodedCards?
        // Not an object: the decoder explains why that is not a deck.
        if let other = try walk(&reader, decoder: &decoder, fields: &fields, cards: &cards, keepingCards: keepingCards) {
            return (try decoder.decode(other), 0)
        }
        let count = cards?.count ?? 0
        return (try decoder.decode(fields: fields, streamedCards: &cards), count)
    }

    /// The parser, and the window it reads when the input is a file read in parts.
    private struct Reader {
        var parser: JSONParser
        let window: FileWindow?

        /// Runs `piece` (reading one piece of the document) so that it sees whole tokens,
        /// as described above.
        @inline(__always)
        mutating func read<T>(_ piece: (inout JSONParser) throws(JSONSyntaxError) -> T) throws(DeckFileError) -> T {
            guard let window else {
                do { return try piece(&parser) } catch { throw DeckFileError(.syntax(error)) }
            }
            while true {
                let mark = parser.mark()
                do {
                    let result = try piece(&parser)
                    if window.atEnd || parser.hasMoreBytes() { return result }
                } catch {
                    if window.atEnd { throw DeckFileError(.syntax(window.located(error))) }
                }
                parser.restore(mark)
                let shift = try window.takeMore(keepingFrom: mark.position)
                parser.rebase(window.bytes, shift: shift)
            }
        }

        /// How many bytes of the whole input follow the parser's position.
        var bytesLeft: Int {
            guard let window else { return parser.bytesLeft }
            return max(0, window.totalCount - window.start - parser.position)
        }

        /// Between pieces: when little is left ahead in the window, drop what is behind and read on.
        @inline(__always)
        mutating func readAheadIfLow() throws(DeckFileError) {
            guard let window, !window.atEnd, window.filled - parser.position < window.lowWater else { return }
            let shift = try window.takeMore(keepingFrom: parser.position)
            parser.rebase(window.bytes, shift: shift)
        }

        /// Takes in the rest of the input.
        mutating func readToEnd() throws(DeckFileError) {
            guard let window, !window.atEnd else { return }
            let shift = try window.readToEnd(keepingFrom: parser.position)
            parser.rebase(window.bytes, shift: shift)
        }
    }

    /// What one deck member turned out to be.
    private enum Member {
        case end
        /// `"cards": [` — the parser stands inside the array.
        case cards
        case other(String, JSONValue)
    }

    /// Reads the deck object's members into `fields`, and its `cards` array into `cards`;
    /// or returns the document if it is not an object.
    private static func walk(_ reader: inout Reader, decoder: inout DeckDocumentDecoder, fields: inout [String: JSONValue],
                             cards: inout DecodedCards?, keepingCards: Int) throws(DeckFileError) -> JSONValue? {
        reader.parser.beginDocument()
        guard reader.parser.nextByte == UInt8(ascii: "{") else {
            try reader.readToEnd()
            return try reader.read { p throws(JSONSyntaxError) in
                let value = try p.parseValue()
                try p.endDocument()
                return value
            }
        }
        try reader.read { p throws(JSONSyntaxError) in try p.openContainer() }
        var first = true
        while true {
            try reader.readAheadIfLow()
            let member = try reader.read { p throws(JSONSyntaxError) -> Member in
                guard let key = try p.nextKey(first: first) else { return .end }
                if key == DeckFieldTable.cards && p.nextByte == UInt8(ascii: "[") {
                    try p.openContainer()
                    return .cards
                }
                return .other(key, try p.parseValue())
            }
            first = false
            // A repeated key replaces the earlier value, as in JSONReader.
            switch member {
            case .end:
                try reader.readToEnd()
                try reader.read { p throws(JSONSyntaxError) in try p.endDocument() }
                // All read: the window's memory is not needed while the cards are checked.
                reader.window?.dropBuffer()
                return nil
            case .cards:
                fields[DeckFieldTable.cards] = nil
                cards = nil  // an earlier array's cards are freed before the next is read
                cards = try readCards(&reader, decoder: &decoder, keepingCards: keepingCards)
            case .other(let key, let value):
                if key == DeckFieldTable.cards { cards = nil }
                fields[key] = value
            }
        }
    }

    /// What one element of the cards array was.
    private enum Element {
        case end, object, other(JSONValue), skipped
    }

    /// The `cards` array (its `[` read). After the first bad card the rest is only checked for syntax.
    private static func readCards(_ reader: inout Reader, decoder: inout DeckDocumentDecoder,
                                  keepingCards: Int) throws(DeckFileError) -> DecodedCards {
        var result = DecodedCards()
        result.keepLimit = keepingCards
        // Room for the cards is reserved from what the first ones took: a card as we write
        // it takes 300 bytes, a hand-written one 150 or less, and room never used must not
        // be counted on (the app may fault the heap in ahead of the load).
        let bytesAtStart = reader.bytesLeft
        result.reserve(min(bytesAtStart / 100, DecodedCards.sampleSize))
        // One set of fields for every card: its text is moved out into each card.
        var fields = PendingCard()
        var index = 0
        while true {
            try reader.readAheadIfLow()
            let failed = result.hasFailed
            let keepsText = result.keepsNext
            let element = try reader.read { p throws(JSONSyntaxError) -> Element in
                guard try p.hasNextElement(first: index == 0) else { return .end }
                if failed {
                    _ = try p.parseValue()
                    return .skipped
                }
                guard p.nextByte == UInt8(ascii: "{") else { return .other(try p.parseValue()) }
                fields.reset()
                fields.keepsText = keepsText
                try readCardMembers(&p, into: &fields)
                return .object
            }
            defer { index += 1 }
            if index == DecodedCards.sampleSize {
                let perCard = max(1, (bytesAtStart - reader.bytesLeft) / index)
                result.reserve(min(index + reader.bytesLeft / perCard + reader.bytesLeft / perCard / 8, 2_000_000))
            }
            do throws(DeckFileError) {
                switch element {
                case .end: return result
                case .skipped: continue
                case .object: try result.add(decoder.card(from: &fields, index: index))
                case .other(let value): try result.add(decoder.card(from: value, index: index))
                }
            } catch {
                result.fail(error)
            }
        }
    }

    /// One card object, its known fields read straight from the bytes: keys are matched
    /// without making Strings, ids and dates are parsed in place, and only the text
    /// (prompt, answer, tags) and unknown members become Strings and values.
    private static func readCardMembers(_ parser: inout JSONParser, into fields: inout PendingCard) throws(JSONSyntaxError) {
        try parser.openContainer()
        var first = true
        while try parser.nextMember(first: first) {
            first = false
            // The usual keys are recognised in place; any other is scanned as a string.
            let known: PendingCard.Key
            if let plain = try PendingCard.Key.skip(&parser) {
                known = plain
            } else {
                let key = try parser.scanKey()
                guard let matched = parser.withUTF8(key, PendingCard.Key.key(utf8:)) else {
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
                fields.setNotString(known, try parser.parseValue())
            }
        }
    }

    /// A `tags` array, without a `JSONValue` per tag.
    private static func readTags(_ parser: inout JSONParser, into fields: inout PendingCard) throws(JSONSyntaxError) {
        try parser.openContainer()
        var tags: [String] = []
        // The tags up to the first element that is not a string, for the message.
        var bad: JSONValue?
        var index = 0
        while try parser.hasNextElement(first: index == 0) {
            if parser.nextByte == UInt8(ascii: "\""), bad == nil {
                tags.append(parser.string(try parser.scanString()))
            } else {
                let value = try parser.parseValue()
                if bad == nil { bad = .array(tags.map(JSONValue.string) + [value]) }
            }
            index += 1
        }
        if let bad {
            fields.setBadTags(bad)
        } else {
            fields.setTags(tags)
        }
    }
}

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
        guard let result = try decode(&reader, with: &decoder, keepingCards: .max, split: nil) else { preconditionFailure("no split, no restart") }
        return result.decoded
    }

    /// The same from a file window, keeping only the first `keepingCards` cards (every card
    /// is still checked: a deck with a bad card anywhere is an error) and counting all.
    /// All the cards of a file of `splittingFrom` bytes or more are read by two readers at
    /// once (`DeckSplitReader`), with the same result.
    static func decode(_ window: FileWindow, with decoder: inout DeckDocumentDecoder, keepingCards: Int,
                       splittingFrom minimumSize: Int = .max) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int) {
        let split = keepingCards == .max
            ? DeckSplitReader.start(on: window, minimumSize: minimumSize, fileName: decoder.fileName, now: decoder.now) : nil
        // The second reader never outlives the load.
        defer {
            split?.cancel()
            _ = split?.wait()
        }
        let fresh = decoder
        var reader = Reader(parser: JSONParser(bytes: window.bytes, maximumDepth: JSONReader.maximumDepth), window: window)
        if let result = try decode(&reader, with: &decoder, keepingCards: keepingCards, split: split) { return result }
        // The file changed between the two readers' reads: it is read again, by one.
        decoder = fresh
        try window.rewind()
        reader = Reader(parser: JSONParser(bytes: window.bytes, maximumDepth: JSONReader.maximumDepth), window: window)
        guard let result = try decode(&reader, with: &decoder, keepingCards: keepingCards, split: nil) else { preconditionFailure("no split, no restart") }
        return result
    }

    /// Nil if the split's two readers read different bytes (`Walked.changed`).
    private static func decode(_ reader: inout Reader, with decoder: inout DeckDocumentDecoder, keepingCards: Int,
                               split: DeckSplitReader?) throws(DeckFileError) -> (decoded: DecodedDeck, cardCount: Int)? {
        var fields: [String: JSONValue] = [:]
        var cards: DecodedCards?
        switch try walk(&reader, decoder: &decoder, fields: &fields, cards: &cards, keepingCards: keepingCards, split: split) {
        // Not an object: the decoder explains why that is not a deck.
        case .other(let other): return (try decoder.decode(other), 0)
        case .changed: return nil
        case .object: break
        }
        let count = cards?.count ?? 0
        return (try decoder.decode(fields: fields, streamedCards: &cards), count)
    }

    /// The parser, and the window it reads when the input is a file read in parts.
    struct Reader {
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

    /// What the document turned out to be.
    private enum Walked {
        case object
        /// Not an object: the whole document.
        case other(JSONValue)
        /// The two readers of a split read different bytes.
        case changed
    }

    /// Reads the deck object's members into `fields`, and its `cards` array into `cards`;
    /// or returns the document if it is not an object.
    private static func walk(_ reader: inout Reader, decoder: inout DeckDocumentDecoder, fields: inout [String: JSONValue],
                             cards: inout DecodedCards?, keepingCards: Int, split: DeckSplitReader?) throws(DeckFileError) -> Walked {
        reader.parser.beginDocument()
        guard reader.parser.nextByte == UInt8(ascii: "{") else {
            try reader.readToEnd()
            return .other(try reader.read { p throws(JSONSyntaxError) in
                let value = try p.parseValue()
                try p.endDocument()
                return value
            })
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
                return .object
            case .cards:
                fields[DeckFieldTable.cards] = nil
                cards = nil  // an earlier array's cards are freed before the next is read
                switch try readCards(&reader, decoder: &decoder, keepingCards: keepingCards, split: split) {
                case .read(let read):
                    cards = read
                case .joined(let read, let tailFields):
                    // The second reader read the rest of the document.
                    cards = read
                    for (key, value) in tailFields { fields[key] = value }
                    reader.window?.dropBuffer()
                    return .object
                case .changed:
                    return .changed
                }
            case .other(let key, let value):
                if key == DeckFieldTable.cards { cards = nil }
                fields[key] = value
            }
        }
    }

    /// What one element of the cards array was.
    private enum Element {
        case end, object, other(JSONValue), skipped
        /// The split's second reader started here (the parser stands before the separator).
        case split
    }

    /// How the `cards` array was read.
    private enum CardsRead {
        case read(DecodedCards)
        /// With the second reader's cards, and the deck members it read after them.
        case joined(DecodedCards, fields: [String: JSONValue])
        case changed
    }

    /// The `cards` array (its `[` read). After the first bad card the rest is only checked for syntax.
    private static func readCards(_ reader: inout Reader, decoder: inout DeckDocumentDecoder,
                                  keepingCards: Int, split: DeckSplitReader?) throws(DeckFileError) -> CardsRead {
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
        // The file offset where the second reader started, until this reader is past it.
        var splitAt = split?.offset
        let window = reader.window
        while true {
            try reader.readAheadIfLow()
            let failed = result.hasFailed
            let keepsText = result.keepsNext
            if let at = splitAt, let window, failed || window.start + reader.parser.position > at {
                split?.cancel()
                splitAt = nil
            }
            let element = try reader.read { p throws(JSONSyntaxError) -> Element in
                let mark = p.mark()
                guard try p.hasNextElement(first: index == 0) else { return .end }
                if let splitAt, let window, window.start + p.position == splitAt {
                    p.restore(mark)
                    return .split
                }
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
            if case .split = element, let split, let window {
                splitAt = nil
                if let joined = try join(&result, with: split.wait(), decoder: &decoder, window: window) { return joined }
                continue  // the second reader gave up: this one reads on
            }
            defer { index += 1 }
            if index == DecodedCards.sampleSize {
                let perCard = max(1, (bytesAtStart - reader.bytesLeft) / index)
                result.reserve(min(index + reader.bytesLeft / perCard + reader.bytesLeft / perCard / 8, 2_000_000))
            }
            do throws(DeckFileError) {
                switch element {
                case .end: return .read(result)
                case .skipped, .split: continue
                case .object: try result.add(decoder.card(from: &fields, index: index))
                case .other(let value): try result.add(decoder.card(from: value, index: index))
                }
            } catch {
                result.fail(error)
            }
        }
    }

    /// `result` followed by `tail`'s cards, once the rest of the file has been read and
    /// hashed here too and matches what the second reader read; nil without a tail.
    private static func join(_ result: inout DecodedCards, with tail: consuming DeckTail?, decoder: inout DeckDocumentDecoder,
                             window: FileWindow) throws(DeckFileError) -> CardsRead? {
        guard let tail else { return nil }
        // The whole file's hash must be of the bytes parsed, and the tail's of those the second reader parsed.
        try window.skipToEnd()
        guard window.separateHash() == tail.contentHash else { return .changed }
        result.append(tail.cards)
        decoder.filledInValues = decoder.filledInValues || tail.filledInValues
        return .joined(result, fields: tail.fields)
    }

    /// One card object, its known fields read straight from the bytes: keys are matched
    /// without making Strings, ids and dates are parsed in place, and only the text
    /// (prompt, answer, tags) and unknown members become Strings and values.
    static func readCardMembers(_ parser: inout JSONParser, into fields: inout PendingCard) throws(JSONSyntaxError) {
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

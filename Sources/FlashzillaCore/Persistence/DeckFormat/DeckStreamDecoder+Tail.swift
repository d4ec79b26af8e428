import Foundation

/// The second reader's part of a split load (`DeckSplitReader`): cards from a `{` inside the
/// deck's `cards` array to the array's end, then the deck's members after it, by the same
/// rules as the first reader. Anything the first reader would not simply read on through
/// — an error, an element that is not an object, another `cards` member — gives nil: the
/// first reader then reads that part itself, and reports what it finds.
extension DeckStreamDecoder {
    static func readTail(_ window: FileWindow, with decoder: inout DeckDocumentDecoder,
                         isCancelled: () -> Bool) -> DeckTail? {
        var parser = JSONParser(bytes: window.bytes, maximumDepth: JSONReader.maximumDepth)
        parser.beginInside(2)  // the deck object and its cards array
        var reader = Reader(parser: parser, window: window)
        do throws(DeckFileError) {
            guard let cards = try readTailCards(&reader, with: &decoder, isCancelled: isCancelled) else { return nil }
            var fields: [String: JSONValue] = [:]
            while true {
                try reader.readAheadIfLow()
                let member = try reader.read { p throws(JSONSyntaxError) -> (key: String, value: JSONValue)? in
                    guard let key = try p.nextKey(first: false) else { return nil }
                    return (key, try p.parseValue())
                }
                guard let member else { break }
                if member.key == DeckFieldTable.cards { return nil }
                fields[member.key] = member.value
            }
            try reader.readToEnd()
            try reader.read { p throws(JSONSyntaxError) in try p.endDocument() }
            let hash = window.contentHash()
            window.dropBuffer()
            return DeckTail(cards: cards, fields: fields, filledInValues: decoder.filledInValues, contentHash: hash)
        } catch {
            return nil
        }
    }

    /// The cards up to the array's closing `]`; nil for anything unusual, or when cancelled.
    private static func readTailCards(_ reader: inout Reader, with decoder: inout DeckDocumentDecoder,
                                      isCancelled: () -> Bool) throws(DeckFileError) -> DecodedCards? {
        var result = DecodedCards()
        // Room as the first reader reserves it: from what the first cards took.
        let bytesAtStart = reader.bytesLeft
        result.reserve(min(bytesAtStart / 100, DecodedCards.sampleSize))
        var fields = PendingCard()
        var index = 0
        while true {
            if index % 256 == 0, isCancelled() { return nil }
            try reader.readAheadIfLow()
            // Nil at the array's end; false for an element that is not an object.
            let isObject = try reader.read { p throws(JSONSyntaxError) -> Bool? in
                guard try p.hasNextElement(first: index == 0) else { return nil }
                guard p.nextByte == UInt8(ascii: "{") else { return false }
                fields.reset()
                fields.keepsText = true
                try readCardMembers(&p, into: &fields)
                return true
            }
            guard let isObject else { return result }
            guard isObject else { return nil }
            if index == DecodedCards.sampleSize {
                let perCard = max(1, (bytesAtStart - reader.bytesLeft) / index)
                result.reserve(min(index + reader.bytesLeft / perCard + reader.bytesLeft / perCard / 8, 2_000_000))
            }
            result.add(try decoder.card(from: &fields, index: index))
            index += 1
        }
    }
}

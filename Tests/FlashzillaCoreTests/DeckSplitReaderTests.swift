import Foundation
import Testing
@testable import FlashzillaCore

/// A large deck's cards read in two halves at once must give exactly what one reader gives:
/// the same deck, ids, warnings, fingerprint, and the same errors.
@Suite("Deck split reader")
struct DeckSplitReaderTests {
    static let splitting = { var codec = FlashzillaDeckCodec(); codec.splitMinimumSize = 0; return codec }()

    /// One reader's result (or error) for `bytes`, read a window at a time.
    static func alone(_ bytes: [UInt8], capacity: Int = 4_096) -> Result<DecodedDeck, DeckFileError> {
        Result { () throws(DeckFileError) in
            try FlashzillaDeckCodec().decode(window: FileWindow(copying: bytes, capacity: capacity, pieceSize: 1_000), now: Fixtures.now).decoded
        }
    }

    /// Two readers' result, and where the second one's part began if the halves were joined.
    static func split(_ bytes: [UInt8], capacity: Int = 4_096, tailReadsAs tail: [UInt8]? = nil)
        -> (result: Result<DecodedDeck, DeckFileError>, joinedAt: Int?, hash: UInt64?) {
        let window = FileWindow(copying: bytes, capacity: capacity, pieceSize: 1_000, tailReadsAs: tail)
        let result = Result { () throws(DeckFileError) in try splitting.decode(window: window, now: Fixtures.now).decoded }
        return (result, window.parsedElsewhereFrom, window.atEnd ? window.contentHash() : nil)
    }

    @Test("every shape of deck reads the same in two halves, joined", arguments: SplitDecks.shapes.indices)
    func sameResult(_ shape: Int) throws {
        let bytes = SplitDecks.shapes[shape].bytes
        for capacity in [4_096, FileWindow.defaultCapacity] {
            let (result, joinedAt, hash) = Self.split(bytes, capacity: capacity)
            let expected = try Self.alone(bytes).get()
            #expect(try result.get() == expected)
            #expect(expected.deck.cards.count == SplitDecks.cardCount)
            #expect(joinedAt != nil)
            #expect(hash == ContentHash.of(Data(bytes)))
        }
    }

    @Test("repeated texts and ids get the same derived ids and warnings across the halves")
    func derivedIDs() throws {
        let written = try Self.split(SplitDecks.written()).result.get()
        #expect(written.warnings.count == 2)
        #expect(written.filledInValues)
        let plain = try Self.split(SplitDecks.pretty()).result.get()
        #expect(Set(plain.deck.cards.map(\.id)).count == SplitDecks.cardCount)
        #expect(plain.deck.cards[SplitDecks.cardCount - 1].id == Fixtures.derivedCardID(SplitDecks.text(599).prompt, SplitDecks.text(599).answer))
    }

    @Test("a value filled in only in the second half marks the deck as filled in")
    func filledInSecondHalf() throws {
        let complete = SplitDecks.written(repeatingIDs: false)
        #expect(try !Self.alone(complete).get().filledInValues)
        // One card past the middle loses its `updatedAt` (its key and value, and the comma before).
        let key = Array("\"updatedAt\"".utf8)
        var at = complete.count * 3 / 4
        while !complete[at...].starts(with: key) { at += 1 }
        let comma = complete[..<at].lastIndex(of: UInt8(ascii: ","))!
        let valueEnd = complete[(at + key.count + 4)...].firstIndex(of: UInt8(ascii: "\""))!
        var bytes = complete
        bytes.removeSubrange(comma...valueEnd)
        let (result, joinedAt, _) = Self.split(bytes)
        let decoded = try result.get()
        #expect(try decoded == Self.alone(bytes).get())
        #expect(decoded.filledInValues)
        #expect(joinedAt != nil && joinedAt! < comma)
    }

    @Test("the store loads every shape from a file in two halves as with one reader, fingerprint included")
    func storeLoads() throws {
        try withTemporaryHome { home in
            try FileManager.default.createDirectory(at: home.appendingPathComponent("decks"), withIntermediateDirectories: true)
            for (name, bytes) in SplitDecks.shapes {
                let url = home.appendingPathComponent("decks/\(name).json")
                try Data(bytes).write(to: url)
                let alone = try DeckStore(homeDirectory: home).load(fileURL: url, now: Fixtures.now)
                let split = try DeckStore(homeDirectory: home, codec: Self.splitting).load(fileURL: url, now: Fixtures.now)
                #expect(split == alone, "\(name)")
                #expect(split.fingerprint?.contentHash == ContentHash.of(Data(bytes)))
            }
        }
    }

    @Test("a split guessed inside a string is never joined, and the deck reads the same")
    func splitInsideString() throws {
        // One long card spans the middle; its text is full of `}, {`.
        let long = String(repeating: "}, {x", count: 4_000)
        let bytes = SplitDecks.onePerLine { i in
            i == SplitDecks.cardCount / 2 ? "{\"prompt\": \"\(long)\", \"answer\": \"a\"}" : SplitDecks.cardLine(i)
        }
        let (result, joinedAt, _) = Self.split(bytes)
        #expect(try result.get() == Self.alone(bytes).get())
        #expect(joinedAt == nil)
    }

    /// Decks with one problem each: in the first half, the second, and after the cards.
    static let broken: [[UInt8]] = {
        let n = SplitDecks.cardCount
        func replacing(_ index: Int, with line: String) -> [UInt8] {
            SplitDecks.onePerLine { $0 == index ? line : SplitDecks.cardLine($0) }
        }
        let deep = String(repeating: "[", count: JSONReader.maximumDepth - 2) + String(repeating: "]", count: JSONReader.maximumDepth - 2)
        return [
            replacing(10, with: "{\"prompt\": 5, \"answer\": \"a\"}"),
            replacing(n - 10, with: "{\"prompt\": 5, \"answer\": \"a\"}"),
            replacing(10, with: "{\"prompt\": \"\", \"answer\": \"a\"}"),
            replacing(n - 10, with: "{\"prompt\": \" \", \"answer\": \"a\"}"),
            replacing(n - 10, with: "{\"prompt\": \"p\", \"answer\": \"a\",}"),
            replacing(n - 10, with: "\"not a card\""),
            replacing(n - 10, with: "{\"prompt\": \"p\", \"answer\": \"a\", \"x\": \(deep)}"),
            replacing(10, with: "{\"prompt\": 5}"),
            SplitDecks.onePerLine { $0 == 10 || $0 == n - 10 ? "{\"answer\": \"a\"}" : SplitDecks.cardLine($0) },
            SplitDecks.onePerLine(after: ", \"name\": 5"),
            SplitDecks.onePerLine(after: ", \"cards\": 5"),
            SplitDecks.onePerLine(after: ", \"name\": \"x\" \"y\""),
            SplitDecks.onePerLine(after: "]"),
            SplitDecks.onePerLine(after: ", \"id\": \"nope\""),
            SplitDecks.onePerLine() + Array("x".utf8),
            Array(SplitDecks.onePerLine().dropLast(5)),
        ]
    }()

    @Test("an error anywhere reads as with one reader, word for word", arguments: broken.indices)
    func sameErrors(_ index: Int) throws {
        let bytes = Self.broken[index]
        let alone = Self.alone(bytes)
        #expect(Self.split(bytes).result == alone)
        #expect(Self.split(bytes, capacity: FileWindow.defaultCapacity).result == alone)
        if case .success = alone { Issue.record("deck \(index) is not broken") }
    }

    @Test("a deck nested as deep as allowed, past the middle, reads the same")
    func deepestAllowed() throws {
        let n = SplitDecks.cardCount
        let deep = String(repeating: "[", count: JSONReader.maximumDepth - 3) + String(repeating: "]", count: JSONReader.maximumDepth - 3)
        let bytes = SplitDecks.onePerLine { $0 == n - 10 ? "{\"prompt\": \"p\", \"answer\": \"a\", \"x\": \(deep)}" : SplitDecks.cardLine($0) }
        let (result, joinedAt, _) = Self.split(bytes)
        #expect(try result.get() == Self.alone(bytes).get())
        #expect(joinedAt != nil)
    }

    @Test("a file whose second half reads differently the second time is read again by one reader, never joined")
    func changedBetweenReads() throws {
        let bytes = SplitDecks.onePerLine()
        var sameLength = bytes
        let at = bytes.count * 3 / 4
        let letter = sameLength[at...].firstIndex(of: UInt8(ascii: "m"))!  // in "Term"
        sameLength[letter] = UInt8(ascii: "n")
        let longer = SplitDecks.onePerLine(after: ", \"extra\": true")
        for tail in [sameLength, longer] {
            let (result, joinedAt, hash) = Self.split(bytes, tailReadsAs: tail)
            #expect(try result.get() == Self.alone(bytes).get())
            #expect(joinedAt == nil)
            #expect(hash == ContentHash.of(Data(bytes)))
        }
        // The test seam works: the same bytes the second time do join.
        #expect(Self.split(bytes, tailReadsAs: bytes).joinedAt != nil)
    }

    @Test("summaries and small files are read by one reader")
    func notSplit() throws {
        let bytes = SplitDecks.onePerLine()
        let window = FileWindow(copying: bytes, capacity: 4_096)
        _ = try Self.splitting.decode(window: window, now: Fixtures.now, keepingCards: 5)
        #expect(window.parsedElsewhereFrom == nil)
        let small = FileWindow(copying: bytes, capacity: 4_096)
        _ = try FlashzillaDeckCodec().decode(window: small, now: Fixtures.now)
        #expect(small.parsedElsewhereFrom == nil)
    }

    @Test("the split is guessed at the first `}`, `,`, `{` with any white space between")
    func candidates() {
        #expect(DeckSplitReader.candidate(in: Array("ab}, {c".utf8)) == 5)
        #expect(DeckSplitReader.candidate(in: Array("}\r\n\t,\n  {".utf8)) == 8)
        #expect(DeckSplitReader.candidate(in: Array("},{".utf8)) == 2)
        #expect(DeckSplitReader.candidate(in: Array("}, [{}, x{".utf8)) == nil)
        #expect(DeckSplitReader.candidate(in: Array("}, ".utf8)) == nil)
    }
}

import Foundation
import Testing
@testable import FlashzillaCore

/// Large decks are read a window at a time (`FileWindow`) and written a piece at a time:
/// the results must be those of reading and writing the whole file at once.
@Suite("Deck store: large files")
struct DeckStoreLargeFileTests {
    static func bigDeck(cards: Int = 6_000) -> Deck {
        var generator = SeededGenerator(seed: 11)
        let words = ["alpha", "béta", "gamma", "δέλτα", "北京", "x"]
        let cards = (0..<cards).map { i in
            let text = (0..<6).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
            return try! Card(id: UUID(), prompt: "\(i) \(text)", answer: text, tags: i % 4 == 0 ? ["t"] : [],
                             createdAt: Fixtures.nowInFile)
        }
        return Deck(id: Fixtures.deckID, name: "Big", cards: cards)
    }

    /// The error the store reports for these bytes, and the one decoding them whole gives.
    static func errors(for bytes: [UInt8]) throws -> (store: DeckFileError?, whole: DeckFileError?) {
        var storeError: DeckFileError?
        try withTemporaryHome { home in
            let url = home.appendingPathComponent("decks/big.json")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            do {
                _ = try DeckStore(homeDirectory: home, codec: IDSequence().codec).load(fileURL: url, now: Fixtures.now)
            } catch let error as DeckFileError {
                storeError = DeckFileError(error.problem)
            }
        }
        var wholeError: DeckFileError?
        do {
            _ = try IDSequence().codec.decode(Data(bytes), now: Fixtures.now)
        } catch {
            wholeError = error
        }
        return (storeError, wholeError)
    }

    @Test("a large deck loads from its file exactly as from bytes in memory, with the same fingerprint hash")
    func loadsLikeWhole() throws {
        let deck = Self.bigDeck()
        let bytes = FlashzillaDeckCodec().encode(deck)
        #expect(bytes.count > 1_000_000)
        try withTemporaryHome { home in
            let store = DeckStore(homeDirectory: home)
            var created = try store.create(deck)
            let loaded = try store.load(fileURL: created.fileURL, now: Fixtures.now)
            #expect(loaded.deck == deck)
            #expect(loaded.fingerprint?.contentHash == ContentHash.of(bytes))
            #expect(loaded.fingerprint == created.fingerprint)
            // A save after an edit writes exactly what encoding the edited deck whole gives.
            created.deck.cards[4000] = try Card(id: deck.cards[4000].id, prompt: "edited", answer: "yes", createdAt: Fixtures.nowInFile)
            try store.save(&created)
            let written = try Data(contentsOf: created.fileURL)
            #expect(written == FlashzillaDeckCodec().encode(created.deck))
            #expect(created.fingerprint?.contentHash == ContentHash.of(written))
            #expect(try store.load(fileURL: created.fileURL, now: Fixtures.now).deck == created.deck)
        }
    }

    @Test("syntax errors far into a large file keep their line, column and offset",
          arguments: ["pretty", "one line", "byte order mark", "bad UTF-8", "lone surrogate", "cut"])
    func errorPositions(kind: String) throws {
        var bytes = [UInt8](FlashzillaDeckCodec().encode(Self.bigDeck()))
        if kind == "one line" {
            // The text has no line breaks and no leading spaces: the layout's can go.
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            bytes = Array(lines.map { $0.drop(while: { $0 == " " }) }.joined().utf8)
            #expect(!bytes.contains(0x0A))
        }
        if kind == "byte order mark" { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        // Break it near the end, after a non-ASCII character on the same line.
        let target = Array("北京".utf8)
        var spot = bytes.count - 2_000
        while !bytes[spot..<spot + target.count].elementsEqual(target) { spot += 1 }
        switch kind {
        case "bad UTF-8": bytes[spot + 3] = 0xFF
        case "lone surrogate": bytes.replaceSubrange(spot..<spot + 3, with: Array(#"\uD800"#.utf8))
        case "cut": bytes = Array(bytes[..<(spot + 4)])
        default: bytes.insert(UInt8(ascii: "\""), at: spot + 6)
        }
        let (store, whole) = try Self.errors(for: bytes)
        #expect(store != nil)
        #expect(store == whole)
        if case .syntax(let error) = store?.problem { #expect(error.offset > 1_000_000) } else { Issue.record("\(String(describing: store))") }
    }

    @Test("validation errors far into a large file are the same too")
    func validationErrorFarIn() throws {
        var text = String(decoding: FlashzillaDeckCodec().encode(Self.bigDeck()), as: UTF8.self)
        text = text.replacingOccurrences(of: #""prompt": "5999 "#, with: #""prompt": 5, "x": ""#)
        let (store, whole) = try Self.errors(for: Array(text.utf8))
        #expect(store?.description == "cards[5999].prompt: must be a string")
        #expect(store == whole)
    }

    @Test("the content hash is the same however the bytes are cut into pieces")
    func hashInPieces() {
        var generator = SeededGenerator(seed: 5)
        let bytes = (0..<5_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = ContentHash.of(Data(bytes))
        for _ in 0..<50 {
            var hash = ContentHash()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...40, using: &generator))
                bytes[start..<end].withUnsafeBytes { hash.update($0) }
                start = end
            }
            #expect(hash.finish() == whole)
        }
        #expect(ContentHash.of(Data(bytes.dropLast())) != whole)
    }

    @Test("a window moves on, keeps what it is asked to, grows when it must, and hashes everything")
    func window() throws {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let window = FileWindow(copying: bytes, capacity: 1_000, pieceSize: 300)
        #expect(window.filled == 1_000 && window.start == 0 && !window.atEnd)
        #expect(try window.takeMore(keepingFrom: 600) == 600)
        #expect(window.start == 600 && Array(window.bytes) == Array(bytes[600..<1_600]))
        #expect(try window.takeMore(keepingFrom: 0) == 0)  // nothing to drop: it grows
        #expect(Array(window.bytes) == Array(bytes[600..<2_600]))
        _ = try window.readToEnd(keepingFrom: 1_000)
        #expect(window.atEnd && Array(window.bytes) == Array(bytes[1_600...]))
        #expect(window.contentHash() == ContentHash.of(Data(bytes)))
    }
}

import Foundation
import Testing
@testable import FlashzillaCore
import FlashzillaReferenceCodec

/// Valid decks mutated at random — bytes flipped, cut short, ranges repeated, random bytes
/// put in — must never crash the reader: each either loads (and then writes and reads
/// back unchanged) or fails with a `DeckFileError` that says where. Reading the same bytes
/// a small window at a time (as files are read), with pieces read again whenever they run
/// past the window, must give exactly the same outcome.
/// Seeded, so a failure is reproducible from the iteration number it prints.
@Suite("Deck reader fuzz")
struct DeckFuzzTests {
    static let iterations = 2_000

    /// Decks to start from: the samples, a generated deck with every kind of field, and a
    /// larger one (so that the paging reader gives pages back).
    static let seeds: [[UInt8]] = {
        var decks = SampleDecks.all.map { Array($0.contents.utf8) }
        var generator = SeededGenerator(seed: 1234)
        for _ in 0..<3 {
            decks.append([UInt8](FlashzillaDeckCodec().encode(Deck.random(using: &generator))))
        }
        decks.append([UInt8](FlashzillaDeckCodec().encode(DeckStoreLargeFileTests.bigDeck(cards: 60))))
        return decks
    }()

    enum Mutation: CaseIterable { case flip, truncate, duplicate, insert, delete, swapInJSON }

    static func mutate(_ input: [UInt8], using g: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &g)
            switch Mutation.allCases.randomElement(using: &g)! {
            case .flip:
                bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &g)
            case .truncate:
                bytes.removeSubrange(at...)
            case .duplicate:
                let end = min(bytes.count, at + Int.random(in: 1...200, using: &g))
                let insertAt = Int.random(in: 0...bytes.count, using: &g)
                bytes.insert(contentsOf: bytes[at..<end], at: insertAt)
            case .insert:
                let count = Int.random(in: 1...8, using: &g)
                bytes.insert(contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }, at: at)
            case .delete:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &g)))
            case .swapInJSON:
                // Structural characters and tricky text, where they do the most harm.
                let pieces = ["{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD800", "null", "-0.5e+", "1e999", "\u{FEFF}",
                              "\u{0}", "é", "😀", "\"prompt\":", "\"id\": \"x\"", "\"cards\": [", "\"createdAt\": 5"]
                bytes.insert(contentsOf: Array(pieces.randomElement(using: &g)!.utf8), at: at)
            }
        }
        return bytes
    }

    /// Line and column of `offset` as the reader counts them (after a byte order mark).
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test("mutated decks load or fail with a place, never crash; the windowed reader gives the same outcome")
    func mutatedDecks() throws {
        var g = SeededGenerator(seed: 20_261_122)
        var outcomes: [String: Int] = [:]
        for iteration in 0..<Self.iterations {
            let bytes = Self.mutate(Self.seeds[iteration % Self.seeds.count], using: &g)
            let codec = FlashzillaDeckCodec()
            let whole = Result { () throws(DeckFileError) in try codec.decode(Data(bytes), now: Fixtures.now) }
            let windowCodec = FlashzillaDeckCodec()
            let capacity = [8, 16, 61, 256, 4_096][iteration % 5], pieceSize = [1, 3, 7, 100, .max][(iteration / 5) % 5]
            let windowed = Result { () throws(DeckFileError) in
                try windowCodec.decode(window: FileWindow(copying: bytes, capacity: capacity, pieceSize: pieceSize), now: Fixtures.now).decoded
            }
            #expect(whole == windowed, "iteration \(iteration), window \(capacity), pieces \(pieceSize)")
            switch whole {
            case .success(let decoded):
                outcomes["loaded", default: 0] += 1
                let again = try FlashzillaDeckCodec().decode(FlashzillaDeckCodec().encode(decoded.deck), now: Fixtures.now)
                #expect(again.deck == decoded.deck, "iteration \(iteration): not stable when written and read back")
            case .failure(let error):
                #expect(error.fileURL == nil)
                switch error.problem {
                case .syntax(let syntax):
                    outcomes["syntax", default: 0] += 1
                    #expect((0...bytes.count).contains(syntax.offset), "iteration \(iteration)")
                    let expected = Self.position(of: syntax.offset, in: bytes)
                    #expect(syntax.line == expected.line && syntax.column == expected.column, "iteration \(iteration): \(syntax)")
                    #expect(!syntax.message.isEmpty)
                case .invalid(_, let message):
                    outcomes["invalid", default: 0] += 1
                    #expect(!message.isEmpty, "iteration \(iteration)")
                case .empty:
                    #expect(bytes.isBlankText, "iteration \(iteration)")
                case .tooLarge, .unreadable:
                    Issue.record("iteration \(iteration): \(error)")
                }
            }
        }
        // The mutations reach every outcome, so none of the checks above is vacuous.
        #expect(outcomes["loaded", default: 0] > Self.iterations / 40)
        #expect(outcomes["syntax", default: 0] > Self.iterations / 4)
        #expect(outcomes["invalid", default: 0] > Self.iterations / 50)
    }
}

@Suite("Codec equivalence")
struct CodecEquivalenceTests {
    @Test("every sample deck: our codec and Foundation's agree card by card, from bytes and a window at a time",
          arguments: SampleDecks.all.map(\.fileName))
    func sampleDecksAgree(fileName: String) throws {
        let sample = try #require(SampleDecks.all.first { $0.fileName == fileName })
        let bytes = Data(sample.contents.utf8)
        let ours = try FlashzillaDeckCodec().decode(bytes, now: Fixtures.now)
        let theirs = try FoundationDeckCodec().decode(bytes, now: Fixtures.now)
        #expect(ours.deck.cards.count == theirs.deck.cards.count)
        for (a, b) in zip(ours.deck.cards, theirs.deck.cards) { #expect(a == b) }
        #expect(ours == theirs)
        let windowed = try FlashzillaDeckCodec().decode(window: FileWindow(copying: [UInt8](bytes), capacity: 100, pieceSize: 33), now: Fixtures.now)
        #expect(windowed.decoded == ours)
    }

    @Test("a generated deck of 3,000 cards: both codecs agree card by card, and so does the windowed reader")
    func generatedDeckAgrees() throws {
        let deck = DeckStoreLargeFileTests.bigDeck(cards: 3_000)
        let bytes = FlashzillaDeckCodec().encode(deck)
        let ours = try FlashzillaDeckCodec().decode(bytes, now: Fixtures.now)
        let theirs = try FoundationDeckCodec().decode(bytes, now: Fixtures.now)
        #expect(ours.deck.cards == deck.cards)
        for (a, b) in zip(ours.deck.cards, theirs.deck.cards) where a != b { Issue.record("\(a) != \(b)") }
        #expect(ours == theirs)
        #expect(try FlashzillaDeckCodec().decode(window: FileWindow(copying: [UInt8](bytes), capacity: 1_000), now: Fixtures.now).decoded == ours)
    }
}

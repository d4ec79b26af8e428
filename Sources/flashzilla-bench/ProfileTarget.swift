import Foundation
import FlashzillaCore

/// `flashzilla-bench profile load|save --sizes 10000 --runs 1`: the operation alone, for
/// `valgrind --tool=callgrind --toggle-collect='*ProfileTarget*body*'` or `perf record`.
enum ProfileTarget {
    static func run(operation: String, cards: Int, runs: Int) throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let deck = DeckGenerator.deck(cards: cards, now: now)
        let codec = FlashzillaDeckCodec()
        let bytes = codec.encode(deck)
        var kept: [Any] = []  // freed after the measured part
        for _ in 0..<runs {
            kept.append(try body(operation, codec: codec, deck: deck, bytes: bytes, now: now))
        }
        print("done", kept.count)
    }

    @inline(never)
    static func body(_ operation: String, codec: FlashzillaDeckCodec, deck: Deck, bytes: Data, now: Date) throws -> Any {
        switch operation {
        case "save": return codec.encode(deck)
        default: return try codec.decode(bytes, now: now)
        }
    }
}

import Foundation
import FlashzillaCore
import FlashzillaReferenceCodec

/// Load and save times of generated decks, for our codec and Foundation's side by side.
struct CodecBenchmark {
    let cards: Int
    let runs: Int

    static let header = "cards    | codec       | operation | median / min / max        | file MiB | peak MiB"

    func runAndPrintRows() throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let deck = DeckGenerator.deck(cards: cards, now: now)
        let ours = FlashzillaDeckCodec()
        let bytes = ours.encode(deck)
        let mib = Double(bytes.count) / 1_048_576
        let codecs: [(String, any DeckCodec)] = [("flashzilla", ours), ("foundation", FoundationDeckCodec())]
        for (name, codec) in codecs {
            guard try codec.decode(bytes, fileName: "bench.json", now: now).deck.cards.count == cards else { throw BenchError("\(name) decoded a different deck") }
            let load = try Measure.times(runs: runs) { try codec.decode(bytes, fileName: "bench.json", now: now) }
            let save = Measure.times(runs: runs) { codec.encode(deck) }
            for (op, stats) in [("load", load), ("save", save)] {
                print(String(format: "%-8d | %-11@ | %-9@ | %@ | %8.1f | %8.1f", cards, name, op, stats.formatted, mib, Measure.peakMemoryMiB))
            }
        }
    }
}

/// Reproducible decks of any size with realistic text lengths.
enum DeckGenerator {
    static func deck(cards count: Int, now: Date) -> Deck {
        var rng = SeededGenerator(seed: 42)
        let words = ["river", "mountain", "capital", "Ärger", "über", "naïve", "café", "city", "what", "is", "the",
                     "of", "ocean", "北京", "東京", "word", "meaning", "learn", "remember", "question"]
        func sentence(_ n: Int) -> String {
            (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        let cards = (0..<count).map { i in
            // swiftlint-free force: generated text is never empty
            try! Card(
                id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", i))!,
                prompt: "\(i). " + sentence(8), answer: sentence(6),
                wordType: i % 5 == 0 ? .noun : nil, tags: i % 3 == 0 ? ["generated"] : [],
                createdAt: now, updatedAt: now)
        }
        return Deck(name: "Generated \(count)", color: .teal, cards: cards)
    }
}

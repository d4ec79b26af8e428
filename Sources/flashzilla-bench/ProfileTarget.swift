import Foundation
import FlashzillaCore
import FlashzillaTUI
import FlashzillaReferenceCodec

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
        default: return try codec.decode(bytes, fileName: "bench.json", now: now)
        }
    }
}

/// `flashzilla-bench open-deck PATH [foundation]`: loads one deck file in a fresh process and
/// prints resident memory before, after loading, and the peak (MiB).
enum OpenDeckChild {
    static func run(path: String, foundation: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let store = DeckStore(homeDirectory: url.deletingLastPathComponent().deletingLastPathComponent(),
                              codec: foundation ? FoundationDeckCodec() : FlashzillaDeckCodec())
        let before = Measure.currentMemoryMiB
        let started = ContinuousClock.now
        var loaded = try store.load(fileURL: url, now: Date())
        let loadTime = ContinuousClock.now - started
        let afterLoad = Measure.currentMemoryMiB
        let peakLoad = Measure.peakMemoryMiB
        var card = loaded.deck.cards[0]
        try card.edit(prompt: card.prompt + " (edited)", answer: card.answer, at: Date())
        loaded.deck.cards[0] = card
        try store.save(&loaded)
        print(String(format: "before %.1f after-load %.1f peak-load %.1f after-save %.1f peak-save %.1f cards %d load-ms %.1f",
                     before, afterLoad, peakLoad, Measure.currentMemoryMiB, Measure.peakMemoryMiB, loaded.deck.cards.count,
                     Double(loadTime.components.attoseconds) / 1e15 + Double(loadTime.components.seconds) * 1000))
    }

    /// The child's line, read by the parent.
    struct Report {
        var beforeMiB: Double
        var peakMiB: Double

        init?(_ line: String) {
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            func value(_ name: String) -> Double? { words.firstIndex(of: name).flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil } }
            guard let before = value("before"), let peak = value("peak-save") else { return nil }
            beforeMiB = before
            peakMiB = peak
        }
    }
}

enum MemoryReport {
    static func run(path: String) throws {
        let store = DeckStore(homeDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent())
        if ProcessInfo.processInfo.environment["FZ_PAUSE"] != nil { sleep(3) }
        let r0 = Measure.currentMemoryMiB
        let loaded = try store.load(fileURL: URL(fileURLWithPath: path), now: Date())
        print("rss growth", Measure.currentMemoryMiB - r0)
        print("Card stride", MemoryLayout<Card>.stride, "cards capacity", loaded.deck.cards.capacity)
        var prompt = 0, answer = 0
        for c in loaded.deck.cards { prompt += c.prompt.utf8.count; answer += c.answer.utf8.count }
        print("avg prompt", prompt / loaded.deck.cards.count, "avg answer", answer / loaded.deck.cards.count)
        print("rss", Measure.currentMemoryMiB)
    }
}

/// `flashzilla-bench phases PATH`: `DeckStore.load` against reading the file whole and decoding it.
enum LoadPhases {
    static func run(path: String, runs: Int) throws {
        let url = URL(fileURLWithPath: path)
        let store = DeckStore(homeDirectory: url.deletingLastPathComponent().deletingLastPathComponent())
        for _ in 0..<runs {
            let t0 = ContinuousClock.now
            let loaded = try store.load(fileURL: url, now: Date())
            let t1 = ContinuousClock.now
            let data = try Data(contentsOf: url)
            let t2 = ContinuousClock.now
            let decoded = try FlashzillaDeckCodec().decode(data, fileName: "bench.json", now: Date())
            let t3 = ContinuousClock.now
            print("store.load \(t1 - t0) | Data(contentsOf:) \(t2 - t1) decode(Data) \(t3 - t2)", loaded.deck.cards.count, decoded.deck.cards.count)
        }
    }
}

/// `flashzilla-bench study-start PATH`: what `flashzilla study NAME` does before its first
/// frame, step by step (no terminal).
enum StudyStartPhases {
    static func run(path: String, runs: Int) throws {
        let url = URL(fileURLWithPath: path)
        let store = DeckStore(homeDirectory: url.deletingLastPathComponent().deletingLastPathComponent())
        for _ in 0..<runs {
            let a = ContinuousClock.now
            let direct = try store.load(fileURL: url, now: Date())
            let b = ContinuousClock.now
            let all = store.loadAll(now: Date())
            let c = ContinuousClock.now
            print("load \(b - a) loadAll \(c - b)", direct.deck.cards.count, all.count)
            let t0 = ContinuousClock.now
            guard let entry = store.find("BIG", now: Date()), let loaded = entry.loaded else { throw BenchError("no BIG") }
            let t1 = ContinuousClock.now
            let screen = StudyScreen(deck: loaded.deck, seed: 1, options: StudyOptions(animations: false), now: .zero)
            let t2 = ContinuousClock.now
            let grid = screen.view(in: ScreenContext(moment: .zero, date: .distantPast, size: Size(width: 200, height: 60)))
            let t3 = ContinuousClock.now
            print("find+load \(t1 - t0) StudyScreen.init \(t2 - t1) first view \(t3 - t2)", grid.size.width)
        }
    }
}

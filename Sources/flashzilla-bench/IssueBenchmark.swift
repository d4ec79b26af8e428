import Foundation
import FlashzillaCore
import FlashzillaTUI
#if canImport(Glibc)
import Glibc
import FlashzillaReferenceCodec
#endif

/// Every row of issue 8's table that can be measured without the full app, in one run:
/// median / min / max over `runs` runs (Foundation's codec: `foundationRuns`), with
/// Foundation's codec measured on the same files in the same run where it applies.
struct IssueBenchmark {
    let runs: Int
    let foundationRuns: Int
    let includeFoundation: Bool

    static let cards = 100_000
    static let chooserDecks = 50
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    struct Row {
        var what: String
        var target: String
        var ours: String
        var foundation: String
        var ratio: String
    }

    func run() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: home)
        defer { try? FileManager.default.removeItem(at: home) }

        let deck = DeckGenerator.deck(cards: Self.cards, now: now)
        let store = DeckStore(homeDirectory: home)
        let foundationStore = DeckStore(homeDirectory: home, codec: FoundationDeckCodec())
        let created = try store.create(deck)
        let fileBytes = try Data(contentsOf: created.fileURL)
        let mib = String(format: "%.1f MiB", Double(fileBytes.count) / 1_048_576)

        print("Flashzilla benchmark: issue 8's table (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release"))")
        print("\(Self.cards.formatted()) generated cards (\(mib) as written); \(runs) runs per figure, Foundation \(foundationRuns);")
        print("median / min / max. Peak memory: each in a fresh process (MB = 10^6 bytes).")
        print("")
        print("| what | target | flashzilla | Foundation | ratio |")
        print("|---|---|---:|---:|---:|")
        fflush(nil)

        // Load: file → Deck (read, decode, fingerprint), and decode alone.
        let load = try Measure.times(runs: runs) { try store.load(fileURL: created.fileURL, now: now) }
        let foundationLoad = try foundation { try Measure.times(runs: foundationRuns) { try foundationStore.load(fileURL: created.fileURL, now: now) } }
        emit(Row(what: "load the \(Self.cards.formatted())-card deck, file → Deck", target: "≤ 80 ms", ours: load.formatted,
                 foundation: foundationLoad?.formatted ?? "—", ratio: ratio(load, foundationLoad)))
        let decode = try Measure.times(runs: runs) { try FlashzillaDeckCodec().decode(fileBytes, fileName: "bench.json", now: now) }
        emit(Row(what: "… of which decoding bytes in memory", target: "", ours: decode.formatted, foundation: "", ratio: ""))

        // Save after one edit: the whole DeckStore.save (encode, temporary file, fsync, rename, fsync of the folder).
        var loaded = try store.load(fileURL: created.fileURL, now: now)
        var edits = 0
        let save = try Measure.times(runs: runs, prepare: { try edit(&loaded, &edits) }) { try store.save(&loaded) }
        var foundationSave: Stats?
        if includeFoundation {
            var theirs = try foundationStore.load(fileURL: created.fileURL, now: now)
            foundationSave = try Measure.times(runs: foundationRuns, prepare: { try edit(&theirs, &edits) }) { try foundationStore.save(&theirs) }
        }
        emit(Row(what: "save after one edit (encode, write, fsync, rename)", target: "≤ 100 ms", ours: save.formatted,
                 foundation: foundationSave?.formatted ?? "—", ratio: ratio(save, foundationSave)))
        let encode = Measure.times(runs: runs) { FlashzillaDeckCodec().encode(loaded.deck) }
        emit(Row(what: "… of which encoding", target: "", ours: encode.formatted, foundation: "", ratio: ""))
        let bytes = FlashzillaDeckCodec().encode(loaded.deck)
        let disk = try Measure.times(runs: runs) { try DiskFloor.writeAndReplace(bytes, at: home.appendingPathComponent("floor.json")) }
        emit(Row(what: "… the disk alone: write + fsync + rename the same bytes", target: "", ours: disk.formatted, foundation: "", ratio: ""))

        // Peak memory with the deck open: a fresh process loads it, edits a card, saves.
        let memory = try peakMemory(path: created.fileURL.path, foundation: false, runs: runs)
        let foundationMemory = try foundation { try peakMemory(path: created.fileURL.path, foundation: true, runs: foundationRuns) }
        emit(Row(what: "peak memory with the deck open (load, edit, save)", target: "≤ 50 MB", ours: memory.peak.formattedMegabytes,
                 foundation: foundationMemory?.peak.formattedMegabytes ?? "—", ratio: ratio(memory.peak, foundationMemory?.peak)))
        emit(Row(what: "… of which the process before loading", target: "", ours: memory.baseline.formattedMegabytes,
                 foundation: foundationMemory?.baseline.formattedMegabytes ?? "", ratio: ""))

        // Screens.
        let render = RenderBenchmark.studyFrame(size: Size(width: 200, height: 60), frames: max(1_000, runs))
        emit(Row(what: "render one study frame, 200×60", target: "≤ 1 ms", ours: render.formattedMicroseconds, foundation: "", ratio: ""))
        let scroll = RenderBenchmark.scrollCardList(cards: loaded.deck.cards, size: Size(width: 200, height: 60), steps: max(1_000, runs))
        emit(Row(what: "scroll one row in the \(Self.cards.formatted())-card list (move + 200×60 frame)", target: "≤ 2 ms",
                 ours: scroll.formattedMicroseconds, foundation: "", ratio: ""))

        // The chooser: 50 decks holding 100,000 cards in all.
        let chooserHome = home.appendingPathComponent("chooser", isDirectory: true)
        try ChooserBench.makeDecks(home: chooserHome, decks: Self.chooserDecks, cards: Self.cards, now: now)
        let chooser = ChooserBench(home: chooserHome, now: now)
        let warm = try chooser.cached(store: DeckStore(homeDirectory: chooserHome), runs: runs, cold: false)
        emit(Row(what: "chooser: summaries + first frame, \(Self.chooserDecks) decks / \(Self.cards.formatted()) cards, warm cache",
                 target: "≤ 120 ms (tmux)", ours: warm.formatted, foundation: "", ratio: ""))
        let cold = try chooser.cached(store: DeckStore(homeDirectory: chooserHome), runs: runs, cold: true)
        let foundationCold = try foundation {
            try chooser.cached(store: DeckStore(homeDirectory: chooserHome, codec: FoundationDeckCodec()), runs: foundationRuns, cold: true)
        }
        emit(Row(what: "… cold cache (every deck read, cards counted not kept)", target: "", ours: cold.formatted,
                 foundation: foundationCold?.formatted ?? "—", ratio: ratio(cold, foundationCold)))
        let all = chooser.loadingAll(store: DeckStore(homeDirectory: chooserHome), runs: runs)
        let foundationAll = foundation { chooser.loadingAll(store: DeckStore(homeDirectory: chooserHome, codec: FoundationDeckCodec()), runs: foundationRuns) }
        emit(Row(what: "… no cache: every deck loaded whole (`loadAll`)", target: "", ours: all.formatted,
                 foundation: foundationAll?.formatted ?? "—", ratio: ratio(all, foundationAll)))
    }

    private func foundation<T>(_ body: () throws -> T) rethrows -> T? {
        includeFoundation ? try body() : nil
    }

    private func edit(_ loaded: inout LoadedDeck, _ edits: inout Int) throws {
        edits += 1
        let index = (edits * 7_919) % loaded.deck.cards.count
        var card = loaded.deck.cards[index]
        try card.edit(prompt: card.prompt + " (edit \(edits))", answer: card.answer, at: now)
        loaded.deck.cards[index] = card
    }

    private func emit(_ row: Row) {
        print("| \(row.what) | \(row.target) | \(row.ours) | \(row.foundation) | \(row.ratio) |")
        fflush(nil)
    }

    private func ratio(_ ours: Stats, _ theirs: Stats?) -> String {
        guard let theirs, ours.median > 0 else { return "" }
        return String(format: theirs.median / ours.median >= 10 ? "%.0f×" : "%.1f×", theirs.median / ours.median)
    }

    /// Peak and starting resident memory of `runs` fresh processes that open the deck.
    private func peakMemory(path: String, foundation: Bool, runs: Int) throws -> (peak: Stats, baseline: Stats) {
        var peaks: [Double] = []
        var baselines: [Double] = []
        for _ in 0..<runs {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            child.arguments = ["open-deck", path] + (foundation ? ["foundation"] : [])
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.waitUntilExit()
            guard child.terminationStatus == 0, let report = OpenDeckChild.Report(output) else { throw BenchError("open-deck failed: \(output)") }
            peaks.append(report.peakMiB)
            baselines.append(report.beforeMiB)
        }
        return (Stats(peaks), Stats(baselines))
    }
}

/// The disk's share of a save: the same bytes written as `DeckStore.save` writes them.
enum DiskFloor {
    static func writeAndReplace(_ bytes: Data, at url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".floor.tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw BenchError("cannot create \(temporary.path)") }
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                guard n > 0 else { break }
                written += n
            }
        }
        fsync(fd)
        close(fd)
        rename(temporary.path, url.path)
        let directory = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        fsync(directory)
        close(directory)
    }
}

/// The chooser's work before its first frame: the decks' summaries, then one frame.
struct ChooserBench {
    let home: URL
    let now: Date

    static func makeDecks(home: URL, decks: Int, cards: Int, now: Date) throws {
        let store = DeckStore(homeDirectory: home)
        for i in 0..<decks {
            var deck = DeckGenerator.deck(cards: cards / decks, now: now)
            deck.name = "Deck \(i + 1)"
            let created = try store.create(deck)
            // An hour old: files changed moments ago are never cached (see DeckStore.freshFileAge).
            var times = [timespec(tv_sec: Int(Date().timeIntervalSince1970) - 3_600, tv_nsec: 0),
                         timespec(tv_sec: Int(Date().timeIntervalSince1970) - 3_600, tv_nsec: 0)]
            utimensat(AT_FDCWD, created.fileURL.path, &times, 0)
        }
    }

    private func firstFrame(_ listings: [DeckListing]) -> Grid {
        ChooserScreen(listings: listings).view(in: ScreenContext(moment: .zero, date: .distantPast, size: Size(width: 200, height: 60)))
    }

    /// `summaries` (after warming the cache, or each time without it) and the first frame.
    func cached(store: DeckStore, runs: Int, cold: Bool) throws -> Stats {
        _ = store.summaries(now: Date())
        return try Measure.times(runs: runs, prepare: {
            if cold { try? FileManager.default.removeItem(at: store.summaryCacheURL) }
        }) {
            let summaries = store.summaries(now: Date())
            guard summaries.count == IssueBenchmark.chooserDecks, !summaries.contains(where: \.isBroken) else { throw BenchError("bad summaries") }
            return firstFrame(summaries.map {
                DeckListing(fileName: $0.fileName, name: $0.name, color: $0.color, cardCount: $0.cardCount,
                            samplePrompts: $0.samplePrompts, timeLimit: $0.timeLimit)
            })
        }
    }

    /// The chooser as it was: every deck loaded whole.
    func loadingAll(store: DeckStore, runs: Int) -> Stats {
        Measure.times(runs: runs) {
            firstFrame(store.loadAll(now: now).compactMap { $0.loaded.map { DeckListing(deck: $0.deck, fileName: $0.fileURL.lastPathComponent) } })
        }
    }
}

import Foundation
import FlashzillaCore
#if canImport(Glibc)
import Glibc
#endif

/// `flashzilla-bench [--runs N] [--foundation-runs N] [--no-foundation]`: issue 8's table
///   (load, save, memory, render, scroll, chooser), ours and Foundation's codec side by side.
/// `flashzilla-bench codec [--runs N] [--sizes 1000,10000,100000]`: the codec alone per deck
///   size, each size in its own child process so that peak memory belongs to that size.
/// `flashzilla-bench render`: study-screen frames at 80×24 and 200×60.
/// `flashzilla-bench progress [--keep PATH]`: the review database on 1,000,000 rows.
/// `flashzilla-bench profile load|save [--sizes N] [--runs N]`: one operation, for valgrind.
/// Helpers: `open-deck PATH [foundation]` (a fresh process loads, edits, saves; prints its
/// memory), `write-deck PATH [--sizes N]`, `memory-report PATH`, `phases PATH` (store load
/// against reading whole and decoding), `study-start PATH` (what `flashzilla study` does
/// before its first frame).
/// `flashzilla-bench define [--runs N] [WORD…]`: WordNet lookups (first and later).
/// `flashzilla-bench import [--runs N]`: export 100,000 cards to CSV and import them back.
/// `flashzilla-bench export-apkg [--runs N]`: export 100,000 cards as an Anki package.
/// `flashzilla-bench export-apkg-scheduled FILE [--runs N]`: an Anki package imported, then
/// exported with its notes and scheduling.
/// `flashzilla-bench import-apkg FILE [--runs N]`: import an Anki package, in phases.
/// `flashzilla-bench templates [--runs N]`: Anki templates nested deep or 1 MB long, parsed.
@main
enum BenchMain {
    static func main() {
        do {
            try run()
        } catch {
            // A usage mistake or a failed run: said in one line, not a crash report.
            let message = "flashzilla-bench: \(error)\nCommands: codec, render, progress, progress-for, review-start, profile, "
                + "open-deck, write-deck, memory-report, phases, study-start, define, import, export-apkg, export-apkg-scheduled, import-apkg, templates "
                + "(see BenchMain.swift)\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(2)
        }
    }

    static func run() throws {
        var args = Array(CommandLine.arguments.dropFirst())
        let runsOption = value(after: "--runs", in: &args)
        let runs = Int(runsOption ?? "") ?? 7
        if args.first == "define" {
            try DefineBenchmark.run(words: Array(args.dropFirst()), runs: Int(runsOption ?? "") ?? 20)
            return
        }
        if args.first == "import-apkg", args.count >= 2 {
            try ApkgImportBenchmark.run(path: args[1], runs: Int(runsOption ?? "") ?? 3)
            return
        }
        if args.first == "templates" {
            TemplateBenchmark.run(runs: Int(runsOption ?? "") ?? 3)
            return
        }
        if args.first == "import" {
            try ImportBenchmark.run(runs: max(runs, 5))
            return
        }
        if args.first == "export-apkg-scheduled", args.count >= 2 {
            try ApkgScheduledExportBenchmark.run(path: args[1], runs: max(runs, 3))
            return
        }
        if args.first == "export-apkg" {
            try ApkgExportBenchmark.run(runs: max(runs, 5))
            return
        }
        let foundationRuns = Int(value(after: "--foundation-runs", in: &args) ?? "") ?? 5
        let sizes = (value(after: "--sizes", in: &args) ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
        let noFoundation = args.contains("--no-foundation")
        args.removeAll { $0 == "--no-foundation" }
        if args.isEmpty {
            try IssueBenchmark(runs: max(runs, 5), foundationRuns: max(foundationRuns, 5), includeFoundation: !noFoundation).run()
            return
        }
        if args.first == "review-start", args.count >= 3 {
            try ReviewStartPhases.run(deck: args[1], progress: args[2], runs: runs)
            return
        }
        if args.first == "progress-for", args.count >= 3 {
            try ProgressBenchmark.history(forDeck: args[1], into: args[2])
            return
        }
        if args.first == "progress" {
            try ProgressBenchmark.run(runs: max(runs, 5), keep: value(after: "--keep", in: &args))
            return
        }
        if args.first == "render" {
            RenderBenchmark.run(frames: max(runs, 1000))
            return
        }
        if args.first == "open-deck", args.count >= 2 {
            try OpenDeckChild.run(path: args[1], foundation: args.count > 2 && args[2] == "foundation")
            return
        }
        if args.first == "study-start", args.count >= 2 {
            try StudyStartPhases.run(path: args[1], runs: runs)
            return
        }
        if args.first == "phases", args.count >= 2 {
            try LoadPhases.run(path: args[1], runs: runs)
            return
        }
        if args.first == "memory-report", args.count >= 2 {
            try MemoryReport.run(path: args[1])
            return
        }
        if args.first == "write-deck", args.count >= 2 {
            let deck = DeckGenerator.deck(cards: sizes.first ?? 100_000, now: Date(timeIntervalSince1970: 1_790_000_000))
            try FlashzillaDeckCodec().encode(deck).write(to: URL(fileURLWithPath: args[1]))
            return
        }
        if args.first == "profile" {
            // For valgrind/perf: one codec operation on one size, nothing else measured.
            try ProfileTarget.run(operation: args.dropFirst().first ?? "load", cards: sizes.first ?? 10_000, runs: runs)
            return
        }
        if let one = value(after: "--one-codec-size", in: &args), let size = Int(one) {
            try CodecBenchmark(cards: size, runs: runs).runAndPrintRows()
            return
        }
        guard args.first == "codec" else { throw BenchError("unknown command \(args)") }
        print("Deck codec, \(runs) runs per figure (median / min / max), release build: \(isReleaseBuild ? "yes" : "NO — use -c release")")
        print(CodecBenchmark.header)
        fflush(nil)  // children write to the same stdout; keep the header first
        for size in sizes {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            child.arguments = ["--one-codec-size", String(size), "--runs", String(runs)]
            try child.run()
            child.waitUntilExit()
            guard child.terminationStatus == 0 else { throw BenchError("child for \(size) cards failed") }
        }
    }

    static func value(after flag: String, in args: inout [String]) -> String? {
        guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
        defer { args.removeSubrange(i...(i + 1)) }
        return args[i + 1]
    }

    static var isReleaseBuild: Bool {
        #if DEBUG
        false
        #else
        true
        #endif
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

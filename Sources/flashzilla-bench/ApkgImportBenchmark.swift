import FlashzillaAnki
import FlashzillaCore
import FlashzillaImport
import FlashzillaProgress
import Foundation

/// `flashzilla-bench import-apkg FILE [--runs N]`: importing an Anki package as
/// `flashzilla import` does, in phases: reading it (unzip, zstd, SQLite, templates, HTML
/// to text, media), planning the decks, and writing them into an empty home. Peak memory
/// is the whole process's. scripts/apkg-import-speed.py sets it beside Anki's own import.
enum ApkgImportBenchmark {
    static func run(path: String, runs: Int) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("Anki package import: \((path as NSString).lastPathComponent), \(size / 1_000_000) MB (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")); \(runs) runs, median / min / max")
        let now = Date()
        var cards = 0
        let read = try Measure.times(runs: runs) { () throws -> AnkiPackageImport in
            let package = try AnkiPackageReader.read(fileAt: path)
            package.cleanUp()
            cards = package.parsed.cardCount
            return package
        }
        print("| what | time |")
        print("|---|---:|")
        print("| read the package (\(cards) cards) | \(read.formatted) |")
        let package = try AnkiPackageReader.read(fileAt: path)
        defer { package.cleanUp() }
        let plan = try Measure.times(runs: runs) { try ImportPlan(files: [package.parsed], deckName: nil, now: now) { _ in nil } }
        print("| plan the decks | \(plan.formatted) |")
        var counter = 0
        let whole = try Measure.times(runs: runs) { () throws -> Int in
            counter += 1
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-apkg-\(getpid())-\(counter)")
            defer { try? FileManager.default.removeItem(at: home) }
            let fresh = try AnkiPackageReader.read(fileAt: path)
            defer { fresh.cleanUp() }
            let plan = try ImportPlan(files: [fresh.parsed], deckName: nil, now: now) { _ in nil }
            let store = DeckStore(homeDirectory: home)
            let installer = MediaInstaller(home: home)
            for media in DeckMedia.plan(plan, packages: [fresh]) { _ = try installer.install(media) }
            // As `flashzilla import` does: all new decks under one lock and one look at the folder.
            try store.createAllUniquelyNamed(plan.decks.map(\.deck), now: now) { _ in }
            return plan.decks.count
        }
        print("| read, plan and write decks and media into an empty home | \(whole.formatted) |")
        try history(of: package, plan: try ImportPlan(files: [package.parsed], deckName: nil, now: now) { _ in nil }, runs: runs)
        print(String(format: "Peak memory: %.1f MiB", Measure.peakMemoryMiB))
    }

    /// The history's part: replaying it through FSRS, and writing it into an empty progress file.
    private static func history(of package: AnkiPackageImport, plan: ImportPlan, runs: Int) throws {
        let history = ImportedHistory(for: plan, deckName: nil, packages: [package], scheduler: FSRSScheduler())
        guard !history.isEmpty else { return }
        let replay = Measure.times(runs: runs) { history.batches().reduce(0) { $0 + $1.count } }
        print("| replay the history (\(history.count) answers of \(history.cardCount) cards) | \(replay.formatted) |")
        var counter = 0
        let write = try Measure.times(runs: runs) { () throws -> Int in
            counter += 1
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-history-\(getpid())-\(counter)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try ProgressStore(fileURL: folder.appendingPathComponent("progress.sqlite")).record(batches: history.batches())
            return counter
        }
        print("| … replayed and written into an empty progress file | \(write.formatted) |")
        let build = try Measure.times(runs: runs) { () throws -> Int in
            counter += 1
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-history-\(getpid())-\(counter)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var preparer = AnswerPreparer()
            var prepared = history.batches(cardsPerBatch: 500).map { preparer.prepare($0) }
            prepared.append(preparer.finish())
            try ProgressStore.build(at: folder.appendingPathComponent("progress.sqlite"), prepared: prepared)
            return counter
        }
        print("| … replayed and built as a new file, as a first import does beside its reading | \(build.formatted) |")
    }
}

import FlashzillaAnki
import FlashzillaCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `flashzilla-bench export-apkg [--runs N]`: the generated 100,000-card deck exported as an
/// Anki package, the whole `flashzilla export --format apkg` after loading: notes, SQLite
/// collection, zip, fsync and rename. Prints the package's size and the peak memory.
enum ApkgExportBenchmark {
    static func run(runs: Int) throws {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let deck = DeckGenerator.deck(cards: 100_000, now: now)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-bench-apkg-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("generated.apkg").path
        let memoryBefore = Measure.peakMemoryMiB

        print("Export to .apkg, 100,000 cards (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")); \(runs) runs, median / min / max")
        print("| what | time |")
        print("|---|---:|")
        let export = try Measure.times(runs: runs) { try ApkgExporter.write(deck, to: output, now: now) }
        print("| export the deck to an .apkg file | \(export.formatted) |")
        let size = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print(String(format: "package: %.1f MB; peak memory %.0f MiB (%.0f MiB with the deck alone)", Double(size) / 1e6,
                     Measure.peakMemoryMiB, memoryBefore))
    }
}

import Foundation
import FlashzillaCore

/// `flashzilla-bench define [--runs N] [WORD…]`: WordNet lookups against the installed
/// database ($WNSEARCHDIR, else /usr/share/wordnet). Each run opens a new reader and
/// times its first lookup (open + define the first word), then every word again on that
/// reader ("later"). The files stay in the OS page cache between runs, as they do for a
/// user who looks words up in one session; the first sample of the process is also shown.
enum DefineBenchmark {
    static let defaultWords = ["geese", "ran", "running", "better", "ice cream", "goose", "dog", "beautiful", "quickly", "xyzzyq"]

    static func run(words given: [String], runs: Int) throws {
        let directory = WordNet.databaseDirectory(environment: ProcessInfo.processInfo.environment)
        let words = given.isEmpty ? defaultWords : given
        var opens: [Double] = [], firsts: [Double] = [], laters: [Double] = []
        var sink = 0
        for _ in 0..<max(runs, 1) {
            let start = ContinuousClock.now
            let wordNet = try WordNet(directory: directory)
            let opened = ContinuousClock.now
            sink &+= lookUp(words[0], in: wordNet)
            let firstDone = ContinuousClock.now
            opens.append(milliseconds(opened - start))
            firsts.append(milliseconds(firstDone - start))
            for word in words {
                let t0 = ContinuousClock.now
                sink &+= lookUp(word, in: wordNet)
                laters.append(milliseconds(ContinuousClock.now - t0))
            }
        }
        print("WordNet lookups in \(directory.path), \(max(runs, 1)) runs, words: \(words.joined(separator: ", "))")
        print("release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")")
        print("                                   median /      min /      max")
        print(row("open (index, data, exc, cntlist)", opens))
        print(row("first lookup (open + \(words[0]))", firsts))
        print(String(format: "  first sample of this process:     %8.3f ms", firsts[0]))
        print(row("later lookups (\(laters.count))", laters))
        let wordNet = try WordNet(directory: directory)
        for word in words {
            do {
                print("  \(word) → \(try wordNet.define(word))")
            } catch {
                print("  \(word) → \(error)")
            }
        }
        if sink == 42 { print("") }
    }

    static func lookUp(_ word: String, in wordNet: WordNet) -> Int {
        (try? wordNet.define(word))?.definition.utf8.count ?? 0
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    static func row(_ label: String, _ samples: [Double]) -> String {
        let stats = Stats(samples)
        return label.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%8.3f / %8.3f / %8.3f ms", stats.median, stats.min, stats.max)
    }
}

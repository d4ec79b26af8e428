import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Timing and memory helpers for the benchmark (never used in tests).
enum Measure {
    /// Milliseconds per run of `body`. What `body` returns is freed after the clock stops,
    /// so freeing a large result is not counted.
    static func times<T>(runs: Int, _ body: () throws -> T) rethrows -> Stats {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let result = try body()
            let elapsed = ContinuousClock.now - start
            withExtendedLifetime(result) {}
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return Stats(samples)
    }

    /// The process's resident set size now, in MiB (from /proc/self/statm).
    static var currentMemoryMiB: Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// The process's peak resident set size in MiB (ru_maxrss is in KiB on Linux).
    static var peakMemoryMiB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

struct Stats {
    let median: Double, min: Double, max: Double
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        median = sorted[sorted.count / 2]
        min = sorted.first ?? 0
        max = sorted.last ?? 0
    }
    var formatted: String { String(format: "%8.1f / %8.1f / %8.1f ms", median, min, max) }
}

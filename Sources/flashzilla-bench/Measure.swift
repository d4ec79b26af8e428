import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Timing and memory helpers for the benchmark (never used in tests).
enum Measure {
    /// Milliseconds per run of `body`. What `body` returns is freed after the clock stops,
    /// so freeing a large result is not counted.
    static func times<T>(runs: Int, _ body: () throws -> T) rethrows -> Stats {
        try times(runs: runs, prepare: {}, body)
    }

    /// The same, with `prepare` run before each run, outside the clock.
    static func times<T>(runs: Int, prepare: () throws -> Void, _ body: () throws -> T) rethrows -> Stats {
        var samples: [Double] = []
        for _ in 0..<runs {
            try prepare()
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

    /// The process's peak resident set size in MiB: VmHWM from /proc/self/status, which
    /// starts afresh at exec (ru_maxrss does not: a child started by a large parent would
    /// report the parent's size); else ru_maxrss (in KiB on Linux).
    static var peakMemoryMiB: Double {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kib = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Double($0) }) {
            return kib / 1024
        }
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
    var formatted: String {
        func ms(_ v: Double) -> String { v >= 1_000 ? String(format: "%.0f", v).groupedThousands : String(format: v >= 100 ? "%.0f" : "%.1f", v) }
        return "\(ms(median)) / \(ms(min)) / \(ms(max)) ms"
    }

    /// The samples are MiB: shown as MB (10^6 bytes), with the MiB median after them.
    var formattedMegabytes: String {
        let mb = 1_048_576 / 1e6
        return String(format: "%.1f / %.1f / %.1f MB (%.1f MiB)", median * mb, min * mb, max * mb, median)
    }
}

extension String {
    /// "12345" → "12,345".
    var groupedThousands: String {
        var out = ""
        for (i, c) in reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }
}

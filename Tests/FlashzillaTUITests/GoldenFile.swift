import Foundation
import Testing
@testable import FlashzillaTUI

/// Compares `grid.lines` with `Tests/Golden/FlashzillaTUITests/<name>.txt`.
///
/// With `UPDATE_GOLDEN=1` in the environment the file is (re)written from the
/// grid instead, and the test still fails, so a recording run is never
/// mistaken for a passing one: review the diff, commit, rerun without it.
///
/// The file holds one line per grid row, trailing spaces trimmed (see
/// `Grid.lines`), each ended by "\n".
func expectGolden(_ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = goldenDirectory.appendingPathComponent("\(name).txt")
    let actual = grid.lines.map { $0 + "\n" }.joined()

    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Wrote golden file \(url.path); rerun without UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write golden file \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }

    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("Missing golden file \(url.path); record it with UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record(
        "Grid differs from \(name).txt:\n\(goldenDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation
    )
}

/// Located from this source file so it works from any working directory.
/// It sits outside the test target's folder on purpose: SwiftPM warns about
/// any non-source file inside a target unless Package.swift declares it.
private let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/FlashzillaTUITests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Golden/FlashzillaTUITests")

/// A line-by-line listing of the rows that differ, with `|` marking where
/// each row ends so trailing-space differences are visible.
func goldenDiff(expected: String, actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var report: [String] = []
    for i in 0..<max(e.count, a.count) {
        let el = i < e.count ? e[i] : "<none>"
        let al = i < a.count ? a[i] : "<none>"
        if el != al {
            report.append("row \(i):\n  expected |\(el)|\n  actual   |\(al)|")
        }
    }
    return report.joined(separator: "\n")
}

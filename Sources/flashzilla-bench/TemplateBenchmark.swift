import FlashzillaAnki
import Foundation

/// `flashzilla-bench templates [--runs N]`: parsing an Anki note type's templates as the
/// import does (issue 31): sections nested deep, and templates of 1 MB. Each figure is the
/// parse and the resolve of the front and the back, median / min / max.
enum TemplateBenchmark {
    static func run(runs: Int) {
        print("Anki template parsing (release build: \(BenchMain.isReleaseBuild ? "yes" : "NO — use -c release")); \(runs) runs, median / min / max")
        print("| template | result | time |")
        print("|---|---|---:|")
        for depth in [100, 101, 20_000] { nested(depth, runs: runs) }
        let megabyte = 1 << 20
        measure("1 MiB front of fields and text", front: repeated("{{Front}} and ", to: megabyte), back: "{{Back}}", runs: runs)
        measure("1 MiB front of fields the note type lacks", front: repeated("{{Nope}}", to: megabyte), back: "{{Back}}", runs: runs)
        measure("1 MiB front of sections", front: repeated("{{#Front}}a{{/Front}}", to: megabyte), back: "{{Back}}", runs: runs)
        measure("1 MiB back of <hr> lines", front: "{{Front}}", back: repeated("<hr>", to: megabyte) + "{{Back}}", runs: runs)
        measure("1 MiB front of closings of no section", front: repeated("{{/Nope}}", to: megabyte), back: "{{Back}}", runs: runs)
        // Last: before issue 31 it overflowed the stack.
        nested(40_000, runs: runs)
    }

    private static func nested(_ depth: Int, runs: Int) {
        let front = String(repeating: "{{#Front}}", count: depth) + "x" + String(repeating: "{{/Front}}", count: depth)
        measure("front nesting {{#Front}} \(depth.formatted()) deep", front: front, back: "{{Back}}", runs: runs)
    }

    private static func repeated(_ piece: String, to bytes: Int) -> String {
        String(repeating: piece, count: bytes / piece.utf8.count)
    }

    private static func measure(_ what: String, front: String, back: String, runs: Int) {
        var parsed = false
        let time = Measure.times(runs: runs) { parsed = TemplateParsingProbe.parses(front: front, back: back, fields: ["Front", "Back"]) }
        print("| \(what) | \(parsed ? "parsed" : "refused") | \(time.formatted) |")
        fflush(nil)
    }
}

import Foundation
import Testing

/// `flashzilla import` on a terminal tells how far the review history is written.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ImportProgressEndToEndTests {
    @Test func theHistoryIsToldInTenthsOnATerminal() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let package = AnkiPackageEndToEndTests.fixture("current.apkg")
        let tmux = try Tmux(width: 120, height: 40, command: "'\(FlashzillaBinary.url.path)' import '\(package)' --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        let screen = try tmux.waitFor(text: "17 added")
        let lines = screen.split(separator: "\n").map(String.init)
        // 4 answers, one batch: the step, then all of it at once.
        let told = lines.filter { $0.hasPrefix("Writing review history") }
        #expect(told == ["Writing review history… 100% of 4 answers"], "\(screen)")
        let step = try #require(lines.firstIndex { $0.hasPrefix("Writing ") && $0.contains("decks") })
        #expect(lines.firstIndex(of: told.first ?? "") ?? -1 > step)
    }

    @Test func aPipeHearsNoProgress() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["import", AnkiPackageEndToEndTests.fixture("current.apkg")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Writing review history") && !result.stdout.contains("Writing review history"))
    }
}

import Foundation
import Testing

/// The statistics screen in the real app, in tmux: S from the chooser, a for every deck, q back.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct StatisticsEndToEndTests {
    @Test func sOpensTheSelectedDecksStatisticsWithoutCreatingTheProgressFile() throws {
        let fz = try ChooserEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let tmux = try ChooserEndToEndTests.app(fz)
        try tmux.sendKeys("S")
        let screen = try tmux.waitForSettled(text: "statistics: Tmux Test")
        #expect(screen.contains("░ new 3"))
        #expect(screen.contains("today ▲"))
        try tmux.sendKeys("a")
        try tmux.waitForSettled(text: "statistics: all decks")
        try tmux.sendKeys("q")
        try tmux.waitForSettled(text: "Enter Review")
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
    }

    @Test func aBrokenProgressFileIsNamedOnTheChooserAndLeftAlone() throws {
        let fz = try ChooserEndToEndTests.makeHome()
        defer { fz.cleanUp() }
        let url = fz.home.appendingPathComponent("progress.sqlite")
        let bytes = Data(String(repeating: "not a database ", count: 100).utf8)
        try bytes.write(to: url)
        let tmux = try ChooserEndToEndTests.app(fz)
        try tmux.sendKeys("S")
        try tmux.waitFor(text: "Cannot open progress.sqlite")
        #expect(try Data(contentsOf: url) == bytes)
    }
}

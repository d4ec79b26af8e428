import Foundation
import Testing

/// The deck chooser in the real app, in tmux, with a throw-away home.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ChooserEndToEndTests {
    /// The home with one deck of three cards in it (no sample decks).
    static func makeHome() throws -> FlashzillaBinary { try StudyEndToEndTests.makeHome() }

    /// The app on the chooser, once `text` is on show.
    static func app(_ fz: FlashzillaBinary, waitingFor text: String = "Tmux Test") throws -> Tmux {
        let tmux = try Tmux(width: 80, height: 24, command: "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitForSettled(text: text)
        return tmux
    }

    /// A report of the left button going down or up at a cell, as a terminal writes it (the
    /// terminal's own mouse events cannot be made without a client attached). tmux gives its
    /// panes TERM=tmux-256color, whose `kmous` is the X10 form: ESC [ M, then the button + 32
    /// (3 is "released") and the column and line + 33.
    static func mouseReport(x: Int, y: Int, down: Bool) -> String {
        let scalars = [down ? 32 : 35, x + 33, y + 33].map { Character(Unicode.Scalar(UInt8($0))) }
        return "\u{1B}[M" + String(scalars)
    }

    @Test func doubleClickOnARowOpensTheDeck() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        // The first row (the list starts on the third line). Apart, as a hand clicks: ncurses
        // makes one "clicked" event of a press and release only when it reads them together.
        for down in [true, false, true, false] {
            try tmux.sendLiteral(Self.mouseReport(x: 10, y: 2, down: down))
            Thread.sleep(forTimeInterval: 0.03)
        }
        // Opened like Enter: Review, as the new deck has new cards (its header counts them).
        try tmux.waitForSettled(text: "learning 0 · due 0")
    }

    @Test func aDeckMadeInAnotherShellAppearsWithoutLeaving() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        let made = try fz.run(["new-deck", "Made Outside"])
        #expect(made.status == 0, "\(made.stderr)")
        try tmux.waitForSettled(text: "Made Outside")
    }

    @Test func aBrokenFileFixedOutsideOpens() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let file = fz.decksDirectory.appendingPathComponent("tmux-test.json")
        let good = try String(contentsOf: file, encoding: .utf8)
        try Data(good.replacingOccurrences(of: "\"Answer three\" }", with: "\"Answer three\", }").utf8).write(to: file)
        let tmux = try Self.app(fz, waitingFor: "broken")
        try tmux.sendKeys("t")
        try tmux.waitFor(text: "Cannot open")
        // Fixed in place, as an editor that writes over the file does.
        try Data(good.utf8).write(to: file)
        try tmux.waitForSettled(text: "Tmux Test")
        try tmux.sendKeys("t")
        try tmux.waitForSettled(text: "Time:")
    }

    @Test func capitalRReloadsAndComingBackShowsChanges() throws {
        let fz = try Self.makeHome()
        defer { fz.cleanUp() }
        let tmux = try Self.app(fz)
        try tmux.sendKeys("t")
        try tmux.waitForSettled(text: "Time:")
        #expect(try fz.run(["new-deck", "Made Meanwhile"]).status == 0)
        try tmux.sendKeys("q")
        try tmux.waitForSettled(text: "Made Meanwhile")
        #expect(try fz.run(["new-deck", "Made Then"]).status == 0)
        try tmux.sendKeys("R")
        try tmux.waitForSettled(text: "Made Then")
    }
}

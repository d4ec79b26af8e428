import Foundation
import Testing

/// The deck chooser in the real app, in tmux, with a throw-away home.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ChooserEndToEndTests {
    /// The home with one deck of three cards in it (no sample decks).
    static func makeHome() throws -> FlashzillaBinary {
        let fz = try StudyEndToEndTests.makeHome()
        return fz
    }

    /// A shell in the pane, the app started in it (so commands can also be typed in a second window).
    static func app(_ fz: FlashzillaBinary) throws -> Tmux {
        let tmux = try Tmux(width: 80, height: 24, command: "'\(FlashzillaBinary.url.path)' --home '\(fz.home.path)'",
                            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        try tmux.waitForSettled(text: "Tmux Test")
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
        // The study screen (the chooser shows the prompts too, but never a countdown).
        try tmux.waitForSettled(text: "Time:")
    }
}

import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// A broken deck file can be called anything: its row, its reason, the status line and
/// the delete question show the name through `SafeText`, never raw (issue 20).
@Suite struct ChooserBrokenNameTests {
    static let nastyName = "esc\u{1B}]0;FNPWN\u{07}\u{1B}[2J\ttab\nnl\u{9B}31m.json"
    static let listings = [
        DeckListing(fileName: "world-capitals.json", name: "World Capitals", color: .blue, cardCount: 20,
                    samplePrompts: ["What is the capital city of Scotland?"], timeLimit: 100),
        DeckListing.broken(fileName: nastyName, problem: "/home/u/decks/\(nastyName):1:3: expected a string key or '}', found 'b'"),
    ]
    let size = Size(width: 80, height: 24)

    /// Every cell of `grid` holds printable text: no C0, DEL or C1 control.
    func holdsNoControl(_ grid: Grid) -> Bool {
        (0..<grid.size.height).allSatisfy { y in
            grid.row(y).allSatisfy { cell in
                !cell.grapheme.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            }
        }
    }

    @Test func theBrokenRowShowsTheNameWithControlPictures() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: size)
        let grid = screen.view(size: size)
        expectGolden(grid, named: "chooser-broken-control-name-80x24")
        #expect(holdsNoControl(grid))
        let text = grid.lines.joined(separator: "\n")
        #expect(text.contains("⚠ esc␛]0;FNPWN␇␛[2J tab␊nl␛[31m.json  broken"), "the row: a tab is a space in a cell grid")
        #expect(text.contains("/home/u/decks/esc␛]0;FNPWN␇␛[2J"), "the reason under it")
    }

    @Test func theStatusAndTheDeleteQuestionShowItSafelyToo() {
        var screen = ChooserScreen(listings: Self.listings)
        _ = screen.update(.moveDown, size: size)
        #expect(screen.handle(.key(.character("e")), size: size) == [])
        #expect(holdsNoControl(screen.view(size: size)))
        _ = screen.handle(.key(.character("d")), size: size)
        let asking = screen.view(size: size)
        #expect(holdsNoControl(asking))
        #expect(asking.lines.joined().contains("esc␛]0;FNPWN␇"))
        #expect(screen.handle(.key(.character("y")), size: size) == [.trashDeck(fileName: Self.nastyName)], "the real name, for the file system")
    }
}

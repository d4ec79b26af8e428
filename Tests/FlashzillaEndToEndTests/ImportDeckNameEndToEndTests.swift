import FlashzillaCore
import Foundation
import Testing

/// The in-app import asks for the deck's name (issue 33): prefilled from the file, another
/// name previewed and then imported into; the CSV's header row is no card.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct ImportDeckNameEndToEndTests {
    @Test func theDeckIsNamedInTheApp() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let file = fz.home.appendingPathComponent("words-2026.csv")
        try Data("Term,Definition\nhola,hello\nadiós,goodbye\n".utf8).write(to: file)
        let tmux = try ManageDecksEndToEndTests.app(fz)
        try tmux.waitFor(text: "English Vocabulary")
        try tmux.sendKeys("i")
        try tmux.waitFor(text: "Flashzilla — import")
        try tmux.sendLiteral(file.path)
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Would create words-2026 (2 cards)")
        try tmux.waitFor(text: "Deck [words-2026")
        // Ctrl-U empties the field; the new name is previewed before anything is written.
        try tmux.sendKeys("C-u")
        try tmux.sendLiteral("Spanish")
        try tmux.sendKeys("Enter")
        try tmux.waitFor(text: "Would create Spanish (2 cards)")
        try tmux.sendKeys("Enter")
        try tmux.waitForSettled(text: "Imported words-2026.csv: 2 added")
        try tmux.sendKeys("C-c")
        guard case .loaded(let loaded)? = DeckStore(homeDirectory: fz.home).find("Spanish", now: Date()) else {
            Issue.record("no deck named Spanish")
            return
        }
        #expect(loaded.deck.cards.map(\.prompt) == ["hola", "adiós"], "the header row is no card")
    }
}

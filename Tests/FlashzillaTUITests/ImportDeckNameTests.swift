import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The in-app import asks for the deck's name with the preview (issue 33), prefilled with
/// the deck the file's cards would go into (named after the file); another name is
/// previewed before Enter imports into it.
@Suite struct ImportDeckNameTests {
    let size = Size(width: 80, height: 24)

    /// "words.csv" typed, Enter, and its dry run: one deck named after the file.
    func previewing() -> ImportScreen {
        var screen = ImportScreen()
        for c in "words.csv" { _ = screen.handle(.key(.character(c))) }
        #expect(screen.handle(.key(.enter)) == [.preview(path: "words.csv", deckName: nil)])
        _ = screen.update(.previewed(ImportPreview(lines: ["Would create words (2 cards); first: “gato”"], summary: "2 added", deckName: "words")), in: .at(.zero))
        return screen
    }

    @Test func theDeckFieldIsPrefilledFromTheFileAndEnterImportsAsPreviewed() {
        var screen = previewing()
        #expect(screen.deckName.text == "words")
        expectGolden(screen.view(size: size), named: "import-deck-name-80x24")
        #expect(screen.cursor(size: size) == Point(x: 12, y: 3))
        #expect(screen.handle(.key(.enter)) == [.run(path: "words.csv", deckName: nil)], "the file's own naming, as previewed")
    }

    @Test func anotherNameIsPreviewedThenImportedIntoThatDeck() {
        var screen = previewing()
        for _ in 0..<5 { _ = screen.handle(.key(.backspace)) }
        for c in "Vocab" { _ = screen.handle(.paste(String(c))) }
        #expect(screen.view(size: size).lines.last?.contains("Enter Preview into the deck") == true)
        #expect(screen.describe(in: .at(.zero)).contains("Enter previews the import into this deck, Esc goes back."))
        #expect(screen.handle(.key(.enter)) == [.preview(path: "words.csv", deckName: "Vocab")])
        _ = screen.update(.previewed(ImportPreview(lines: ["Would import into Vocab: 2 added"], summary: "2 added", deckName: "Vocab")), in: .at(.zero))
        #expect(screen.deckName.text == "Vocab" && screen.describe(in: .at(.zero))[1] == "Deck: Vocab; type to change it.")
        #expect(screen.handle(.key(.enter)) == [.run(path: "words.csv", deckName: "Vocab")])
    }

    @Test func aPackagesOwnDecksLeaveTheFieldEmpty() {
        var screen = ImportScreen()
        for c in "deck.apkg" { _ = screen.handle(.key(.character(c))) }
        _ = screen.handle(.key(.enter))
        _ = screen.update(.previewed(ImportPreview(lines: ["Would create A (1 card)", "Would create B (1 card)"], summary: "2 added", deckName: nil)), in: .at(.zero))
        #expect(screen.deckName.text.isEmpty)
        #expect(screen.view(size: size).lines[3].contains("the decks named in the file"))
        #expect(screen.handle(.key(.enter)) == [.run(path: "deck.apkg", deckName: nil)])
    }

    @Test func theAppPassesTheDeckNameOn() {
        var app = AppModel(listings: [])
        _ = app.handle(.key(.character("i")), in: .at(.zero))
        _ = app.handle(.paste("words.csv"), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.previewImport(path: "words.csv", deckName: nil)])
        _ = app.receive(.importPreviewed(ImportPreview(lines: [], summary: "2 added", deckName: "words")), in: .at(.zero))
        _ = app.handle(.paste("2"), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.previewImport(path: "words.csv", deckName: "words2")])
        _ = app.receive(.importPreviewed(ImportPreview(lines: [], summary: "2 added", deckName: "words2")), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.runImport(path: "words.csv", deckName: "words2")])
    }
}

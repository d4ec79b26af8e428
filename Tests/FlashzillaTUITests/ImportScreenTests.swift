import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// `i` in the chooser: a path (Tab completes it), the preview of a dry run, Enter imports.
@Suite struct ImportScreenTests {
    let size = Size(width: 80, height: 24)

    func typed(_ text: String) -> ImportScreen {
        var screen = ImportScreen()
        for ch in text { _ = screen.handle(.key(.character(ch))) }
        return screen
    }

    @Test func tabAsksForTheFolderAndCompletesOneMatchWhole() {
        var screen = typed("~/Downloads/ca")
        #expect(screen.handle(.key(.tab)) == [.complete(directory: "~/Downloads/", prefix: "ca")])
        _ = screen.update(.completed(["capitals.csv"]), in: .at(.zero))
        #expect(screen.path.text == "~/Downloads/capitals.csv")
        #expect(screen.candidates.isEmpty)
    }

    @Test func severalMatchesCompleteWhatTheyShareAndAreListed() {
        var screen = typed("sp")
        #expect(screen.handle(.key(.tab)) == [.complete(directory: "", prefix: "sp")])
        _ = screen.update(.completed(["spanish-verbs.apkg", "spanish-nouns.txt", "sports/"]), in: .at(.zero))
        #expect(screen.path.text == "sp")
        #expect(screen.candidates == ["spanish-nouns.txt", "spanish-verbs.apkg", "sports/"])
        screen = typed("spa")
        _ = screen.update(.completed(["spanish-verbs.apkg", "spanish-nouns.txt"]), in: .at(.zero))
        #expect(screen.path.text == "spanish-")
        #expect(screen.view(size: size).lines.contains { $0.contains("spanish-nouns.txt") })
        _ = screen.update(.completed([]), in: .at(.zero))
        #expect(screen.problem == "Nothing here starts with “spanish-”.")
    }

    @Test func enterPreviewsThenImportsAndEscGoesBackAStep() {
        var screen = ImportScreen()
        #expect(screen.handle(.key(.enter)) == [])
        #expect(screen.problem == "Type the path of a file to import.")
        screen = typed("deck.apkg")
        #expect(screen.handle(.key(.enter)) == [.preview(path: "deck.apkg")])
        #expect(screen.handle(.key(.character("x"))) == [] && screen.path.text == "deck.apkg", "no typing while reading")
        _ = screen.update(.previewed(ImportPreview(lines: ["Would create Languages::Spanish (12 cards); first: “hola”"],
                                                   summary: "12 added, 0 updated, 0 unchanged")), in: .at(.zero))
        expectGolden(screen.view(size: size), named: "import-preview-80x24")
        #expect(screen.handle(.key(.escape)) == [])
        #expect(screen.stage == .choosing)
        _ = screen.handle(.key(.enter))
        _ = screen.update(.previewed(ImportPreview(lines: [], summary: "0 added")), in: .at(.zero))
        #expect(screen.handle(.key(.enter)) == [.run(path: "deck.apkg")])
        #expect(screen.view(size: size).lines.joined().contains("Importing deck.apkg…"))
        _ = screen.update(.failed("deck.apkg: not a zip file"), in: .at(.zero))
        #expect(screen.stage == .choosing && screen.view(size: size).lines.joined().contains("⚠ deck.apkg: not a zip file"))
        #expect(screen.handle(.key(.escape)) == [.leave])
    }

    @Test func theChooserOpensItOnIAndAFinishedImportReturnsWithTheSummary() {
        var app = AppModel(listings: AppModelEditingTests.listings)
        #expect(app.handle(.key(.character("i")), in: .at(.zero)) == [])
        #expect(app.route.place == .importFile)
        for ch in "x.csv" { _ = app.handle(.key(.character(ch)), in: .at(.zero)) }
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.previewImport(path: "x.csv")])
        _ = app.receive(.importPreviewed(ImportPreview(lines: ["Would create X (2 cards)"], summary: "2 added")), in: .at(.zero))
        #expect(app.handle(.key(.enter), in: .at(.zero)) == [.runImport(path: "x.csv")])
        #expect(app.receive(.importFinished(summary: "Imported x.csv: 2 added."), in: .at(.zero)) == [.reloadListings])
        #expect(app.route == .chooser && app.chooser.status == "Imported x.csv: 2 added.")
    }

    @Test func fileNamesAndCardTextAreShownSafely() {
        var screen = typed("evil.csv")
        _ = screen.handle(.key(.enter))
        _ = screen.update(.previewed(ImportPreview(lines: ["Would create \u{1B}[2Jdeck"], summary: "1 added")), in: .at(.zero))
        let text = screen.view(size: size).lines.joined()
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func pathCompletionSplitsAtTheLastSlash() {
        #expect(PathCompletion.split("/") == ("/", ""))
        #expect(PathCompletion.split("a/b/c") == ("a/b/", "c"))
        #expect(PathCompletion.complete(prefix: "q", among: ["a"]) == ("q", []))
    }

    @Test func anImportUnderWayShowsItsStep() {
        var screen = typed("big.apkg")
        _ = screen.update(.progressed("Reading big.apkg…"), in: .at(.zero))
        #expect(screen.step == nil, "only while importing")
        _ = screen.handle(.key(.enter))
        _ = screen.update(.previewed(ImportPreview(lines: [], summary: "9 added")), in: .at(.zero))
        _ = screen.handle(.key(.enter))
        _ = screen.update(.progressed("Writing 3 decks and 200000 answers of review history…"), in: .at(.zero))
        #expect(screen.view(size: size).lines.contains { $0.contains("Writing 3 decks and 200000 answers of review history…") })
        _ = screen.update(.failed("disk full"), in: .at(.zero))
        #expect(screen.step == nil)
    }
}

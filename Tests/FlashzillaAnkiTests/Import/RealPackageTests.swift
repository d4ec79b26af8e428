import Foundation
import FlashzillaImport
import Testing
@testable import FlashzillaAnki

/// Packages other people made (Tests/Fixtures/anki-real, see its README), read by Flashzilla:
/// the cards Anki would show, and only those. AnkiRealPackagesEndToEndTests compares every
/// one of them with the real Anki backend.
@Suite struct RealPackageTests {
    static let folder = AnkiFixtures.folder.deletingLastPathComponent().appendingPathComponent("anki-real")

    static func read(_ name: String) throws -> AnkiPackageImport {
        let result = try AnkiPackageReader.read(fileAt: folder.appendingPathComponent(name).path, displayName: name)
        result.cleanUp()
        return result
    }

    @Test func cardsWithAnEmptyBackAreKeptWithTheirAnswers() throws {
        let package = try Self.read("cardoverflow-RandomReviews.apkg")
        #expect(package.parsed.cardCount == 25)
        #expect(package.parsed.skipped.isEmpty)
        #expect(package.parsed.groups.flatMap(\.cards).allSatisfy { $0.answer == PackageCards.emptyBack })
        #expect(package.answered.count == 25)
        #expect(package.answered.reduce(0) { $0 + $1.reviews.count } == 110)
    }

    /// Two notes of AnkiDroid's test deck have a card for a cloze number no field has (2 and 6):
    /// Anki tells those apart as empty cards and shows none; the other five are cards.
    @Test func aClozeNumberWithNoDeletionGivesNoCard() throws {
        let parsed = try Self.read("ankidroid-templates.apkg").parsed
        #expect(parsed.groups.first { $0.deck == "1-TEMPLATES::NestedClozes" }?.cards.count == 5)
        #expect(parsed.skipped.map(\.reason).filter { $0.hasPrefix("no cloze") }.sorted() == ["no cloze 2", "no cloze 6"])
    }

    /// Anki 2025's Image Occlusion note of three masks (and a text label, shown on every card):
    /// each card shows the image and which mask it asks, never the masks' coordinates, nor
    /// the label of the template's "Toggle Masks" button.
    @Test func imageOcclusionShowsTheImageAndWhichMaskIsAsked() throws {
        let cards = try Self.read("srsconv-mixed-legacy-2.apkg").parsed.groups.flatMap(\.cards)
        let image = "[image: paste-ab21b25dd3e4ba4af2a1d8bdfa4c47455e53abac.jpg]"
        let occlusions = cards.filter { $0.prompt.hasPrefix(image) }
        #expect(occlusions.map(\.prompt) == (1...3).map { "\(image)\n(mask \($0) of 3)" })
        #expect(occlusions.map(\.answer) == (1...3).map { "\(image)\n(mask \($0) of 3)" })
        #expect(!cards.contains { ($0.prompt + $0.answer).contains("image-occlusion") || ($0.prompt + $0.answer).contains("Toggle") })
    }

    /// A shape with text of its own is asked by that text.
    @Test func anOcclusionWithTextIsAskedByIt() {
        let field = Cloze.pieces("{{c1::image-occlusion:rect:left=.1:top=.1:oi=1}}{{c2::image-occlusion:text:left=.2:top=.8:text=Aorta:oi=1}}")
        #expect(ImageOcclusion.asked(number: 2, in: [field]) == "(mask: Aorta)")
        #expect(ImageOcclusion.asked(number: 1, in: [field]) == "(mask 1 of 2)")
        #expect(ImageOcclusion.asked(number: 3, in: [field]) == nil)
        #expect(ImageOcclusion.asked(number: 1, in: [Cloze.pieces("{{c1::plain}}")]) == nil)
    }

    /// AnKing's note type hides its resources behind `{{hint:…}}` links and draws a popup
    /// with a close button and a link: the answer shows the links' names, as Anki does before
    /// a tap, and neither the hidden text nor the popup's `×` and `↪`.
    @Test func whatATemplateHidesIsNotShown() throws {
        let cards = try Self.read("ankihub-anking.apkg").parsed.groups.flatMap(\.cards)
        let card = try #require(cards.first)
        #expect(card.prompt == "One Card to Rule Them [...]\n\n[image: _AnKingRound.png]")
        #expect(card.answer.contains("Lecture Notes\n\nMissed Questions"))
        #expect(!card.answer.contains("Sketchy stuff") && !card.answer.contains("×") && !card.answer.contains("closePopup"))
        // Its style sheets hide the Wikipedia popup's `↪` and the cloze's copy for mobiles.
        #expect(!card.answer.contains("↪"))
        #expect(card.answer.components(separatedBy: "One Card to Rule Them All").count == 2)
    }
}

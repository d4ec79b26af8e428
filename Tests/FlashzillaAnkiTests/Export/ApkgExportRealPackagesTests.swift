import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// Every real package (Tests/Fixtures/anki-real) imported, then its decks' rows for export:
/// a note no one edited goes back with its fields exactly as Anki had them. The check for an
/// edit renders each card again and compares it with the card's text, so this is where a
/// rendering that differs from the import's would show (it would turn HTML into plain text).
@Suite struct ApkgExportRealPackagesTests {
    static let packages = ["anki-media.apkg", "ankidroid-templates.apkg", "ankihub-anking.apkg", "ankihub-sample_deck.apkg",
                           "cardoverflow-RandomReviews.apkg", "cardoverflow-RandomReviews.colpkg", "karelze-Patentrecht.apkg",
                           "srsconv-mixed-legacy-2.apkg"]

    @Test(arguments: packages)
    func unEditedNotesGoBackAsAnkiHadThem(_ name: String) throws {
        let package = try RealPackageTests.read(name)
        let plan = try ImportPlan(files: [package.parsed], deckName: nil, now: Date()) { _ in nil }
        var notes = 0
        for deck in plan.decks.map(\.deck) where deck.hasNotes {
            let rows = AnkiPackageRows(deck: deck, media: [], marks: [:], scheduling: nil, now: Date())
            let kept = Dictionary(deck.notes.map { ($0.guid, $0.fields.joined(separator: "\u{1F}")) }, uniquingKeysWith: { a, _ in a })
            for note in rows.notes where note.noteTypeID != AnkiCollectionJSON.basicNoteTypeID || kept[note.guid] != nil {
                #expect(note.fields == kept[note.guid], "\(name) \(deck.name) \(note.guid)")
                notes += 1
            }
            #expect(rows.cards.count == deck.cards.count)
        }
        #expect(notes > 0, "\(name): some notes")
    }
}

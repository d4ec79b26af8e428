import Foundation
@testable import FlashzillaImport

/// Tests/Fixtures/import, written by scripts/make-import-fixtures.py.
enum ImportFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/import")

    static func parse(_ name: String) throws -> ParsedFile {
        try TextImporter.parse(fileAt: folder.appendingPathComponent(name).path)
    }
}

extension ParsedFile {
    /// Every card as (deck, prompt, answer, tags), in order.
    var rows: [[String]] {
        groups.flatMap { group in group.cards.map { [group.deck ?? "-", $0.prompt, $0.answer, $0.tags.joined(separator: " ")] } }
    }
}

/// Parses text given inline, as if read from `name`.
func parsed(_ text: String, name: String = "t.csv", field: String? = nil, card: String? = nil) throws -> ParsedFile {
    try TextImporter.parse(Array(text.utf8), displayName: name, fieldSeparator: field.flatMap(SeparatorName.bytes),
                           cardSeparator: card.flatMap(SeparatorName.bytes))
}

func records(_ text: String, _ delimiters: Delimiters = .csv) throws -> [[String]] {
    try DelimitedReader.records(Array(text.utf8)[...], delimiters).map(\.fields)
}

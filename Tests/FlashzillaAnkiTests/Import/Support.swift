import Foundation
import FlashzillaImport
@testable import FlashzillaAnki

/// Tests/Fixtures/anki, written by scripts/make-apkg-fixtures.py.
enum AnkiFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/anki")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The package read; its temporary folder is removed before returning unless `keep`.
    static func read(_ name: String, limits: ExtractionLimits = .standard) throws -> AnkiPackageImport {
        let result = try AnkiPackageReader.read(fileAt: path(name), displayName: name, limits: limits)
        result.cleanUp()
        return result
    }
}

extension ParsedFile {
    /// Every card as (deck, prompt, answer, tags), in order.
    var rows: [[String]] {
        groups.flatMap { group in group.cards.map { [group.deck ?? "-", $0.prompt, $0.answer, $0.tags.joined(separator: " ")] } }
    }
}

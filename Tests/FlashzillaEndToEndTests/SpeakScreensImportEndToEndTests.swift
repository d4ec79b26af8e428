import FlashzillaProgress
import Foundation
import Testing

/// The old screen reader's Anki import facts through the line front end
/// (`--screen-reader`): the import screen's `import` is the same import, history and all,
/// and it completes one that was killed.
@Suite struct SpeakScreensImportEndToEndTests {
    /// `import`, current.apkg's path and Enter (preview, then import) said by lines: its 4
    /// answers land in the history under the Geography deck's cards.
    static func importCurrentByLines(_ fz: FlashzillaBinary, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try SpawnWithInput.run([FlashzillaBinary.url.path, "--screen-reader", "--home", fz.home.path],
                                            input: "import\n\(AnkiPackageEndToEndTests.fixture("current.apkg"))\n\nquit\n")
        #expect(result.status == 0, "\(result.output)", sourceLocation: sourceLocation)
        // Whether the decks were written before (a killed import) or now, the 4 answers are.
        #expect(result.output.contains(" and 4 answers of review history…"), "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.output.contains("Imported current.apkg: "), sourceLocation: sourceLocation)
        let progress = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        try AnkiPackageEndToEndTests.expectGeographyHistory(fz, progress, file: "geography.json", total: 4, sourceLocation: sourceLocation)
    }

    /// Port of AnkiPackageEndToEndTests.theScreenReaderImportsAPackageWithItsHistory.
    @Test func aPackageIsImportedByLinesWithItsHistory() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        try Self.importCurrentByLines(fz)
    }

    /// Port of KilledImportEndToEndTests.theScreenReaderCompletesAKilledImport.
    @Test func aKilledImportIsCompletedByLines() throws {
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let temporary = try KilledImportEndToEndTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temporary) }
        try KilledImportEndToEndTests.killAfterTheDecks(fz, temporary: temporary)
        try Self.importCurrentByLines(fz)
    }
}

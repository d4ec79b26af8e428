import Foundation
import Testing
@testable import FlashzillaCore

@Suite struct SampleDecksTests {
    static let decksFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("decks")

    @Test func compiledCopyEqualsTheFilesInDecksFolder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.decksFolder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(SampleDecks.all.map(\.fileName) == names, "run scripts/embed-sample-decks.py")
        for sample in SampleDecks.all {
            let onDisk = try String(contentsOf: Self.decksFolder.appendingPathComponent(sample.fileName), encoding: .utf8)
            #expect(sample.contents == onDisk, "\(sample.fileName) is stale: run scripts/embed-sample-decks.py")
        }
    }

    @Test func thereAreAtLeastFiveSampleDecks() {
        #expect(SampleDecks.all.count >= 5)
    }
}

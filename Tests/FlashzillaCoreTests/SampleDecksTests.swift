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

@Suite struct SampleDecksCanonicalFormTests {
    /// The shipped files are exactly what our writer produces, so a first save of an
    /// untouched sample deck changes nothing and git diffs stay clean.
    @Test(arguments: SampleDecks.all.map(\.fileName))
    func sampleDeckIsInCanonicalForm(fileName: String) throws {
        let sample = try #require(SampleDecks.all.first { $0.fileName == fileName })
        let codec = FlashzillaDeckCodec()
        let decoded = try codec.decode(Data(sample.contents.utf8), now: Date(timeIntervalSince1970: 0))
        #expect(decoded.warnings.isEmpty)
        #expect(!decoded.isReadOnly)
        #expect(decoded.deck.cards.count >= 15)
        #expect(String(decoding: codec.encode(decoded.deck), as: UTF8.self) == sample.contents)
    }

    @Test func vocabularyDeckCarriesWordTypesAndJapaneseDeckHasWideCharacters() throws {
        let codec = FlashzillaDeckCodec()
        func deck(_ name: String) throws -> Deck {
            let file = try #require(SampleDecks.all.first { $0.fileName == name })
            return try codec.decode(Data(file.contents.utf8), now: Date(timeIntervalSince1970: 0)).deck
        }
        #expect(try deck("english-vocabulary.json").cards.allSatisfy { $0.wordType != nil })
        #expect(try deck("japanese-basics.json").cards.contains { $0.prompt.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF } })
        #expect(try deck("spanish-basics.json").cards.contains { $0.answer.contains("ñ") })
    }
}

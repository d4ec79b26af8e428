import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// The same collection in each of Anki's layouts (exported by the real Anki backend) gives
/// the same cards, decks and media; genanki's oldest layout reads too.
@Suite struct PackageLayoutTests {
    @Test(arguments: ["current.apkg", "legacy.apkg", "current.colpkg", "legacy.colpkg"])
    func everyLayoutOfTheSameCollectionGivesTheSameCards(name: String) throws {
        let package = try AnkiFixtures.read(name)
        #expect(package.parsed.rows == NoteTypeTests.expectedRows)
        #expect(package.parsed.groups.map(\.deck) == ["Geography", "Languages", "Languages::Spanish", "Languages::French", "Languages::Japanese"])
        #expect(package.media.keys.sorted() == ["perro sound.mp3", "tiny.png"])
        #expect(package.parsed.skipped == [SkippedRow(file: name, line: 12, unit: .note, reason: "empty front")])
    }

    @Test func theNewestCollectionWinsOverTheStubForOlderAnki() throws {
        // current.apkg also holds a collection.anki2 whose one note says "please update".
        let archive = try PackageArchive(url: URL(fileURLWithPath: AnkiFixtures.path("current.apkg")), limits: .standard)
        #expect(archive.contains("collection.anki2") && archive.contains("collection.anki21b"))
        #expect(try PackageLayout.detect(entries: archive.entryNames, meta: try archive.bytes("meta")) == .latest)
        #expect(try PackageLayout.detect(entries: ["collection.anki2", "collection.anki21"], meta: nil) == .legacy2)
        #expect(try PackageLayout.detect(entries: ["collection.anki2"], meta: nil) == .legacy1)
        #expect(try PackageLayout.detect(entries: ["collection.anki2", "collection.anki21"], meta: [0x08, 0x01]) == .legacy1)
        #expect(try AnkiFixtures.read("current.apkg").parsed.rows.contains { $0[1].contains("Please update") } == false)
    }

    @Test func genankisOldestLayoutWithSubdecksAndMedia() throws {
        let package = try AnkiFixtures.read("oldest.apkg")
        #expect(package.parsed.rows == [
            ["Oldest", "one", "1[image: tiny.png]", "numbers"],
            ["Oldest", "dos", "two", ""],
            ["Oldest", "two", "dos", ""],
            ["Oldest::Sub", "[...] and four", "Three and four\ncounting", ""],
            ["Oldest::Sub", "Three and [...]", "Three and four\ncounting", ""],
        ])
        #expect(package.media.keys.sorted() == ["tiny.png"])
    }

    @Test func aPackageWithoutMediaOrSchedulingReads() throws {
        let package = try AnkiFixtures.read("no-media.apkg")
        #expect(package.parsed.rows == NoteTypeTests.expectedRows)
        #expect(package.media.isEmpty)
    }

    @Test func cardsAreKeyedByNoteGUIDAndOrdinal() throws {
        let cards = try AnkiFixtures.read("current.apkg").parsed.groups.flatMap(\.cards)
        let keys = cards.map(\.key)
        #expect(keys.prefix(5) == [
            .ankiNote(guid: "fz-apkg-01", ordinal: 0), .ankiNote(guid: "fz-apkg-02", ordinal: 0),
            .ankiNote(guid: "fz-apkg-03", ordinal: 0), .ankiNote(guid: "fz-apkg-04", ordinal: 0),
            .ankiNote(guid: "fz-apkg-04", ordinal: 1),
        ])
        #expect(keys.contains(.ankiNote(guid: "fz-apkg-08", ordinal: 2)))  // cloze 3
        #expect(Set(keys).count == keys.count)
        #expect(cards.allSatisfy { $0.unit == .note })
    }

    @Test func theTemporaryFolderGoesWithCleanUp() throws {
        let package = try AnkiPackageReader.read(fileAt: AnkiFixtures.path("current.apkg"))
        let staged = try #require(package.media["tiny.png"])
        #expect(FileManager.default.contents(atPath: staged.path)?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        package.cleanUp()
        #expect(!FileManager.default.fileExists(atPath: staged.deletingLastPathComponent().deletingLastPathComponent().path))
    }

    @Test func packagesAreRecognisedByExtensionOrZipMagic() throws {
        #expect(AnkiPackageReader.handles(path: "/nowhere/deck.APKG"))
        #expect(AnkiPackageReader.handles(path: "/nowhere/all.colpkg"))
        #expect(!AnkiPackageReader.handles(path: "/nowhere/words.csv"))
        let renamed = FileManager.default.temporaryDirectory.appendingPathComponent("fz-\(UUID().uuidString).bin")
        try FileManager.default.copyItem(atPath: AnkiFixtures.path("legacy.apkg"), toPath: renamed.path)
        defer { try? FileManager.default.removeItem(at: renamed) }
        #expect(AnkiPackageReader.handles(path: renamed.path))
        #expect(!AnkiPackageReader.handles(path: AnkiFixtures.path("current-rendering.json")))
    }
}

/// A large collection is rendered in chunks on several cores; joined, they are the same
/// cards, skipped notes and history as one pass gives.
@Suite struct ChunkedRenderingTests {
    @Test func chunksGiveWhatOnePassGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-chunks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = try PackageArchive(url: URL(fileURLWithPath: AnkiFixtures.path("current.apkg")), limits: .standard)
        let database = folder.appendingPathComponent("c.sqlite")
        try archive.write("collection.anki21b", to: database, zstd: true)
        let cards = try PackageCards(CollectionReader.read(database), file: "current.apkg")
        let (whole, answered) = cards.parsed(chunks: 1)
        #expect(whole.rows == NoteTypeTests.expectedRows)
        for chunks in [2, 3, 5, 12, 40] {
            let (parts, partsAnswered) = cards.parsed(chunks: chunks)
            #expect(parts == whole, "\(chunks) chunks")
            #expect(partsAnswered == answered)
        }
    }
}

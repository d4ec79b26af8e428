import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// Media names from packages never put a file outside `HOME/media/<deck id>/`.
@Suite struct MediaTests {
    @Test func namesThatCouldLeaveTheFolderAreRefused() {
        let bad = ["../evil.png", "/etc/passwd", "sub/../../up.png", "a/b.png", "a\\b.png", "\\\\server\\share.png",
                   "C:evil.png", "..", ".", "", "nul\u{0}byte.png", "line\nbreak.png", String(repeating: "x", count: 256)]
        for name in bad { #expect(MediaName.problem(name) != nil, "\(name.debugDescription)") }
        for name in ["tiny.png", "perro sound.mp3", "..hidden.png", "日本語.jpg", "a..b.png", "_0123.jpg"] {
            #expect(MediaName.problem(name) == nil, "\(name)")
        }
        #expect(MediaName.printable("nul\u{0}byte") == "nul\\u{0}byte")
    }

    @Test func theInstallerChecksEveryNameAgain() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fz-media-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let source = home.appendingPathComponent("source.bin")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: source)
        let installer = MediaInstaller(home: home)
        let deck = UUID()
        for name in ["../escape.bin", "/tmp/absolute.bin", "a/../../b.bin"] {
            #expect(throws: MediaInstallError.self) { try installer.install(DeckMedia(deckID: deck, files: [name: source])) }
        }
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("media/escape.bin").path))
        let installed = try installer.install(DeckMedia(deckID: deck, files: ["ok.bin": source]))
        #expect(installed.written == [installer.folder(for: deck).appendingPathComponent("ok.bin")])
        let again = try installer.install(DeckMedia(deckID: deck, files: ["ok.bin": source]))
        #expect(again.written.isEmpty && again.unchanged == 1)
        installed.undo()
        #expect(!FileManager.default.fileExists(atPath: installer.folder(for: deck).appendingPathComponent("ok.bin").path))
    }

    /// Issue 31: Foundation's errors in a person's words, not `Error Domain=NSCocoaErrorDomain …`.
    @Test func aFailedCopySaysWhyInWordsAndLeavesNoPiece() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fz-media-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let installer = MediaInstaller(home: home)
        let deck = UUID()
        let missing = home.appendingPathComponent("gone.bin")
        let error = try #require(throws: MediaInstallError.self) { try installer.install(DeckMedia(deckID: deck, files: ["a.bin": missing])) }
        #expect(error.message == "cannot write media into \(installer.folder(for: deck).path): no such file or folder", "\(error.message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: installer.folder(for: deck).path).isEmpty)
    }

    @Test func eachDeckGetsTheMediaItsCardsShow() throws {
        let package = try AnkiPackageReader.read(fileAt: AnkiFixtures.path("current.apkg"))
        defer { package.cleanUp() }
        let plan = try ImportPlan(files: [package.parsed], deckName: nil, now: Date()) { _ in nil }
        let media = DeckMedia.plan(plan, packages: [package])
        let byDeck = Dictionary(uniqueKeysWithValues: zip(plan.decks.map(\.deck.name), media.map { $0.files.keys.sorted() }))
        #expect(byDeck == ["Geography": ["tiny.png"], "Languages": [], "Languages::Spanish": ["perro sound.mp3"],
                           "Languages::French": [], "Languages::Japanese": []])
        #expect(media.map(\.deckID) == plan.decks.map(\.deck.id))

        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fz-media-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let installer = MediaInstaller(home: home)
        for deck in media { _ = try installer.install(deck) }
        let spanish = media[2]
        let mp3 = installer.folder(for: spanish.deckID).appendingPathComponent("perro sound.mp3")
        #expect(FileManager.default.contents(atPath: mp3.path)?.prefix(4) == Data([0xFF, 0xFB, 0x90, 0x00]))
    }

    @Test func legacyAndLatestMediaListsDecode() throws {
        let legacy = try MediaList.read(Array(#"{"1": "b.mp3", "0": "a.png", "10": "c.jpg"}"#.utf8), layout: .legacy2, limit: 1 << 20)
        #expect(legacy.items == [.init(entry: "0", name: "a.png"), .init(entry: "1", name: "b.mp3"), .init(entry: "10", name: "c.jpg")])
        // MediaEntries { entries { name: "a.png" size: 3 } entries { name: "b" legacy_zip_filename: 7 } }
        let message: [UInt8] = [0x0A, 0x09, 0x0A, 0x05] + Array("a.png".utf8) + [0x10, 0x03]
            + [0x0A, 0x06, 0x0A, 0x01, 0x62, 0xF8, 0x0F, 0x07]
        let latest = try MediaList.read(Zstd.compress(message), layout: .latest, limit: 1 << 20)
        #expect(latest.items == [.init(entry: "0", name: "a.png"), .init(entry: "7", name: "b")])
        #expect(throws: PackageProblem.self) { try MediaList.read(Array("[1]".utf8), layout: .legacy1, limit: 1 << 20) }
        #expect(throws: PackageProblem.self) { try MediaList.read(Array(#"{"0": "../x"}"#.utf8), layout: .legacy1, limit: 1 << 20) }
    }
}

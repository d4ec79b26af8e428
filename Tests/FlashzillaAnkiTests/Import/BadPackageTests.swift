import FlashzillaImport
import Foundation
import Testing
import ZIPFoundation
@testable import FlashzillaAnki

/// Bad packages fail with a clear error that names the file, and leave no temporary files.
@Suite struct BadPackageTests {
    func error(_ name: String, limits: ExtractionLimits = .standard) -> ImportError? {
        do {
            _ = try AnkiFixtures.read(name, limits: limits)
            return nil
        } catch {
            return error as? ImportError
        }
    }

    @Test func aTruncatedPackage() {
        let error = error("truncated.apkg")
        #expect(error?.file == "truncated.apkg" && error?.line == nil)
        #expect(error?.message.hasPrefix("is a damaged or truncated zip archive") == true)
    }

    /// An entry whose bytes were changed after it was written: its CRC-32 no longer matches.
    @Test func anEntryWhoseBytesChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-crc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("changed.apkg")
        let text = Data("a stored entry whose bytes a test changes after the fact".utf8)
        let archive = try Archive(url: url, accessMode: .create)
        try archive.addEntry(with: "meta", type: .file, uncompressedSize: Int64(text.count), compressionMethod: .none) { position, size in
            text.subdata(in: Int(position)..<Int(position) + size)
        }
        let intact = try PackageArchive(url: url, limits: .standard)
        #expect(try intact.bytes("meta") == Array(text))
        var bytes = try Data(contentsOf: url)
        let at = try #require(bytes.range(of: Data("changes".utf8)))
        bytes[at.lowerBound] = UInt8(ascii: "C")
        try bytes.write(to: url)
        let changed = try PackageArchive(url: url, limits: .standard)
        #expect(throws: PackageProblem("its entry “meta” is damaged or truncated (size or checksum does not match)")) { try changed.bytes("meta") }
    }

    @Test func aFileThatIsNoZip() {
        #expect(error("not-a-zip.apkg")?.description == "not-a-zip.apkg: is not an Anki package (not a zip archive)")
    }

    @Test func aMissingFile() {
        #expect(error("no-such-file.apkg")?.message == "cannot be read (no such file, or not allowed)")
    }

    @Test func aDatabaseThatIsNoAnkiCollection() {
        #expect(error("not-anki.apkg")?.description
            == "not-anki.apkg: is not an Anki collection (an SQLite database without Anki's col, notes, cards tables)")
    }

    @Test func anUnknownMetaVersion() {
        let message = error("unknown-meta.apkg")?.message ?? ""
        #expect(message.hasPrefix("was written by a newer Anki (package version 99, this reader knows 1 to 3)"))
    }

    @Test func mediaNamesThatLeaveTheMediaFolder() {
        #expect(error("evil-media.apkg")?.description
            == "evil-media.apkg: its media file name “../evil.png” contains a path separator; refused so that no file lands outside the media folder")
    }

    @Test func anEntryDeclaringMoreThanTheLimit() {
        // 3 GiB declared in a 16 KB file: refused before a byte is unpacked.
        #expect(error("bomb-declared.apkg")?.message
            == "its entry “collection.anki2” would unpack to 3221225472 bytes, more than 2 GiB; refused as a zip bomb")
    }

    @Test func anEntryUnpackingToMoreThanItDeclares() {
        // Declares 1,000 bytes, inflates to 16 MiB: stopped at byte 1,001.
        #expect(error("bomb-lying.apkg")?.message
            == "its entry “collection.anki2” unpacks to more than the 1000 bytes it declares; refused as a zip bomb")
    }

    @Test func entriesOverTheLimitsAreRefused() {
        let small = ExtractionLimits(bytesPerEntry: 16 << 10, bytesInTotal: 1 << 30)
        #expect(error("legacy.apkg", limits: small)?.message.hasPrefix("its entry “collection.anki21” would unpack to") == true)
        let total = ExtractionLimits(bytesPerEntry: 1 << 30, bytesInTotal: 100 << 10)
        #expect(error("legacy.apkg", limits: total)?.message.hasPrefix("would unpack to") == true)
    }

    @Test func aZstdStreamUnpackingToMoreThanTheLimit() {
        // 2 KB of zstd that decodes to 64 MiB of zeros.
        let limits = ExtractionLimits(bytesPerEntry: 16 << 20, bytesInTotal: 1 << 30)
        #expect(error("zstd-bomb.apkg", limits: limits)?.message == "unpacks to more than 16 MiB; refused as a zip bomb")
        // Within the standard limit it decodes, and the zeros are no database.
        #expect(error("zstd-bomb.apkg")?.message.hasPrefix("is not an Anki collection (not an SQLite database)") == true)
    }

    @Test func aFailedReadLeavesNoTemporaryFiles() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("fz-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        for name in ["truncated.apkg", "not-anki.apkg", "evil-media.apkg", "bomb-lying.apkg", "unknown-meta.apkg", "zstd-bomb.apkg"] {
            #expect(throws: ImportError.self) { try AnkiPackageReader.read(fileAt: AnkiFixtures.path(name), temporaryDirectory: temporary) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}

/// Issue 31: a 2.6 KB package whose front template nests `{{#Front}}` 40,000 deep crashed the
/// import (the stack overflowed). It is refused, naming the note type and the template,
/// before the history is started; nested just under the limit, it imports.
@Suite struct DeeplyNestedTemplateTests {
    static func nested(_ depth: Int) -> String {
        String(repeating: "{{#Front}}", count: depth) + "{{Front}}" + String(repeating: "{{/Front}}", count: depth)
    }

    @Test func aTemplateNestedTooDeepIsRefusedBeforeTheHistoryStarts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try PackageWithTemplate.write(front: Self.nested(40_000), as: "deep.apkg", in: folder)
        let temporary = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var historyStarted = false
        #expect(throws: ImportError(file: "deep.apkg", line: nil, message: "its note type “Basic” has a card template “Card 1” whose front nests {{#…}} sections more than \(CardTemplate.nestingLimit) deep; refused")) {
            try AnkiPackageReader.read(fileAt: package.path, displayName: "deep.apkg", temporaryDirectory: temporary) { _ in historyStarted = true }
        }
        #expect(!historyStarted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test func aTemplateNestedAtTheLimitImports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try PackageWithTemplate.write(front: Self.nested(CardTemplate.nestingLimit), as: "nested.apkg", in: folder)
        let read = try AnkiPackageReader.read(fileAt: package.path)
        read.cleanUp()
        #expect(read.parsed.rows.contains(["Geography", "Capital of France?", "Paris", "capitals europe"]))
    }
}

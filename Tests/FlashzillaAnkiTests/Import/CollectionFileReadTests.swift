import FlashzillaCore
import FlashzillaImport
import Foundation
import Testing
@testable import FlashzillaAnki

/// A sync's kept collection is read as the file it is (`read(collectionAt:mediaFolder:)`), not
/// zipped into a package first: it must give what a package of the same file and media gives.
@Suite struct CollectionFileReadTests {
    /// The package's collection and media unpacked into a folder as a sync keeps them.
    private static func unpacked(_ name: String, into folder: URL) throws -> (collection: URL, media: URL) {
        let archive = try PackageArchive(url: URL(fileURLWithPath: AnkiFixtures.path(name)), limits: .standard)
        let layout = try PackageLayout.detect(entries: archive.entryNames, meta: archive.contains("meta") ? try archive.bytes("meta") : nil)
        let collection = folder.appendingPathComponent("collection.anki2"), media = folder.appendingPathComponent("media", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try archive.write(layout.collectionName, to: collection, zstd: layout == .latest)
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        let list = try MediaList.read(archive.contains("media") ? try archive.bytes("media") : nil, layout: layout, limit: ExtractionLimits.standard.bytesPerEntry)
        for item in list.items { try archive.write(item.entry, to: media.appendingPathComponent(item.name), zstd: layout == .latest) }
        return (collection, media)
    }

    @Test(arguments: ["legacy.apkg", "current.apkg", "marks.apkg"])
    func aCollectionFileReadsAsItsPackage(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-collection-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (collection, media) = try Self.unpacked(name, into: folder)
        // Files no card shows, or hidden, stay out, as a package of the folder leaves them.
        try Data("x".utf8).write(to: media.appendingPathComponent("unshown.png"))
        let bytes = try Data(contentsOf: collection)

        let package = try AnkiFixtures.read(name)
        let read = try AnkiPackageReader.read(collectionAt: collection, mediaFolder: media, displayName: name)
        defer { read.cleanUp() }
        #expect(read.parsed.rows == package.parsed.rows)
        #expect(read.parsed.rows.count > 0)
        #expect(read.answered == package.answered && read.reviewLog.count == package.reviewLog.count)
        #expect(read.marks.count == package.marks.count && read.schedules.count == package.schedules.count)
        #expect(name == "marks.apkg" || !read.media.isEmpty, "the package's cards show media")
        #expect(Set(read.media.keys) == Set(package.media.keys), "\(read.media.keys.sorted()) \(package.media.keys.sorted())")
        for (file, url) in read.media {
            #expect(url.deletingLastPathComponent().standardizedFileURL == media.standardizedFileURL, "taken from the folder, not copied: \(url)")
            #expect(try Data(contentsOf: url) == Data(contentsOf: media.appendingPathComponent(file)))
        }
        // The kept collection is only read: it stays, byte for byte.
        #expect(try Data(contentsOf: collection) == bytes)
    }

    @Test func aFileThatIsNoCollectionNamesItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-collection-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("collection.anki2")
        try Data("not a database at all, just some text that is long enough".utf8).write(to: file)
        #expect {
            try AnkiPackageReader.read(collectionAt: file, mediaFolder: folder)
        } throws: { error in
            (error as? ImportError)?.file == file.path
        }
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}

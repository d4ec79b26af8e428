import Foundation
import ZIPFoundation

/// A full download is the server's collection file: the same SQLite collection an `.apkg`
/// holds. Wrapped as a package (the collection stored as `collection.anki21`, no media),
/// it goes through the one Anki importer there is, instead of a second reader.
public enum DownloadedCollection {
    /// SQLite's first bytes: anything else is not a collection, whatever the server said.
    static let sqliteMagic = Data("SQLite format 3\u{0}".utf8)

    /// Writes `bytes` as a package at `package` (a new file).
    public static func writePackage(_ bytes: Data, to package: URL) throws {
        guard bytes.prefix(sqliteMagic.count) == sqliteMagic else {
            throw SyncError.damagedResponse("the downloaded collection is not an SQLite file")
        }
        let collection = package.deletingLastPathComponent().appendingPathComponent(".\(package.lastPathComponent).collection")
        try bytes.write(to: collection, options: .atomic)
        defer { try? FileManager.default.removeItem(at: collection) }
        let archive = try Archive(url: package, accessMode: .create)
        // Stored: the file is read once, right after, from the same disk.
        try archive.addEntry(with: "collection.anki21", fileURL: collection, compressionMethod: .none)
    }

    /// Writes the kept collection (schema 11, `SyncedCollection`) as a package at `package`.
    public static func writePackage(collectionAt file: URL, to package: URL) throws {
        let archive = try Archive(url: package, accessMode: .create)
        try archive.addEntry(with: "collection.anki2", fileURL: file, compressionMethod: .none)
    }
}

import Foundation
import ZIPFoundation

extension SyncedCollection {
    /// Writes the kept collection as a package at `package` (a new file): the collection
    /// stored as `collection.anki2`, Anki's name for schema 11, no media. It then goes
    /// through the one Anki importer there is, instead of a second reader.
    public static func writePackage(collectionAt file: URL, to package: URL) throws {
        let archive = try Archive(url: package, accessMode: .create)
        // Stored: the file is read once, right after, from the same disk.
        try archive.addEntry(with: "collection.anki2", fileURL: file, compressionMethod: .none)
    }
}

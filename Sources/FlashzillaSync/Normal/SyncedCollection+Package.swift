import Foundation
import ZIPFoundation

extension SyncedCollection {
    /// Writes the kept collection as a package at `package` (a new file): the collection
    /// stored as `collection.anki2`, Anki's name for schema 11, with the media files of
    /// `mediaFolder` (media sync's) in the package's legacy layout (entries by number, the
    /// `media` entry naming each). It then goes through the one Anki importer there is,
    /// instead of a second reader, which takes the media its cards show.
    /// `names`: only these of the folder's files (nil: every one).
    public static func writePackage(collectionAt file: URL, mediaFolder: URL? = nil, names wanted: Set<String>? = nil, to package: URL) throws {
        let archive = try Archive(url: package, accessMode: .create)
        // Stored: the files are read once, right after, from the same disk.
        try archive.addEntry(with: "collection.anki2", fileURL: file, compressionMethod: .none)
        var names: [String: String] = [:]
        let files = mediaFolder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        for name in files.sorted() where !name.hasPrefix(".") && wanted?.contains(name) ?? true {
            guard let mediaFolder else { break }
            let entry = String(names.count)
            try archive.addEntry(with: entry, fileURL: mediaFolder.appendingPathComponent(name), compressionMethod: .none)
            names[entry] = name
        }
        let list = try JSONSerialization.data(withJSONObject: names, options: [.sortedKeys])
        try archive.addEntry(with: "media", type: .file, uncompressedSize: Int64(list.count), compressionMethod: .none) { position, size in
            list.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}

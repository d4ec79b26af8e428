import Foundation
import ZIPFoundation

/// The zip of a legacy Anki package: the collection as `collection.anki2` and an empty
/// media map. Without a `meta` entry Anki reads it as the oldest layout, which every Anki
/// imports.
enum ApkgArchive {
    static func write(collectionAt collection: URL, to url: URL) throws {
        // The archive closes its file when released, at the end of this function.
        let archive = try Archive(url: url, accessMode: .create)
        try archive.addEntry(with: "collection.anki2", fileURL: collection, compressionMethod: .deflate)
        let media = Data("{}".utf8)
        try archive.addEntry(with: "media", type: .file, uncompressedSize: Int64(media.count)) { position, size in
            media.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}

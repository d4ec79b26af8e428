import FlashzillaCore
import Foundation
import ZIPFoundation

/// The zip of a legacy Anki package: the collection as `collection.anki2`, the media
/// files as `0`, `1`, … and the map of their names (`{"0": "x.png"}`). Without a `meta`
/// entry Anki reads it as the oldest layout, which every Anki imports.
enum ApkgArchive {
    static func write(collectionAt collection: URL, media: [(name: String, file: URL)] = [], to url: URL) throws {
        // The archive closes its file when released, at the end of this function.
        let archive = try Archive(url: url, accessMode: .create)
        // A megabyte a read: the 60 MB collection of a 50,000-note export in 60 chunks, not 4,000.
        try archive.addEntry(with: "collection.anki2", fileURL: collection, compressionMethod: .deflate, bufferSize: 1 << 20)
        var names: [String: JSONValue] = [:]
        for (number, item) in media.enumerated() {
            // Stored: images and sounds are compressed already.
            try archive.addEntry(with: String(number), fileURL: item.file, compressionMethod: .none)
            names[String(number)] = .string(item.name)
        }
        // As Anki writes it: `{}` when there are none (the writer's last line break left out).
        let map = Data(JSONWriter.bytes(.object(names)).dropLast())
        try archive.addEntry(with: "media", type: .file, uncompressedSize: Int64(map.count)) { position, size in
            map.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}

import FlashzillaCore
import Foundation
import ZIPFoundation

/// The zip of a legacy Anki package: the collection as `collection.anki2`, the media
/// files as `0`, `1`, … and the map of their names (`{"0": "x.png"}`). Without a `meta`
/// entry Anki reads it as the oldest layout, which every Anki imports.
enum ApkgArchive {
    static func write(collectionAt collection: URL, media: [(name: String, file: URL)] = [], to url: URL) throws {
        var names: [String: JSONValue] = [:]
        for (number, item) in media.enumerated() { names[String(number)] = .string(item.name) }
        // As Anki writes it: `{}` when there are none (the writer's last line break left out).
        let map = Data(JSONWriter.bytes(.object(names)).dropLast())
        do {
            var zip = try FastZipWriter(creating: url)
            try zip.add("collection.anki2", file: collection, deflate: true)
            // Stored: images and sounds are compressed already.
            for (number, item) in media.enumerated() { try zip.add(String(number), file: item.file, deflate: false) }
            try zip.add("media", data: map, deflate: false)
            try zip.finish()
        } catch is FastZipWriter.Failure {
            // 4 GiB or more: ZIPFoundation writes zip64.
            try? FileManager.default.removeItem(at: url)
            let archive = try Archive(url: url, accessMode: .create)
            try archive.addEntry(with: "collection.anki2", fileURL: collection, compressionMethod: .deflate, bufferSize: 1 << 20)
            for (number, item) in media.enumerated() {
                try archive.addEntry(with: String(number), fileURL: item.file, compressionMethod: .none)
            }
            try archive.addEntry(with: "media", type: .file, uncompressedSize: Int64(map.count)) { position, size in
                map.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }
}

import Foundation
import GRDB
import ZIPFoundation

/// legacy.apkg with one note type's front template replaced, written in a test: packages
/// whose templates are hostile, without a fixture file for each.
enum PackageWithTemplate {
    /// The copy, as `name` in `folder`: note type `notetype` (by name) has `front` as its
    /// first template's front, in both of the package's collections.
    static func write(front: String, notetype: String = "Basic", as name: String, in folder: URL) throws -> URL {
        let source = try Archive(url: URL(fileURLWithPath: AnkiFixtures.path("legacy.apkg")), accessMode: .read)
        let url = folder.appendingPathComponent(name)
        let copy = try Archive(url: url, accessMode: .create)
        for entry in source {
            var bytes = Data()
            _ = try source.extract(entry, skipCRC32: false) { bytes.append($0) }
            if entry.path.hasPrefix("collection.anki2") { bytes = try replacingFront(front, of: notetype, in: bytes, folder: folder) }
            try copy.addEntry(with: entry.path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate) { position, size in
                bytes.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url
    }

    private static func replacingFront(_ front: String, of notetype: String, in collection: Data, folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("collection-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        try collection.write(to: file)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            let text = try String.fetchOne(db, sql: "SELECT models FROM col")!
            var models = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: [String: Any]]
            let id = models.first { $0.value["name"] as? String == notetype }!.key
            var templates = models[id]!["tmpls"] as! [[String: Any]]
            templates[0]["qfmt"] = front
            models[id]!["tmpls"] = templates
            let json = String(decoding: try JSONSerialization.data(withJSONObject: models), as: UTF8.self)
            try db.execute(sql: "UPDATE col SET models = ?", arguments: [json])
        }
        try queue.close()
        return try Data(contentsOf: file)
    }
}

import Foundation

/// A package's media: which zip entry holds which file. Entries are named by number
/// (`0`, `1`, …); the `media` entry maps them to the files' names.
struct MediaList: Equatable {
    struct Item: Equatable {
        /// The zip entry holding the bytes.
        var entry: String
        /// The file's name as the notes refer to it (checked by `MediaName`).
        var name: String
    }

    var items: [Item]

    /// Reads the `media` entry (missing: no media) in the layout's format. Every name is
    /// checked: a name that could leave the media folder makes the package bad.
    static func read(_ bytes: [UInt8]?, layout: PackageLayout, limit: Int64) throws(PackageProblem) -> MediaList {
        guard let bytes, !bytes.isEmpty else { return MediaList(items: []) }
        let items: [Item]
        switch layout {
        case .legacy1, .legacy2: items = try legacy(bytes)
        case .latest:
            do {
                items = try latest(try Zstd.decompress(bytes, limit: limit))
            } catch let problem as PackageProblem {
                throw problem
            } catch {
                throw PackageProblem("its media list is damaged (\(error))")
            }
        }
        for item in items { try MediaName.check(item.name) }
        return MediaList(items: items)
    }

    /// `{"0": "tiny.png", "1": "sound.mp3"}`.
    private static func legacy(_ bytes: [UInt8]) throws(PackageProblem) -> [Item] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let map = object as? [String: Any] else {
            throw PackageProblem("its media list is damaged (not a JSON object)")
        }
        var items: [Item] = []
        for (entry, value) in map {
            guard let name = value as? String else { throw PackageProblem("its media list is damaged (entry “\(entry)” has no name)") }
            items.append(Item(entry: entry, name: name))
        }
        // JSON objects have no order; entries by number make the result the same every time.
        return items.sorted { (Int($0.entry) ?? .max, $0.entry) < (Int($1.entry) ?? .max, $1.entry) }
    }

    /// `MediaEntries { repeated MediaEntry entries = 1 }`, `MediaEntry { string name = 1; … }`:
    /// the nth entry's bytes are in zip entry `n`, unless it names another (field 255).
    private static func latest(_ bytes: [UInt8]) throws(PackageProblem) -> [Item] {
        var reader = ProtobufReader(bytes[...])
        var items: [Item] = []
        while let (field, value) = try reader.next() {
            guard field == 1, let message = value.message else { continue }
            var entry = ProtobufReader(message)
            var name: String?
            var zipName = String(items.count)
            while let (field, value) = try entry.next() {
                if field == 1 { name = value.string }
                if field == 255, let number = value.integer { zipName = String(number) }
            }
            guard let name else { throw PackageProblem("its media list is damaged (an entry has no name)") }
            items.append(Item(entry: zipName, name: name))
        }
        return items
    }
}

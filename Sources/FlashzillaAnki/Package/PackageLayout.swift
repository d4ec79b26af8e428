/// Which of Anki's three package layouts a package has, from its `meta` entry (a protobuf
/// `PackageMetadata` whose field 1 is the version) or, without one, from its collection's name.
enum PackageLayout: Equatable {
    /// `collection.anki2`: Anki 2.0 and genanki; JSON media map.
    case legacy1
    /// `collection.anki21`: Anki 2.1 before 2.1.50 and "legacy" exports; JSON media map.
    case legacy2
    /// `collection.anki21b`: Anki 2.1.50 and later; the collection, the media list (protobuf)
    /// and each media file zstd-compressed.
    case latest

    /// The collection entry this layout reads.
    var collectionName: String {
        switch self {
        case .legacy1: "collection.anki2"
        case .legacy2: "collection.anki21"
        case .latest: "collection.anki21b"
        }
    }

    /// From the package's entry names and its `meta` bytes (nil when it has none). A newer
    /// package also carries a `collection.anki2` that only says "please update Anki", so the
    /// newest collection present wins.
    static func detect(entries: Set<String>, meta: [UInt8]?) throws(PackageProblem) -> PackageLayout {
        if let meta {
            var reader = ProtobufReader(meta[...])
            var version: UInt64 = 0
            while let (field, value) = try reader.next() {
                if field == 1 { version = value.integer ?? 0 }
            }
            switch version {
            case 1: return .legacy1
            case 2: return .legacy2
            case 3: return .latest
            default:
                throw PackageProblem("was written by a newer Anki (package version \(version), this reader knows 1 to 3); export it from Anki with “Support older Anki versions” ticked")
            }
        }
        for layout in [PackageLayout.latest, .legacy2, .legacy1] where entries.contains(layout.collectionName) {
            return layout
        }
        throw PackageProblem("is not an Anki package (it holds no collection.anki2, collection.anki21 or collection.anki21b)")
    }
}

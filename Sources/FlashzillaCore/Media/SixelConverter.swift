/// A program that turns a picture file into sixel data on its standard output, found on
/// the system's `PATH`: Flashzilla does not decode pictures itself, so a terminal that
/// draws only sixel gets a card's picture through one of these (libsixel's `img2sixel`,
/// ImageMagick's `magick` or its older `convert`); without one the `[image: …]` text stays.
public struct SixelConverter: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case img2sixel, magick, convert
    }

    public var kind: Kind
    /// The program's full path.
    public var path: String

    public init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// The first converter in `searchPath`, in the order of `Kind` (see `ProgramSearch`).
    public static func find(searchPath: String, isExecutable: (String) -> Bool) -> SixelConverter? {
        guard let found = ProgramSearch.first(of: Kind.allCases.map(\.rawValue), in: searchPath, isExecutable: isExecutable),
              let kind = Kind(rawValue: found.name) else { return nil }
        return SixelConverter(kind: kind, path: found.path)
    }

    /// The command line that writes `file` as sixel, `width` × `height` pixels (the caller
    /// works out a size that keeps the picture's shape and fits its cells).
    public func command(for file: String, width: Int, height: Int) -> [String] {
        switch kind {
        case .img2sixel:
            [path, "-w", "\(width)", "-h", "\(height)", file]
        case .magick, .convert:
            // `!`: exactly this size (the shape was kept by the caller); `sixel:-`: to standard output.
            [path, file, "-resize", "\(width)x\(height)!", "sixel:-"]
        }
    }
}

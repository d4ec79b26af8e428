/// How much a package may unpack to: a zip bomb (a tiny file that inflates to gigabytes)
/// is refused by what its entries declare before anything is read, and cut off by what
/// they actually produce while they are read.
public struct ExtractionLimits: Sendable, Equatable {
    /// The most one entry (or one zstd stream inside it) may unpack to.
    public var bytesPerEntry: Int64
    /// The most the whole package may unpack to.
    public var bytesInTotal: Int64

    public init(bytesPerEntry: Int64, bytesInTotal: Int64) {
        self.bytesPerEntry = bytesPerEntry
        self.bytesInTotal = bytesInTotal
    }

    /// 2 GiB an entry, 8 GiB in all: beyond any real deck (the largest shared decks are a
    /// few hundred megabytes, mostly media), far below what would fill a disk.
    public static let standard = ExtractionLimits(bytesPerEntry: 2 << 30, bytesInTotal: 8 << 30)
}

extension Int64 {
    /// `2 GiB`, `512 MiB`, `300 KiB`: limits in messages.
    var byteCountWords: String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where self >= Int64(1) << shift && self % (Int64(1) << shift) == 0 {
            return "\(self >> shift) \(unit)"
        }
        return "\(self) bytes"
    }
}

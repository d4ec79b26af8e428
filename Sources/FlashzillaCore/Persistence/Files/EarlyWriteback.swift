import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to start writing a range of a file to the disk without waiting for it
/// (Linux `sync_file_range` with `SYNC_FILE_RANGE_WRITE`). A large save then overlaps
/// its disk writes with encoding the rest, instead of handing the whole file to `fsync`
/// at the end. Only a hint: durability still comes from `fsync`. Elsewhere it does nothing.
enum EarlyWriteback {
    #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// Looked up at run time: Swift's Glibc module does not declare it (it needs _GNU_SOURCE).
    private static let syncFileRange: SyncFileRange? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()
    private static let writeFlag: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
    #endif

    static func start(_ fd: Int32, from offset: Int, count: Int) {
        #if os(Linux)
        _ = syncFileRange?(fd, Int64(offset), Int64(count), writeFlag)
        #endif
    }
}

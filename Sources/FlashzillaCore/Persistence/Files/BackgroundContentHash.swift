import Foundation
import Synchronization

/// The content hash of a file, computed on another core while this one does something
/// else (a save hashes the file on disk for its conflict check while it encodes and
/// writes the new one: about 10 ms of a 30 MB save that no longer adds to it).
final class BackgroundContentHash: Sendable {
    /// Nil until the hash is done; then the hash, or nil if the file could not be read.
    private let result = Mutex<UInt64??>(nil)
    private let done = DispatchGroup()

    init(ofFile path: String, limit: Int64) {
        DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
            let hash = POSIXFile.contentHash(ofFile: path, limit: limit)
            result.withLock { $0 = .some(hash) }
        }
    }

    /// Waits for the hash; nil if the file could not be read.
    func wait() -> UInt64? {
        done.wait()
        return result.withLock { $0 } ?? nil
    }
}

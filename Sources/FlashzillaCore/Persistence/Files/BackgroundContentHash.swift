import Foundation

/// The content hash of a file, computed on another core while this one does something
/// else (a save hashes the file on disk for its conflict check while it encodes and
/// writes the new one: about 10 ms of a 30 MB save that no longer adds to it).
///
/// `@unchecked Sendable`: `result` is written once, before `done` is signalled, and read
/// only after waiting for it, so the semaphore orders the two.
final class BackgroundContentHash: @unchecked Sendable {
    private var result: UInt64?
    private let done = DispatchSemaphore(value: 0)

    init(ofFile path: String, limit: Int64) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = POSIXFile.contentHash(ofFile: path, limit: limit)
            done.signal()
        }
    }

    /// Waits for the hash; nil if the file could not be read.
    func wait() -> UInt64? {
        done.wait()
        done.signal()  // a second wait returns at once
        return result
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SyncClient {
    /// The server's whole collection (`download`) written to `file` (made anew) as it is
    /// decoded, never held whole: a freed block of up to 32 MB raises glibc's threshold for
    /// mapping blocks to its size, and the import's blocks below it then stay on the heap
    /// (the first sync of 50,000 notes peaked 45 MB higher after one 25 MB body).
    public func download(to file: URL) throws(SyncError) {
        let response = try transport.post(try request(.download, body: SyncJSON.data([String: Any]())))
        // Any other answer is an error (`body` says which).
        if response.status != 200 { _ = try Self.body(of: response, to: .download) }
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .localCollection("\(file.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try SyncZstd.decompress(response.body) { (piece: UnsafeRawBufferPointer) throws(SyncError) in
            var rest = piece
            while !rest.isEmpty {
                let written = write(descriptor, rest.baseAddress, rest.count)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw .localCollection("\(file.path): \(String(cString: strerror(errno)))") }
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            }
        }
    }
}

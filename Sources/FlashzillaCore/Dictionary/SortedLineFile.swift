import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only text file of `\n`-terminated lines sorted in byte order, searched in
/// place: every read is a `pread` at a byte offset, so the file is never loaded whole
/// and the handle can be shared by any number of threads (pread has no file position).
///
/// WordNet's `index.*`, `*.exc` and `cntlist.rev` files are such files. Their licence
/// header lines start with two spaces, which sort before every key we search for, so
/// the binary search passes over them without special handling.
final class SortedLineFile: Sendable {
    /// The file's name, for messages ("index.noun").
    let name: String
    let path: String
    let size: Int
    private let descriptor: Int32

    /// Opens the file; nil with `errno` set when it cannot be opened or is not a regular file.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var s = stat()
        guard fstat(fd, &s) == 0, s.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            errno = EISDIR
            return nil
        }
        self.descriptor = fd
        self.size = Int(s.st_size)
        self.path = path
        self.name = (path as NSString).lastPathComponent
    }

    deinit { close(descriptor) }

    struct ReadFailure: Error {
        let message: String
    }

    /// The line that starts at `offset` (without its `\n`) and where the next one starts.
    /// `chunk` is the first read's size; long lines take further reads.
    func line(at offset: Int, chunk: Int = 512) throws(ReadFailure) -> (bytes: [UInt8], next: Int) {
        var bytes: [UInt8] = []
        let next = try scan(from: offset, chunk: chunk, into: &bytes)
        return (bytes, next)
    }

    /// Reads from `offset` to the end of its line, appending the bytes to `bytes` when
    /// asked; returns where the next line starts.
    private func scan(from offset: Int, chunk: Int, into bytes: inout [UInt8], collect: Bool = true) throws(ReadFailure) -> Int {
        var position = offset
        var request = chunk
        while position < size {
            let count = min(request, size - position)
            var got = 0
            var newline: Int?
            var failure: Int32 = 0
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                let base = buffer.baseAddress!
                while true {
                    let n = pread(descriptor, base, count, off_t(position))
                    if n >= 0 { got = n; break }
                    if errno != EINTR { failure = errno; return }
                }
                guard got > 0 else { return }
                var end = got
                if let found = memchr(base, Int32(UInt8(ascii: "\n")), got) {
                    end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                    newline = end
                }
                if collect { bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: end)) }
            }
            if failure != 0 { throw ReadFailure(message: "cannot read: \(String(cString: strerror(failure)))") }
            guard got > 0 else { throw ReadFailure(message: "the file ended early (it changed while open?)") }
            if let newline { return position + newline + 1 }
            position += got
            request = max(request * 2, 4096)
        }
        return size
    }

    /// Where the first line at or after byte `offset` starts (`size` if none does).
    func lineStart(atOrAfter offset: Int) throws(ReadFailure) -> Int {
        if offset <= 0 { return 0 }
        if offset >= size { return size }
        // The line containing byte offset - 1 ends with a newline; the next one starts after it.
        var unused: [UInt8] = []
        return try scan(from: offset - 1, chunk: 256, into: &unused, collect: false)
    }

    /// Offset of the first line that is not less than `target` in byte order (`size` if
    /// every line is less). A classic lower bound over the lines, probing near the middle
    /// of the remaining byte range: O(log size) reads, each of about one line.
    func lowerBound(_ target: [UInt8]) throws(ReadFailure) -> Int {
        var low = 0, high = size   // both are line starts (or the end)
        while low < high {
            let middle = low + (high - low) / 2
            var probe = try lineStart(atOrAfter: middle)
            // No line starts in [middle, high): look at the line at `low` instead.
            if probe >= high { probe = low }
            let (bytes, next) = try line(at: probe, chunk: 256)
            if bytes.lexicographicallyPrecedes(target) {
                low = next
            } else {
                high = probe
            }
        }
        return low
    }

    /// Every line that starts with `prefix` (they are adjacent in a sorted file).
    func lines(withPrefix prefix: [UInt8]) throws(ReadFailure) -> [[UInt8]] {
        var offset = try lowerBound(prefix)
        var found: [[UInt8]] = []
        while offset < size {
            let (bytes, next) = try line(at: offset, chunk: 256)
            guard bytes.starts(with: prefix) else { break }
            found.append(bytes)
            offset = next
        }
        return found
    }

    /// The first line whose first space-separated field is `key`, if any.
    func line(forKey key: [UInt8]) throws(ReadFailure) -> [UInt8]? {
        let prefix = key + [UInt8(ascii: " ")]
        let offset = try lowerBound(prefix)
        guard offset < size else { return nil }
        let (bytes, _) = try line(at: offset, chunk: 256)
        return bytes.starts(with: prefix) ? bytes : nil
    }
}

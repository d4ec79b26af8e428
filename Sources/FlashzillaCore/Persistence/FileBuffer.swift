import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole deck file in memory that its reader gives back page by page as it goes, so
/// that the file's bytes and the cards made from them are not both held in full: the
/// peak is about the larger of the two, not their sum.
///
/// The bytes live in anonymous memory of their own (not the malloc heap), so pages given
/// back (`madvise`) return to the system at once. Each part is hashed before it is given
/// back (for the file's fingerprint), and the error positions of a part that is gone are
/// recounted from the file itself (`position(before:)`).
final class FileBuffer {
    /// The file's bytes; those before `released` must no longer be read.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Everything before this offset has been given back (a multiple of the page size).
    private(set) var released = 0
    private let mapping: UnsafeMutableRawPointer
    private let mappingLength: Int
    private let source: Source
    private var hash: ContentHash
    private var hashed = 0
    /// Where the text starts: after a byte order mark, if any (as `JSONParser` counts).
    private let textStart: Int

    private enum Source {
        /// An open file, read again (`pread`) only to place an error in a part given back.
        case file(Int32)
        /// Bytes given directly (tests).
        case bytes([UInt8])
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    private init(mapping: UnsafeMutableRawPointer, mappingLength: Int, count: Int, source: Source) {
        self.mapping = mapping
        self.mappingLength = mappingLength
        self.bytes = UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: count)
        self.source = source
        self.hash = ContentHash()
        let b = self.bytes
        textStart = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
    }

    deinit {
        munmap(mapping, mappingLength)
        if case .file(let fd) = source { close(fd) }
    }

    private static func map(_ length: Int) -> (UnsafeMutableRawPointer, Int)? {
        let length = max(pageSize, (length + pageSize - 1) / pageSize * pageSize)
        // Populated at once: one call instead of a page fault for every 4 KiB as it is read into.
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE | MAP_ANONYMOUS
        #endif
        let address = mmap(nil, length, PROT_READ | PROT_WRITE, flags, -1, 0)
        guard let address, address != MAP_FAILED else { return nil }
        return (address, length)
    }

    /// Reads the regular file at `path` whole, refusing (before reading) one larger than
    /// `limit`. The status is the file's after the read.
    static func contents(ofFile path: String, limit: Int64) throws(DeckFileError) -> (FileBuffer, POSIXFile.Status) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw DeckFileError(.unreadable("cannot open: \(POSIXFile.lastError)")) }
        var s = stat()
        guard fstat(fd, &s) == 0 else {
            defer { close(fd) }
            throw DeckFileError(.unreadable("cannot read: \(POSIXFile.lastError)"))
        }
        let before = POSIXFile.Status(s)
        do throws(DeckFileError) {
            guard !before.isDirectory else { throw DeckFileError(.unreadable("is a directory")) }
            guard before.isRegularFile else { throw DeckFileError(.unreadable("not a regular file")) }
            guard before.size <= limit else { throw DeckFileError(.tooLarge(byteCount: before.size)) }
        } catch {
            close(fd)
            throw error
        }
        // One byte more than the size stat gave, to notice a file that grew meanwhile.
        let capacity = Int(before.size) + 1
        guard let (mapping, length) = map(capacity) else {
            close(fd)
            throw DeckFileError(.unreadable("cannot read: out of memory"))
        }
        var total = 0
        var failed: String?
        while total < capacity {
            let n = read(fd, mapping + total, capacity - total)
            if n > 0 {
                total += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                failed = POSIXFile.lastError
                break
            }
        }
        let buffer = FileBuffer(mapping: mapping, mappingLength: length, count: min(total, Int(before.size)), source: .file(fd))
        if let failed { throw DeckFileError(.unreadable("cannot read: \(failed)")) }
        guard total <= before.size else { throw DeckFileError(.unreadable("the file changed while it was being read")) }
        guard fstat(fd, &s) == 0 else { throw DeckFileError(.unreadable("cannot read: \(POSIXFile.lastError)")) }
        return (buffer, POSIXFile.Status(s))
    }

    /// A buffer holding a copy of `bytes` (for tests: it gives back pages as a file's does).
    convenience init(copying bytes: [UInt8]) {
        // The initializer reads the first bytes, so they are copied in first.
        let (mapping, length) = Self.map(bytes.count)!
        bytes.withUnsafeBytes { mapping.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        self.init(mapping: mapping, mappingLength: length, count: bytes.count, source: .bytes(bytes))
    }

    /// Gives back the whole pages before `offset` (which the reader has passed for good),
    /// hashing them first. Returns the new `released`.
    @discardableResult
    func release(before offset: Int) -> Int {
        let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
        guard end > released else { return released }
        hashUp(to: end)
        #if canImport(Darwin)
        madvise(mapping + released, end - released, MADV_FREE)
        #else
        madvise(mapping + released, end - released, MADV_DONTNEED)
        #endif
        released = end
        return released
    }

    /// The hash of the whole file (`ContentHash.of` its bytes).
    func contentHash() -> UInt64 {
        hashUp(to: bytes.count)
        return hash.finish()
    }

    private func hashUp(to end: Int) {
        guard end > hashed else { return }
        hash.update(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[hashed..<end]))
        hashed = end
    }

    /// Line and column (1-based, as `JSONSyntaxError` counts them) of `offset`, for an
    /// offset at or after `released`, from the lines before `released` (read again from
    /// the file) and `relative`, the position the parser counted from `released` on.
    func position(_ relative: (line: Int, column: Int)) -> (line: Int, column: Int) {
        guard released > textStart, let prefix = readPrefix(textStart..<released) else { return relative }
        var lines = 0
        var column = 0
        for byte in prefix {
            if byte == 0x0A {
                lines += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (lines + relative.line, relative.line == 1 ? column + relative.column : relative.column)
    }

    private func readPrefix(_ range: Range<Int>) -> [UInt8]? {
        switch source {
        case .bytes(let all):
            return Array(all[range])
        case .file(let fd):
            var out = [UInt8](repeating: 0, count: range.count)
            var done = 0
            while done < range.count {
                let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done)) }
                if n > 0 {
                    done += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return nil
                }
            }
            return out
        }
    }
}

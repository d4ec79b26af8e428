import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A deck file read a window at a time into one buffer that is used again and again, so
/// that its bytes and the cards made from them are never both held in full, and the
/// memory for the bytes is touched once, not once per page of a 30 MB file.
///
/// The reader (`DeckStreamDecoder`) parses the window; between pieces of the document it
/// lets the window drop what it has passed and read on (`takeMore`), and a piece that
/// runs past the window's end is read again once the window holds more. Bytes are hashed
/// as they come in (the file's fingerprint), and an error's position is given in the
/// whole file (`located`), its lines before the window counted again from the file.
final class FileWindow {
    /// How much is read at a time (the buffer grows only for a piece larger than this).
    static let defaultCapacity = 1 << 18
    /// Less than this left ahead of the reader, and the window reads on.
    let lowWater: Int

    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// The file offset of the window's first byte.
    private(set) var start = 0
    /// How many bytes of the window hold file bytes.
    private(set) var filled = 0
    /// The whole rest of the file is in the window.
    private(set) var atEnd = false
    /// Where the text starts: after a byte order mark, if any (as `JSONParser` counts).
    private(set) var textStart = 0
    private var hash = ContentHash()
    private let source: Source

    private enum Source {
        /// An open file of the size given, read in order (and again with `pread` only to
        /// place an error).
        case file(fd: Int32, size: Int64)
        /// Bytes given directly (tests), handed out at most `pieceSize` at a time.
        case bytes([UInt8], pieceSize: Int)
    }

    /// How many bytes the whole input has (as the file's status gave it when opened).
    var totalCount: Int {
        switch source {
        case .file(_, let size): Int(size)
        case .bytes(let all, _): all.count
        }
    }

    /// The bytes in the window.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: filled)
    }

    private init(source: Source, capacity: Int) throws(DeckFileError) {
        self.source = source
        self.capacity = max(capacity, 8)
        self.lowWater = max(1, self.capacity / 8)
        buffer = .allocate(byteCount: self.capacity, alignment: 16)
        try fill()
        let b = bytes
        textStart = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
    }

    deinit {
        buffer.deallocate()
        if case .file(let fd, _) = source { close(fd) }
    }

    /// Opens the regular file at `path` and reads its first window, refusing (before
    /// reading) a file larger than `limit`.
    static func opening(_ path: String, limit: Int64, capacity: Int = defaultCapacity) throws(DeckFileError) -> FileWindow {
        let (fd, status) = try POSIXFile.openRegularFile(path, limit: limit)
        // A small file is read whole, in one window. The window owns the descriptor from
        // here: if its first read fails, its deinit closes it (closing it here as well
        // could close a descriptor another thread has just been given).
        let size = status.size
        return try FileWindow(source: .file(fd: fd, size: size), capacity: min(capacity, Int(size) + 1))
    }

    /// A window over `bytes` (tests: a small capacity and small pieces make the reader
    /// take more, and read pieces again, many times over).
    convenience init(copying bytes: [UInt8], capacity: Int = defaultCapacity, pieceSize: Int = .max) {
        try! self.init(source: .bytes(bytes, pieceSize: pieceSize), capacity: capacity)
    }

    /// The file's status now (after reading it all, its fingerprint's metadata).
    func status() -> POSIXFile.Status? {
        guard case .file(let fd, _) = source else { return nil }
        var s = stat()
        return fstat(fd, &s) == 0 ? POSIXFile.Status(s) : nil
    }

    /// Drops the bytes before `keep` (a window offset the reader is done with), moves the
    /// rest to the front and reads on; if nothing can be dropped and the window is full,
    /// it doubles first. Returns how far the kept bytes moved.
    func takeMore(keepingFrom keep: Int) throws(DeckFileError) -> Int {
        precondition(keep >= 0 && keep <= filled)
        if keep > 0 {
            buffer.copyMemory(from: buffer + keep, byteCount: filled - keep)
            start += keep
            filled -= keep
        } else if filled == capacity {
            let larger = UnsafeMutableRawPointer.allocate(byteCount: capacity * 2, alignment: 16)
            larger.copyMemory(from: buffer, byteCount: filled)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        try fill()
        return keep
    }

    /// Takes in the whole rest of the file (keeping the bytes from `keep` on).
    func readToEnd(keepingFrom keep: Int) throws(DeckFileError) -> Int {
        var shift = 0
        while !atEnd {
            shift += try takeMore(keepingFrom: keep - shift)
        }
        return shift
    }

    /// Reads until the window is full or the file ends.
    private func fill() throws(DeckFileError) {
        while filled < capacity && !atEnd {
            let room = capacity - filled
            let n: Int
            switch source {
            case .file(let fd, let size):
                n = read(fd, buffer + filled, room)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw DeckFileError(.unreadable("cannot read: \(POSIXFile.lastError)"))
                }
                // One byte more than the size stat gave is a file that grew meanwhile.
                if Int64(start + filled + n) > size { throw DeckFileError(.unreadable("the file changed while it was being read")) }
            case .bytes(let all, let pieceSize):
                let from = start + filled
                n = min(room, pieceSize, all.count - from)
                all.withUnsafeBytes { (buffer + filled).copyMemory(from: $0.baseAddress! + from, byteCount: n) }
            }
            if n == 0 {
                atEnd = true
                break
            }
            hash.update(UnsafeRawBufferPointer(start: buffer + filled, count: n))
            filled += n
        }
    }

    /// The reader is done: the buffer's memory goes back now (the hash and the status stay).
    func dropBuffer() {
        precondition(atEnd)
        buffer.deallocate()
        buffer = .allocate(byteCount: 8, alignment: 16)
        capacity = 8
        start += filled
        filled = 0
    }

    /// The hash of the whole file (`ContentHash.of` its bytes), once it has all been read.
    func contentHash() -> UInt64 {
        precondition(atEnd)
        return hash.finish()
    }

    /// `error` (its offset in the whole file; its line and column counted from the window's
    /// start), with its line and column in the whole file.
    func located(_ error: JSONSyntaxError) -> JSONSyntaxError {
        var line = error.line, column = error.column
        // The parser counted lines from the window's start (or from the text's, if later).
        if start > textStart, let prefix = bytes(in: textStart..<start) {
            var lines = 0, lastColumn = 0
            for byte in prefix {
                if byte == 0x0A {
                    lines += 1
                    lastColumn = 0
                } else if byte & 0xC0 != 0x80 {
                    lastColumn += 1
                }
            }
            if line == 1 { column += lastColumn }
            line += lines
        }
        return JSONSyntaxError(kind: error.kind, message: error.message, offset: error.offset, line: line, column: column)
    }

    /// File bytes, read again (the window no longer has them).
    private func bytes(in range: Range<Int>) -> [UInt8]? {
        switch source {
        case .bytes(let all, _):
            return Array(all[range])
        case .file(let fd, _):
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

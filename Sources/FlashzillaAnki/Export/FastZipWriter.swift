import CZlibChecksum
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A zip written straight through the system zlib, for the package's entries: ZIPFoundation
/// deflates only at zlib's default level 6, which took half of a 50,000-note export; level 1
/// makes a package a tenth larger in a third of the time. Entries are deflated (`deflate`) or
/// stored; no entry or archive reaches 4 GiB (`Failure` otherwise: the caller falls back).
struct FastZipWriter {
    struct Failure: Error {}

    private let handle: FileHandle
    private var offset: UInt64 = 0
    private var central = Data()
    private var count: UInt16 = 0

    init(creating url: URL) throws {
        // open(2) itself, so a failure says the system's words ("No such file or directory").
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Adds the file at `source` as `name`, deflated at level 1 or stored. A big file is
    /// deflated on every core (`ParallelDeflate`).
    mutating func add(_ name: String, file source: URL, deflate: Bool) throws {
        if deflate, let size = try? FileManager.default.attributesOfItem(atPath: source.path)[.size] as? Int,
           size >= 2 * ParallelDeflate.smallestPiece {
            guard size < 0xFFFF_FFFF else { throw Failure() }
            // Mapped, not read: the pieces are taken from the page cache as they are deflated.
            let bytes = try Data(contentsOf: source, options: .alwaysMapped)
            let (pieces, crc) = try ParallelDeflate.deflate(bytes)
            try addDeflated(name, pieces: pieces, crc: crc, size: UInt64(bytes.count))
            return
        }
        let input = try FileHandle(forReadingFrom: source)
        defer { try? input.close() }
        try add(name, deflate: deflate) { try input.read(upToCount: 1 << 20) ?? Data() }
    }

    mutating func add(_ name: String, data: Data, deflate: Bool) throws {
        var given = false
        try add(name, deflate: deflate) {
            defer { given = true }
            return given ? Data() : data
        }
    }

    /// `next` gives the entry's bytes a chunk at a time, empty at the end. The local header
    /// is written with the sizes and CRC after the data (flag bit 3's data descriptor is not
    /// used: the header is rewritten in place once they are known).
    private mutating func add(_ name: String, deflate: Bool, next: () throws -> Data) throws {
        let nameBytes = Data(name.utf8)
        let headerOffset = offset
        try write(localHeader(name: nameBytes, method: deflate ? 8 : 0, crc: 0, compressed: 0, size: 0))
        var crc: uLong = crc32(0, nil, 0), size: UInt64 = 0, compressed: UInt64 = 0
        var stream = z_stream()
        if deflate {
            guard deflateInit2_(&stream, 1, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure() }
        }
        defer { if deflate { deflateEnd(&stream) } }
        var out = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            var chunk = try next()
            let last = chunk.isEmpty
            size += UInt64(chunk.count)
            try chunk.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
                let base = bytes.bindMemory(to: Bytef.self).baseAddress
                if !bytes.isEmpty { crc = crc32(crc, base, uInt(bytes.count)) }
                guard deflate else {
                    if !bytes.isEmpty { try write(Data(bytes)); compressed += UInt64(bytes.count) }
                    return
                }
                stream.next_in = base
                stream.avail_in = uInt(bytes.count)
                repeat {
                    let produced: Int = try out.withUnsafeMutableBufferPointer { buffer in
                        stream.next_out = buffer.baseAddress
                        stream.avail_out = uInt(buffer.count)
                        let code = CZlibChecksum.deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
                        guard code != Z_STREAM_ERROR else { throw Failure() }
                        return buffer.count - Int(stream.avail_out)
                    }
                    if produced > 0 { try write(Data(out[0..<produced])); compressed += UInt64(produced) }
                } while stream.avail_out == 0 || (last && stream.avail_in > 0)
            }
            if last { break }
        }
        guard size < 0xFFFF_FFFF, compressed < 0xFFFF_FFFF, offset < 0xFFFF_FFFF, count < 0xFFFF else { throw Failure() }
        let end = offset
        try handle.seek(toOffset: headerOffset)
        try handle.write(contentsOf: localHeader(name: nameBytes, method: deflate ? 8 : 0, crc: UInt32(crc),
                                                 compressed: UInt32(compressed), size: UInt32(size)))
        try handle.seek(toOffset: end)
        central.append(centralHeader(name: nameBytes, method: deflate ? 8 : 0, crc: UInt32(crc), compressed: UInt32(compressed),
                                     size: UInt32(size), offset: UInt32(headerOffset)))
        count += 1
    }

    /// Adds an entry deflated already: its pieces, one after another, are its deflate stream.
    private mutating func addDeflated(_ name: String, pieces: [[UInt8]], crc: UInt32, size: UInt64) throws {
        let nameBytes = Data(name.utf8), headerOffset = offset
        let compressed = pieces.reduce(UInt64(0)) { $0 + UInt64($1.count) }
        guard size < 0xFFFF_FFFF, compressed < 0xFFFF_FFFF, offset + compressed < 0xFFFF_FFFF, count < 0xFFFF else { throw Failure() }
        try write(localHeader(name: nameBytes, method: 8, crc: crc, compressed: UInt32(compressed), size: UInt32(size)))
        for piece in pieces { try write(Data(piece)) }
        central.append(centralHeader(name: nameBytes, method: 8, crc: crc, compressed: UInt32(compressed), size: UInt32(size),
                                     offset: UInt32(headerOffset)))
        count += 1
    }

    /// Writes the central directory and its end; the file is complete after this.
    mutating func finish() throws {
        let start = offset
        try write(central)
        var end = Data()
        end.le(UInt32(0x0605_4B50)); end.le(UInt16(0)); end.le(UInt16(0)); end.le(count); end.le(count)
        end.le(UInt32(central.count)); end.le(UInt32(start)); end.le(UInt16(0))
        try write(end)
        try handle.close()
    }

    private mutating func write(_ data: Data) throws {
        try handle.write(contentsOf: data)
        offset += UInt64(data.count)
    }

    private func localHeader(name: Data, method: UInt16, crc: UInt32, compressed: UInt32, size: UInt32) -> Data {
        var header = Data()
        header.le(UInt32(0x0403_4B50)); header.le(UInt16(20)); header.le(UInt16(0x0800)); header.le(method)
        header.le(UInt16(0)); header.le(UInt16(0x21))  // 1980-01-01 00:00, as ZIPFoundation writes no time either
        header.le(crc); header.le(compressed); header.le(size); header.le(UInt16(name.count)); header.le(UInt16(0))
        header.append(name)
        return header
    }

    private func centralHeader(name: Data, method: UInt16, crc: UInt32, compressed: UInt32, size: UInt32, offset: UInt32) -> Data {
        var header = Data()
        header.le(UInt32(0x0201_4B50)); header.le(UInt16(0x031E)); header.le(UInt16(20)); header.le(UInt16(0x0800)); header.le(method)
        header.le(UInt16(0)); header.le(UInt16(0x21)); header.le(crc); header.le(compressed); header.le(size)
        header.le(UInt16(name.count)); header.le(UInt16(0)); header.le(UInt16(0)); header.le(UInt16(0)); header.le(UInt16(0))
        header.le(UInt32(0o100644) << 16); header.le(offset)
        header.append(name)
        return header
    }
}

private extension Data {
    /// Appends `value` little-endian, as zip's fields are.
    mutating func le<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

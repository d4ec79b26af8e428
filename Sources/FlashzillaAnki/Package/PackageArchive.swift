import CZlibChecksum
import Foundation
import ZIPFoundation

/// An Anki package's zip, opened for reading with the bomb limits applied: every entry's
/// declared size is checked when the package is opened, and its actual output while it is
/// read (more than it declared, or more than the limit, stops the read).
final class PackageArchive {
    private let archive: Archive
    private let entries: [String: Entry]
    let limits: ExtractionLimits
    /// Bytes unpacked so far from all entries, against `limits.bytesInTotal`.
    private var unpacked: Int64 = 0

    /// The names of the entries, as stored.
    var entryNames: Set<String> { Set(entries.keys) }

    init(url: URL, limits: ExtractionLimits) throws(PackageProblem) {
        self.limits = limits
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw PackageProblem("cannot be read (no such file, or not allowed)")
        }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        try? handle.close()
        // A zip starts with a local file header; an empty zip with its end record.
        guard magic.count == 4, magic.starts(with: [0x50, 0x4B]), magic[magic.startIndex + 2] == 3 || magic[magic.startIndex + 2] == 5 else {
            throw PackageProblem("is not an Anki package (not a zip archive)")
        }
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw PackageProblem("is a damaged or truncated zip archive (\(error))")
        }
        var entries: [String: Entry] = [:]
        var declared: Int64 = 0
        for entry in archive where entry.type == .file {
            let size = Int64(clamping: entry.uncompressedSize)
            if size > limits.bytesPerEntry {
                throw PackageProblem("its entry “\(entry.path)” would unpack to \(size) bytes, more than \(limits.bytesPerEntry.byteCountWords); refused as a zip bomb")
            }
            declared += size
            entries[entry.path] = entry
        }
        if declared > limits.bytesInTotal {
            throw PackageProblem("would unpack to \(declared) bytes, more than \(limits.bytesInTotal.byteCountWords); refused as a zip bomb")
        }
        self.entries = entries
    }

    func contains(_ name: String) -> Bool { entries[name] != nil }

    /// Hands the entry's bytes to `consumer` in chunks, checking its size and checksum.
    func read(_ name: String, into consumer: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let entry = entries[name] else { throw PackageProblem("has no “\(name)” inside") }
        let declared = Int64(clamping: entry.uncompressedSize)
        var actual: Int64 = 0
        // The checksum by zlib as the bytes come (ZIPFoundation's own, on Linux, is a table
        // in Swift: 26 ms of a 9 MB collection's unzip).
        var checksum: UInt32 = 0
        do {
            _ = try archive.extract(entry, bufferSize: 256 * 1024, skipCRC32: true) { data in
                checksum = data.withUnsafeBytes { bytes in
                    UInt32(truncatingIfNeeded: crc32(UInt(checksum), bytes.bindMemory(to: UInt8.self).baseAddress, UInt32(bytes.count)))
                }
                actual += Int64(data.count)
                self.unpacked += Int64(data.count)
                // A header may lie about the size: the bytes themselves are counted.
                guard actual <= declared else {
                    throw PackageProblem("its entry “\(name)” unpacks to more than the \(declared) bytes it declares; refused as a zip bomb")
                }
                guard self.unpacked <= self.limits.bytesInTotal else {
                    throw PackageProblem("unpacks to more than \(self.limits.bytesInTotal.byteCountWords); refused as a zip bomb")
                }
                try data.withUnsafeBytes { try consumer($0) }
            }
        } catch let problem as PackageProblem {
            throw problem
        } catch {
            throw PackageProblem("its entry “\(name)” is damaged or truncated (\(error))")
        }
        guard actual == declared, checksum == entry.checksum else {
            throw PackageProblem("its entry “\(name)” is damaged or truncated (size or checksum does not match)")
        }
    }

    /// The entry whole, for the small ones (`meta`, `media`).
    func bytes(_ name: String) throws -> [UInt8] {
        var out: [UInt8] = []
        try read(name) { out.append(contentsOf: $0) }
        return out
    }

    /// The entry written to `file`, decoded from zstd first when `zstd` is set.
    func write(_ name: String, to file: URL, zstd: Bool) throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: file.path) else {
            throw PackageProblem("cannot write the temporary file \(file.path)")
        }
        defer { try? handle.close() }
        let write: (UnsafeRawBufferPointer) throws -> Void = { bytes in
            do { try handle.write(contentsOf: bytes) } catch { throw PackageProblem("cannot write the temporary file \(file.path) (\(error))") }
        }
        if zstd {
            let decoder = try ZstdDecoder(limit: limits.bytesPerEntry)
            try read(name) { try decoder.feed($0, into: write) }
            try decoder.finish()
        } else {
            try read(name, into: write)
        }
    }
}

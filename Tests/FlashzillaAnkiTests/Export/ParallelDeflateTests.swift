import CZlibChecksum
import Foundation
import Testing
import ZIPFoundation
@testable import FlashzillaAnki

/// The collection deflated in pieces on every core: the pieces one after another must be
/// one raw deflate stream of the whole, with the whole's CRC-32, and a zip reader must take
/// the entry they make.
@Suite struct ParallelDeflateTests {
    /// Text that repeats across piece boundaries (a piece primed with the one before finds
    /// it), with bytes of every value.
    static func sample(_ count: Int) -> Data {
        var bytes = [UInt8](), state: UInt32 = 7
        bytes.reserveCapacity(count)
        let words = ["gato", "perro", "<div>casa</div>", "\u{1F}", "árbol"].map { Array($0.utf8) }
        while bytes.count < count {
            state = state &* 1_103_515_245 &+ 12_345
            if state >> 28 == 0 { bytes.append(UInt8(truncatingIfNeeded: state >> 16)) } else { bytes += words[Int(state >> 16) % words.count] }
        }
        return Data(bytes.prefix(count))
    }

    /// Raw inflate, as a zip reader does it.
    static func inflate(_ compressed: [UInt8], size: Int) -> Data? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = compressed, out = [UInt8](repeating: 0, count: size + 1)
        let code = input.withUnsafeMutableBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlibChecksum.inflate(&stream, Z_FINISH)
            }
        }
        guard code == Z_STREAM_END, stream.avail_in == 0 else { return nil }
        return Data(out.prefix(Int(stream.total_out)))
    }

    @Test(arguments: [1, 2, 3, 5])
    func thePiecesAreOneStreamOfTheWhole(pieces: Int) throws {
        for size in [0, 1, 2 * ParallelDeflate.smallestPiece + 12_345, 5 * ParallelDeflate.smallestPiece + 3] {
            let data = Self.sample(size)
            let deflated = try ParallelDeflate.deflate(data, pieces: pieces)
            #expect(deflated.pieces.count == max(1, min(pieces, size / ParallelDeflate.smallestPiece)), "size \(size)")
            #expect(Self.inflate(deflated.pieces.flatMap { $0 }, size: size) == data, "size \(size), \(pieces) pieces")
            let whole = data.withUnsafeBytes { crc32(0, $0.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt($0.count)) }
            #expect(deflated.crc == UInt32(whole), "size \(size), \(pieces) pieces")
        }
    }

    @Test func aBigFileIsAnEntryAZipReaderTakes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-deflate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("collection.anki2"), zip = folder.appendingPathComponent("out.zip")
        let data = Self.sample(3 * ParallelDeflate.smallestPiece + 777)
        try data.write(to: source)
        var writer = try FastZipWriter(creating: zip)
        try writer.add("collection.anki2", file: source, deflate: true)
        try writer.add("media", data: Data("{}".utf8), deflate: false)
        try writer.finish()

        let archive = try Archive(url: zip, accessMode: .read)
        let entry = try #require(archive["collection.anki2"])
        #expect(entry.compressedSize < UInt64(data.count) / 2, "deflated")
        var read = Data()
        // ZIPFoundation checks the entry's CRC-32 as it extracts.
        _ = try archive.extract(entry) { read.append($0) }
        #expect(read == data)
        #expect(archive.map(\.path) == ["collection.anki2", "media"])
    }
}

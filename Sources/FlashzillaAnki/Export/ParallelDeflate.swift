import CZlibChecksum
import Foundation
import Synchronization

/// Raw deflate at zlib's level 1 in pieces, one a core, as pigz does: each piece is primed
/// with the 32 KiB before it (so the pieces compress about as well as one stream), and all
/// but the last end on a byte boundary without the final bit (a sync flush), so the pieces
/// one after another are one deflate stream. The collection of a 50,000-note export (37 MB)
/// took a quarter second on one core.
enum ParallelDeflate {
    struct Failure: Error {}

    /// Below this, one piece: a thread's start costs more than it saves.
    static let smallestPiece = 1 << 20

    /// The deflated pieces of `data`, in order, and the CRC-32 of `data`.
    static func deflate(_ data: Data, pieces wanted: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> (pieces: [[UInt8]], crc: UInt32) {
        let count = max(1, min(wanted, data.count / smallestPiece))
        let length = (data.count + count - 1) / count
        let ranges = (0..<count).map { k in min(k * length, data.count)..<min((k + 1) * length, data.count) }
        // Each piece stored from its own thread into its own slot.
        let results = Mutex<[(bytes: [UInt8], crc: uLong)?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { k in
            let result = data.withUnsafeBytes { piece($0, ranges[k], last: k == count - 1) }
            results.withLock { $0[k] = result }
        }
        let done = results.withLock { $0 }
        var crc = crc32(0, nil, 0)
        for k in 0..<count {
            guard let piece = done[k] else { throw Failure() }
            crc = crc32_combine(crc, piece.crc, off_t(ranges[k].count))
        }
        return (done.map { $0!.bytes }, UInt32(crc))
    }

    /// `bytes[range]` deflated (primed with what comes before it), and its CRC-32; nil if zlib fails.
    private static func piece(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, last: Bool) -> (bytes: [UInt8], crc: uLong)? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: Bytef.self) else {
            // Nothing at all: the empty stream, one final empty block.
            return (last ? [0x03, 0x00] : [], crc32(0, nil, 0))
        }
        let start = range.lowerBound, size = range.count
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let window = min(start, 1 << 15)
        if window > 0, deflateSetDictionary(&stream, base + (start - window), uInt(window)) != Z_OK { return nil }
        // Room for the whole piece: deflateBound, and a few bytes for the sync flush's empty block.
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(size))) + 16)
        let code: Int32 = out.withUnsafeMutableBufferPointer { buffer in
            stream.next_in = UnsafeMutablePointer(mutating: base + start)
            stream.avail_in = uInt(size)
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(buffer.count)
            return CZlibChecksum.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        guard stream.avail_in == 0, last ? code == Z_STREAM_END : code == Z_OK else { return nil }
        out.removeLast(Int(stream.avail_out))
        return (out, crc32(0, base + start, uInt(size)))
    }
}

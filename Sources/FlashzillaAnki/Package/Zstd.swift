import CZstd

/// Zstandard through the system libzstd, as a stream: Anki's current layout compresses
/// the collection (which may be hundreds of megabytes), the media list and every media
/// file, so the decoder takes chunks as the zip hands them out and never holds the whole.
final class ZstdDecoder {
    private let context: OpaquePointer
    private var output: [UInt8]
    /// Bytes produced so far, checked against `limit` as they come.
    private(set) var produced: Int64 = 0
    private let limit: Int64
    /// Whether the last frame ended (zstd returns 0 when a frame is complete).
    private var frameEnded = true

    init(limit: Int64) throws(PackageProblem) {
        guard let context = ZSTD_createDCtx() else { throw PackageProblem("out of memory for zstd") }
        self.context = context
        self.limit = limit
        self.output = [UInt8](repeating: 0, count: ZSTD_DStreamOutSize())
    }

    deinit { ZSTD_freeDCtx(context) }

    /// Decodes `chunk`, handing each piece of output to `sink`.
    func feed(_ chunk: UnsafeRawBufferPointer, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
        var input = ZSTD_inBuffer(src: base, size: chunk.count, pos: 0)
        let capacity = output.count
        try output.withUnsafeMutableBytes { out in
            // Until the input is used up and the decoder has nothing more to flush. A frame
            // that ended exactly with a full buffer is done (result 0): calling again would
            // start reading a next frame.
            while true {
                var buffer = ZSTD_outBuffer(dst: out.baseAddress, size: capacity, pos: 0)
                let result = ZSTD_decompressStream(context, &buffer, &input)
                if ZSTD_isError(result) != 0 {
                    throw PackageProblem("damaged zstd data (\(String(cString: ZSTD_getErrorName(result))))")
                }
                frameEnded = result == 0
                produced += Int64(buffer.pos)
                if produced > limit { throw PackageProblem("unpacks to more than \(limit.byteCountWords); refused as a zip bomb") }
                if buffer.pos > 0 { try sink(UnsafeRawBufferPointer(rebasing: out[..<buffer.pos])) }
                if input.pos == input.size && (result == 0 || buffer.pos < capacity) { break }
            }
        }
    }

    /// Fails when the input stopped in the middle of a frame (a truncated stream).
    func finish() throws(PackageProblem) {
        guard frameEnded else { throw PackageProblem("damaged zstd data (the stream ends early)") }
    }
}

enum Zstd {
    /// `data` decoded whole; for the small things (the media list, a media file in memory).
    static func decompress(_ data: [UInt8], limit: Int64) throws -> [UInt8] {
        let decoder = try ZstdDecoder(limit: limit)
        var out: [UInt8] = []
        try data.withUnsafeBytes { bytes in try decoder.feed(bytes) { out.append(contentsOf: $0) } }
        try decoder.finish()
        return out
    }

    /// `data` compressed in one frame, for tests and for writing packages.
    static func compress(_ data: [UInt8], level: Int32 = 3) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: ZSTD_compressBound(data.count))
        let written = out.withUnsafeMutableBytes { dst in
            data.withUnsafeBytes { src in ZSTD_compress(dst.baseAddress, dst.count, src.baseAddress, src.count, level) }
        }
        precondition(ZSTD_isError(written) == 0, "zstd cannot fail with a buffer of compressBound bytes")
        out.removeSubrange(written...)
        return out
    }
}

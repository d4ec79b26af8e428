import CZstd
import Foundation

/// Request and response bodies are zstd frames. The server streams its responses, so a
/// frame need not say its size: decoding runs as a stream until the input ends.
public enum SyncZstd {
    public static func compress(_ data: Data) throws(SyncError) -> Data {
        let bound = ZSTD_compressBound(data.count)
        var out = Data(count: bound)
        let written = out.withUnsafeMutableBytes { output in
            data.withUnsafeBytes { input in
                ZSTD_compress(output.baseAddress, bound, input.baseAddress, data.count, 3)
            }
        }
        guard ZSTD_isError(written) == 0 else {
            throw .damagedResponse("zstd could not compress the request (\(String(cString: ZSTD_getErrorName(written))))")
        }
        out.count = written
        return out
    }

    /// `data` decoded whole; `expectedSize` (the server's `anki-original-size`) only
    /// reserves room. A stream that stops inside a frame is damaged, not short.
    public static func decompress(_ data: Data, expectedSize: Int? = nil) throws(SyncError) -> Data {
        var out = Data()
        if let expectedSize, expectedSize > 0, expectedSize < 1 << 34 { out.reserveCapacity(expectedSize) }
        try decompress(data) { piece in out.append(contentsOf: piece) }
        return out
    }

    /// `data` decoded a piece at a time into `take` (each piece valid only during the call),
    /// for a body too large to hold decoded.
    static func decompress(_ data: Data, into take: (UnsafeRawBufferPointer) throws(SyncError) -> Void) throws(SyncError) {
        guard let context = ZSTD_createDCtx() else { throw .damagedResponse("out of memory for zstd") }
        defer { ZSTD_freeDCtx(context) }
        let chunkSize = ZSTD_DStreamOutSize()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var lastResult = 0
        let failure: SyncError? = data.withUnsafeBytes { input -> SyncError? in
            guard let base = input.baseAddress, !input.isEmpty else { return nil }
            var source = ZSTD_inBuffer(src: base, size: input.count, pos: 0)
            return chunk.withUnsafeMutableBytes { buffer -> SyncError? in
                while true {
                    var target = ZSTD_outBuffer(dst: buffer.baseAddress, size: chunkSize, pos: 0)
                    let result = ZSTD_decompressStream(context, &target, &source)
                    if ZSTD_isError(result) != 0 { return .damagedResponse("its zstd body is damaged (\(String(cString: ZSTD_getErrorName(result))))") }
                    lastResult = result
                    do throws(SyncError) {
                        try take(UnsafeRawBufferPointer(rebasing: buffer[..<target.pos]))
                    } catch {
                        return error
                    }
                    // Done when every input byte is used and the decoder has nothing left to flush.
                    if source.pos == source.size && target.pos < chunkSize { return nil }
                }
            }
        }
        if let failure { throw failure }
        guard data.isEmpty || lastResult == 0 else { throw .damagedResponse("its zstd body ends early") }
    }
}

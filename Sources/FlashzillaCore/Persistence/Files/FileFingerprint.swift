import Foundation

/// What a file looked like when we read or wrote it, to notice changes made behind our
/// back. Size, modification time (nanoseconds) and inode catch nearly every change, but
/// file systems stamp times from a coarse clock (a few milliseconds), so a same-size
/// rewrite right after our read could slip through: the content hash closes that gap.
public struct FileFingerprint: Hashable, Sendable {
    public var size: Int64
    public var modificationSeconds: Int64
    public var modificationNanoseconds: Int64
    public var device: UInt64
    public var inode: UInt64
    public var contentHash: UInt64

    public init(size: Int64, modificationSeconds: Int64, modificationNanoseconds: Int64, device: UInt64, inode: UInt64, contentHash: UInt64) {
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
        self.device = device
        self.inode = inode
        self.contentHash = contentHash
    }

    /// The same file metadata, ignoring content (cheap to check first).
    func hasSameMetadata(as other: FileFingerprint) -> Bool {
        size == other.size && modificationSeconds == other.modificationSeconds
            && modificationNanoseconds == other.modificationNanoseconds && device == other.device && inode == other.inode
    }
}

/// A fast, non-cryptographic 64-bit hash of bytes, 32 at a time in four independent
/// lanes (a 30 MB deck takes a few milliseconds). It only has to notice accidental
/// changes. It can be fed in pieces of any length (`update`), so a file can be hashed as
/// it is read or written; the value is never stored, so it may change between versions.
struct ContentHash {
    private var h0: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var h1: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var h2: UInt64 = 0x1656_67B1_9E37_79F9
    private var h3: UInt64 = 0x85EB_CA77_C2B2_AE63
    private var count: UInt64 = 0
    /// Bytes of an unfinished 32-byte block, lowest first, and how many.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash = ContentHash()
            hash.update(raw)
            return hash.finish()
        }
    }

    @inline(__always)
    private static func mix(_ h: inout UInt64, _ word: UInt64) {
        h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 32
    }

    @inline(__always)
    private mutating func block(_ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ w3: UInt64) {
        Self.mix(&h0, w0)
        Self.mix(&h1, w1)
        Self.mix(&h2, w2)
        Self.mix(&h3, w3)
    }

    mutating func update(_ raw: UnsafeRawBufferPointer) {
        count += UInt64(raw.count)
        var i = 0
        // Complete a block begun by the last piece.
        while pendingCount != 0 && i < raw.count {
            push(raw[i])
            i += 1
        }
        while i + 32 <= raw.count {
            @inline(__always) func word(_ k: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + 8 * k, as: UInt64.self)) }
            block(word(0), word(1), word(2), word(3))
            i += 32
        }
        while i < raw.count {
            push(raw[i])
            i += 1
        }
    }

    @inline(__always)
    private mutating func push(_ byte: UInt8) {
        let shift = UInt64(pendingCount % 8) * 8
        switch pendingCount / 8 {
        case 0: pending.0 |= UInt64(byte) << shift
        case 1: pending.1 |= UInt64(byte) << shift
        case 2: pending.2 |= UInt64(byte) << shift
        default: pending.3 |= UInt64(byte) << shift
        }
        pendingCount += 1
        if pendingCount == 32 {
            block(pending.0, pending.1, pending.2, pending.3)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
    }

    func finish() -> UInt64 {
        var copy = self
        // The unfinished block, zero-padded, then the length.
        copy.block(pending.0, pending.1, pending.2, pending.3)
        Self.mix(&copy.h0, count)
        var h = copy.h0 ^ (copy.h1 &* 0x9E37_79B9_7F4A_7C15) ^ (copy.h2 &* 0xC4CE_B9FE_1A85_EC53) ^ (copy.h3 &* 0xFF51_AFD7_ED55_8CCD)
        h ^= h >> 29
        h = h &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 32)
    }
}

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

/// A fast, non-cryptographic 64-bit hash of bytes, eight at a time (a 17 MB deck takes
/// a few milliseconds). It only has to notice accidental changes. It can be fed in
/// pieces of any length (`update`), so a file can be hashed as it is read or written.
struct ContentHash {
    private var h: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var count: UInt64 = 0
    /// Bytes not yet mixed in (fewer than eight), lowest first.
    private var tail: UInt64 = 0
    private var shift: UInt64 = 0

    static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { raw in
            var hash = ContentHash()
            hash.update(raw)
            return hash.finish()
        }
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 32
    }

    mutating func update(_ raw: UnsafeRawBufferPointer) {
        count += UInt64(raw.count)
        var i = 0
        // Complete a word begun by the last piece.
        while shift != 0 && i < raw.count {
            push(raw[i])
            i += 1
        }
        while i + 8 <= raw.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        while i < raw.count {
            push(raw[i])
            i += 1
        }
    }

    @inline(__always)
    private mutating func push(_ byte: UInt8) {
        tail |= UInt64(byte) << shift
        shift += 8
        if shift == 64 {
            mix(tail)
            tail = 0
            shift = 0
        }
    }

    func finish() -> UInt64 {
        var copy = self
        copy.mix(tail)
        copy.mix(count)
        var h = copy.h
        h ^= h >> 29
        h = h &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 32)
    }
}

/// MurmurHash3, x64 128-bit variant (Austin Appleby's public-domain algorithm), seed 0.
///
/// Chosen for derived ids (`DerivedID`) because it is fast (a card's text hashes in tens
/// of nanoseconds, so 100,000 cards cost a few milliseconds), fixed forever (its output
/// never changes between versions or machines, unlike Swift's seeded `Hasher`), and easy
/// to reproduce elsewhere (`mmh3.hash_bytes` in Python gives the same 16 bytes).
enum MurmurHash3 {
    /// The 128-bit hash as `h1` and `h2`; their little-endian bytes, `h1` first, are what
    /// other implementations print as the 16-byte digest.
    static func x64_128(_ bytes: UnsafeRawBufferPointer) -> (h1: UInt64, h2: UInt64) {
        let c1: UInt64 = 0x87c3_7b91_1142_53d5
        let c2: UInt64 = 0x4cf5_ad43_2745_937f
        var h1: UInt64 = 0, h2: UInt64 = 0
        let count = bytes.count
        let blocks = count / 16
        for block in 0..<blocks {
            var k1 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 &*= c1; k1 = rotl(k1, 31); k1 &*= c2; h1 ^= k1
            h1 = rotl(h1, 27); h1 &+= h2; h1 = h1 &* 5 &+ 0x52dc_e729
            k2 &*= c2; k2 = rotl(k2, 33); k2 &*= c1; h2 ^= k2
            h2 = rotl(h2, 31); h2 &+= h1; h2 = h2 &* 5 &+ 0x3849_5ab5
        }
        // The last 0–15 bytes, little-endian into two lanes.
        let tail = blocks * 16
        var k1: UInt64 = 0, k2: UInt64 = 0
        let left = count - tail
        if left > 8 {
            for i in stride(from: left - 1, through: 8, by: -1) { k2 = k2 << 8 | UInt64(bytes[tail + i]) }
            k2 &*= c2; k2 = rotl(k2, 33); k2 &*= c1; h2 ^= k2
        }
        if left > 0 {
            for i in stride(from: min(left, 8) - 1, through: 0, by: -1) { k1 = k1 << 8 | UInt64(bytes[tail + i]) }
            k1 &*= c1; k1 = rotl(k1, 31); k1 &*= c2; h1 ^= k1
        }
        h1 ^= UInt64(count); h2 ^= UInt64(count)
        h1 &+= h2; h2 &+= h1
        h1 = fmix(h1); h2 = fmix(h2)
        h1 &+= h2; h2 &+= h1
        return (h1, h2)
    }

    @inline(__always)
    private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { x << r | x >> (64 - r) }

    @inline(__always)
    private static func fmix(_ k: UInt64) -> UInt64 {
        var k = k
        k ^= k >> 33; k &*= 0xff51_afd7_ed55_8ccd
        k ^= k >> 33; k &*= 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }
}

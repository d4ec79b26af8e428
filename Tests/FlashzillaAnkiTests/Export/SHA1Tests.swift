import Testing
@testable import FlashzillaAnki

/// The digest behind Anki's field checksum, against FIPS 180's vectors and Python's hashlib.
@Suite struct SHA1Tests {
    @Test func knownVectors() {
        #expect(SHA1.hex([UInt8]()) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(SHA1.hex(Array("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(SHA1.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
        #expect(SHA1.hex(Array("Ünïcödé 日本語 🎉".utf8)) == "892bd211d7f532cd5520deb38cc34794565e7fe6")
    }

    /// Messages whose padding fits in their last block, just does not, and fills one exactly.
    @Test func paddingAtBlockEdges() {
        let x = UInt8(ascii: "x")
        #expect(SHA1.hex([UInt8](repeating: x, count: 55)) == "cef734ba81a024479e09eb5a75b6ddae62e6abf1")
        #expect(SHA1.hex([UInt8](repeating: x, count: 56)) == "901305367c259952f4e7af8323f480d59f81335b")
        #expect(SHA1.hex([UInt8](repeating: x, count: 64)) == "bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163")
    }
}

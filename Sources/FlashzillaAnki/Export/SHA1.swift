/// SHA-1 (FIPS 180-4), only where Anki defines something with it (the field checksum, a
/// media file's identity in media sync); Foundation on Linux has no digest, and one function
/// does not warrant a crypto package. Not for anything that needs collision resistance.
package enum SHA1 {
    typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The 20-byte digest of `message`.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        let state = hash(message)
        var out = [UInt8]()
        out.reserveCapacity(20)
        for word in [state.0, state.1, state.2, state.3, state.4] {
            out.append(contentsOf: [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)])
        }
        return out
    }

    /// The digest as five big-endian words: the first is all a field checksum needs.
    static func hash(_ message: [UInt8]) -> State {
        var state: State = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        message.withUnsafeBufferPointer { bytes in
            let whole = bytes.count / 64 * 64
            for start in stride(from: 0, to: whole, by: 64) {
                compress(UnsafeBufferPointer(rebasing: bytes[start..<start + 64]), into: &state)
            }
            // The rest, a 1 bit, zeros up to 56 bytes mod 64, then the length in bits (big-endian):
            // one last block, or two when the rest leaves no room for the length.
            var tail = Array(bytes[whole...])
            tail.append(0x80)
            tail.append(contentsOf: repeatElement(0, count: (tail.count <= 56 ? 56 : 120) - tail.count))
            let bitLength = UInt64(bytes.count) &* 8
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBufferPointer { padded in
                for start in stride(from: 0, to: padded.count, by: 64) {
                    compress(UnsafeBufferPointer(rebasing: padded[start..<start + 64]), into: &state)
                }
            }
        }
        return state
    }

    /// The digest as 40 lowercase hex digits.
    package static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in digest(message) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func compress(_ block: UnsafeBufferPointer<UInt8>, into state: inout State) {
        // The message schedule on the stack: one export checksums 100,000 fields.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
            for i in 0..<16 {
                w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16 | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
            }
            for i in 16..<80 { w[i] = rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
            var (a, b, c, d, e) = state
            for i in 0..<80 {
                let f: UInt32, k: UInt32
                switch i {
                case 0..<20: f = (b & c) | (~b & d); k = 0x5A82_7999
                case 20..<40: f = b ^ c ^ d; k = 0x6ED9_EBA1
                case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1B_BCDC
                default: f = b ^ c ^ d; k = 0xCA62_C1D6
                }
                let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, rotateLeft(b, 30), a, temp)
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }

    private static func rotateLeft(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
}

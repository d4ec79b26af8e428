import Testing
@testable import FlashzillaCore

/// The White_Space set written out by value is Unicode's own, for every scalar there is.
@Suite struct WhiteSpaceScalarTests {
    @Test func agreesWithThePropertyForEveryScalar() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            if scalar.isWhiteSpaceByValue != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.map { String($0, radix: 16) })")
    }
}

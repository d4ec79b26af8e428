extension Unicode.Scalar {
    /// Unicode's White_Space property, by value: the set is small and has stood unchanged
    /// since Unicode 6.3, while looking the property up showed in every large import (a
    /// card's text is trimmed of it). A test checks it against the property for every scalar.
    package var isWhiteSpaceByValue: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

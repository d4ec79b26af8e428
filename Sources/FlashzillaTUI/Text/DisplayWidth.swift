/// How many terminal cells a grapheme occupies: 0, 1 or 2.
///
/// The standard library knows general categories (used for zero-width marks)
/// but not East Asian Width, so the wide ranges are a table generated from
/// Unicode 14 `EastAsianWidth.txt` (W and F), with unassigned gaps inside a
/// block folded in so future characters in CJK/emoji blocks are also wide
/// (the last emoji block is widened by hand to U+1FAFF for Unicode 15).
/// Since Unicode 9 every emoji with default emoji presentation is W, so the
/// same table covers 🎉 and friends. Ambiguous-width characters (…, ─, é) are
/// narrow, as in every non-CJK locale.
public enum DisplayWidth {
    /// Width of one extended grapheme cluster.
    public static func of(_ grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let second = scalars.index(after: scalars.startIndex)
        if second == scalars.endIndex { return of(first) }  // the common single-scalar case
        var rest = scalars[second...]
        // A control never combines; "\r\n" is the only multi-scalar case.
        if isControl(first) { return 0 }
        if isRegionalIndicator(first), let second = rest.first, isRegionalIndicator(second) {
            return 2  // a flag such as 🇯🇵
        }
        let base = of(first)
        if base == 0 { return 0 }  // a lone combining sequence has no base to stand on
        // VS16 (U+FE0F) asks for emoji presentation, skin-tone modifiers imply
        // it, and a ZWJ sequence of emoji renders as one wide picture.
        var sawJoiner = false
        while let scalar = rest.popFirst() {
            let v = scalar.value
            if v == 0xFE0F || (0x1F3FB...0x1F3FF).contains(v) { return 2 }
            if v == 0x200D { sawJoiner = true } else if sawJoiner, isWide(scalar) { return 2 }
        }
        return base
    }

    /// Total width of a string: the sum over its graphemes.
    public static func of(_ string: some StringProtocol) -> Int {
        string.reduce(0) { $0 + of($1) }
    }

    /// Width of a single scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        if isKnownNarrow(scalar) { return 1 }  // ASCII, Latin, box drawing…
        if isControl(scalar) { return 0 }
        if isZeroWidth(scalar) { return 0 }
        return isWide(scalar) ? 2 : 1
    }

    /// True for scalars in blocks that hold only printable, safe, one-cell,
    /// non-combining characters: printable ASCII, Latin-1 and Latin Extended
    /// up to the combining diacritics (U+00A0–U+02FF), general punctuation
    /// dashes/quotes/ellipsis (U+2010–U+2027), and box drawing, block elements
    /// and geometric shapes up to the first wide one (U+2500–U+25FC).
    /// A fast path only: every other scalar goes through the full checks.
    @inline(__always)
    static func isKnownNarrow(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x7F { return v >= 0x20 }
        return (0xA0...0x2FF).contains(v) || (0x2010...0x2027).contains(v) || (0x2500...0x25FC).contains(v)
    }

    /// C0, DEL and C1 controls: not printable, so not measurable.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v)
    }

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Combining marks (Mn, Me), format characters (Cf: ZWJ, ZWSP, bidi
    /// controls…), variation selectors, and the medial/final Hangul jamo that
    /// only ever join a preceding syllable. The soft hyphen and the Arabic
    /// "prepended concatenation marks" are Cf but visible, so stay narrow.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0xAD { return false }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            return !prependedConcatenationMarks.contains(v)
        default:
            return false
        }
    }

    /// Arabic number signs and friends: format characters drawn visibly.
    static let prependedConcatenationMarks: Set<UInt32> = [
        0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < wideRanges[0].lower { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if v < range.lower {
                high = mid - 1
            } else if v > range.upper {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide/Fullwidth ranges, sorted, non-overlapping, inclusive.
    /// Made with Python's `unicodedata.east_asian_width(c) in ("W", "F")`,
    /// merging neighbouring ranges across unassigned code points.
    static let wideRanges: [(lower: UInt32, upper: UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x303E), (0x3041, 0x3247), (0x3250, 0x4DBF), (0x4E00, 0xA4C6), (0xA960, 0xA97C),
        (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6B), (0xFF01, 0xFF60),
        (0xFFE0, 0xFFE6), (0x16FE0, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF),
        (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F320), (0x1F32D, 0x1F335),
        (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3),
        (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440),
        (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567),
        (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F),
        (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6DF),
        (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7F0), (0x1F90C, 0x1F93A),
        (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF), (0x1FA70, 0x1FAFF), (0x20000, 0x3FFFD),
    ]
}

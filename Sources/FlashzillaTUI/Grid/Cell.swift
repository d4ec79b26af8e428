/// One terminal cell: a single printable grapheme and its style.
///
/// A wide glyph (漢, 🎉) lives in its *leading* cell; the cell to its right
/// is a continuation cell with an empty grapheme, which the backend skips
/// because the terminal already drew the glyph's right half there.
///
/// The grapheme can only be set through `init`, which guarantees it is one
/// printable extended grapheme cluster: never a control character, never
/// zero-width, never more than one character.
public struct Cell: Hashable, Sendable {
    public private(set) var grapheme: String
    public var style: Style
    public private(set) var isContinuation: Bool
    /// `DisplayWidth.of(grapheme)` (0 for a continuation), worked out once
    /// when the cell is made: grids ask for it on every write. It is a pure
    /// function of the two fields above, so it never changes equality.
    private var cachedWidth: UInt8

    /// A cell showing `grapheme`. Controls and other unsafe input become
    /// U+FFFD (callers should sanitise first; this is the last line of
    /// defence), zero-width graphemes become a space.
    public init(_ grapheme: Character, style: Style = .normal) {
        // Fast path: one printable ASCII scalar (or a common narrow symbol
        // such as a box-drawing glyph) is safe and one cell wide.
        if let narrow = Cell.knownNarrow(grapheme) {
            self.init(unchecked: narrow, width: 1, style: style)
            return
        }
        let text = String(grapheme)
        if !SafeText.isSafe(text) {
            self.init(unchecked: "\u{FFFD}", width: 1, style: style)
            return
        }
        let width = DisplayWidth.of(grapheme)
        if width == 0 {
            self.init(unchecked: " ", width: 1, style: style)
        } else {
            self.init(unchecked: text, width: width, style: style)
        }
    }

    /// A cell whose grapheme the caller has already checked: one safe,
    /// printable grapheme of display width `width` (1 or 2).
    init(unchecked grapheme: String, width: Int, style: Style) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = false
        self.cachedWidth = UInt8(truncatingIfNeeded: width)
    }

    /// A one-cell ASCII glyph, `byte` in 0x20...0x7E (checked by the caller).
    init(asciiByte byte: UInt8, style: Style) {
        self.init(unchecked: String(Character(Unicode.Scalar(byte))), width: 1, style: style)
    }

    /// The grapheme as a string when it is a single scalar that is printable
    /// ASCII or lies in a block known to hold only safe, narrow, non-combining
    /// characters; nil otherwise (take the general path).
    private static func knownNarrow(_ grapheme: Character) -> String? {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first,
              scalars.index(after: scalars.startIndex) == scalars.endIndex,
              DisplayWidth.isKnownNarrow(first)
        else { return nil }
        return String(grapheme)
    }

    /// The right half of a wide glyph.
    static func continuation(style: Style) -> Cell {
        var cell = Cell(unchecked: "", width: 0, style: style)
        cell.isContinuation = true
        return cell
    }

    public static func blank(_ style: Style = .normal) -> Cell { Cell(unchecked: " ", width: 1, style: style) }

    /// Cells this cell's glyph covers: 2 for a wide glyph, 1 for a narrow one,
    /// 0 for a continuation cell.
    public var width: Int { Int(cachedWidth) }
}

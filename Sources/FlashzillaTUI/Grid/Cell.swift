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

    /// A cell showing `grapheme`. Controls and other unsafe input become
    /// U+FFFD (callers should sanitise first; this is the last line of
    /// defence), zero-width graphemes become a space.
    public init(_ grapheme: Character, style: Style = .normal) {
        let text = String(grapheme)
        if !SafeText.isSafe(text) {
            self.grapheme = "\u{FFFD}"
        } else if DisplayWidth.of(grapheme) == 0 {
            self.grapheme = " "
        } else {
            self.grapheme = text
        }
        self.style = style
        self.isContinuation = false
    }

    /// The right half of a wide glyph.
    static func continuation(style: Style) -> Cell {
        var cell = Cell(" ", style: style)
        cell.grapheme = ""
        cell.isContinuation = true
        return cell
    }

    public static func blank(_ style: Style = .normal) -> Cell { Cell(" ", style: style) }

    /// Cells this cell's glyph covers: 2 for a wide glyph, 1 for a narrow one,
    /// 0 for a continuation cell.
    public var width: Int {
        guard !isContinuation, let ch = grapheme.first else { return 0 }
        return DisplayWidth.of(ch)
    }
}

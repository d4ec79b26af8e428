/// An editable line of text (or several, for answers) as a plain value:
/// `handle(_:)` edits it, `render(in:into:focused:style:)` draws it.
///
/// Decisions:
/// - The text is a `String`; `cursor` counts graphemes (Characters), so
///   "e"+U+0301, 👩‍👩‍👧 and 🇯🇵 are each one step for ←/→ and one Backspace.
/// - The text is always safe to draw: everything that enters — `init` text,
///   typed keys, pastes — goes through `SafeText` (controls and escape
///   sequences become visible pictures such as "␛[31m", tabs become a space,
///   bidi overrides vanish), and a single-line field also turns line breaks
///   into spaces. Pictures rather than silent removal, so a hostile or
///   garbled paste shows what it contained and the user can delete it.
/// - `maxLength` (graphemes) only limits growth: an insertion that would go
///   past it is refused whole (`.rejected`) — a paste is never silently cut.
///   Text given to `init` is kept even if longer, so editing a long card
///   never loses data; deletions are always allowed.
/// - Multi-line text wraps softly at the field's width (`TextField+Wrapping`) and
///   scrolls up and down; ↑/↓ move between the rows shown, at the width the field
///   was last laid out at (`wrapWidth`). A single-line field scrolls sideways.
public struct TextField: Equatable, Sendable {
    public static let defaultMaxLength = 10_000

    public internal(set) var text: String
    /// Grapheme index, `0...text.count`.
    public internal(set) var cursor: Int
    public let multiline: Bool
    /// Shown dimmed when the field is empty and not focused.
    public var placeholder: String
    public let maxLength: Int
    /// First display column shown (horizontal scroll); see `scrollToCursor`.
    public internal(set) var scrollOffset = 0
    /// First row shown (vertical scroll, multi-line only).
    public internal(set) var lineOffset = 0
    /// The width a multi-line field was last laid out at (`scrollToCursor`): where its
    /// text wraps for ↑/↓. Nil until then (↑/↓ then move between text lines).
    public internal(set) var wrapWidth: Int?
    /// The display column ↑/↓ aim for, kept across consecutive vertical moves
    /// so passing through a short line does not lose the column.
    var goalColumn: Int?

    /// A field holding `text` (sanitised), with the cursor at its end.
    public init(text: String = "", multiline: Bool = false, placeholder: String = "", maxLength: Int = defaultMaxLength) {
        self.multiline = multiline
        self.placeholder = placeholder
        self.maxLength = max(0, maxLength)
        self.text = Self.sanitize(text, multiline: multiline)
        self.cursor = self.text.count
    }

    public var isEmpty: Bool { text.isEmpty }

    /// Number of graphemes in the text.
    public var count: Int { text.count }

    /// Puts the cursor at grapheme `index`, clamped to the text.
    public mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), count)
        goalColumn = nil
    }

    /// `text` made fit for this field: safe to draw, and on one line unless
    /// the field is multi-line.
    public static func sanitize(_ text: String, multiline: Bool) -> String {
        let safe = SafeText.sanitize(text, keepNewlines: true)
        guard !multiline, safe.contains("\n") else { return safe }
        return String(safe.map { $0 == "\n" ? " " : $0 })
    }
}

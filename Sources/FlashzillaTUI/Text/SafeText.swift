/// Makes untrusted text (card contents, file names, pasted input) safe to
/// send to a terminal, where a stray ESC could recolour the screen, move the
/// cursor or worse.
///
/// Decisions:
/// - C0 controls U+0000–U+001F become their Unicode Control Picture
///   (U+2400 + code: ESC → "␛", NUL → "␀", BEL → "␇"), DEL becomes "␡".
///   These are printable, one cell wide, and say exactly what was there.
/// - C1 controls U+0080–U+009F have no Control Pictures. Each C1 code is by
///   definition ESC followed by (code − 0x40), so it is shown that way:
///   CSI (U+009B) → "␛[", NEL (U+0085) → "␛E". An 8-bit escape sequence then
///   reads the same as its 7-bit twin: "\u{9B}31m" → "␛[31m".
/// - Tab becomes one space (there are no tab stops in a cell grid); in a
///   `field` of line-oriented output it becomes "␉" like any other control.
/// - Newlines (LF, CR, CR LF, U+2028, U+2029) become "\n" only when the caller
///   asks (`keepNewlines`); otherwise LF/CR show as "␊"/"␍" and the Unicode
///   line/paragraph separators as a space.
/// - Bidi embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069)
///   are removed: they are invisible, and their only effect would be to
///   reorder what the user sees (the "Trojan Source" trick). Plain marks
///   (LRM/RLM) do not override anything and are left alone.
///
/// The command line and the screens share this one sanitiser: text from outside
/// (cards, deck names, file names, error messages naming files) is shown the same
/// way wherever it appears.
public enum SafeText {
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        clean(text, keepNewlines: keepNewlines, tab: " ")
    }

    /// One field of line-oriented output (a row of `flashzilla list`, an error
    /// message): every control, tab and newline included, is shown as its picture,
    /// so nothing inside the text can pass for the format's own tab or line end.
    public static func field(_ text: String) -> String {
        clean(text, keepNewlines: false, tab: "\u{2409}")
    }

    private static func clean(_ text: String, keepNewlines: Bool, tab: Unicode.Scalar) -> String {
        // Fast path: most card text has nothing to replace.
        if !text.unicodeScalars.contains(where: needsAttention) { return text }

        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            defer { previousWasCR = (v == 0x0D) }
            switch v {
            case 0x0A where keepNewlines:
                if !previousWasCR { out.append("\n") }  // CR LF is one break
            case 0x0D where keepNewlines, 0x2028 where keepNewlines, 0x2029 where keepNewlines:
                out.append("\n")
            case 0x2028, 0x2029:
                out.append(" ")
            case 0x09:
                out.append(tab)
            case 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                if let placeholder = placeholder(for: scalar) {
                    out.append(contentsOf: placeholder.unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// The visible stand-in for a control character, or nil if `scalar` is
    /// not a C0/DEL/C1 control.
    public static func placeholder(for scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        switch v {
        case 0x00...0x1F:
            return String(Character(Unicode.Scalar(0x2400 + v)!))
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{241B}" + String(Character(Unicode.Scalar(v - 0x40)!))
        default:
            return nil
        }
    }

    /// True when `text` contains nothing `sanitize` would change (with
    /// `keepNewlines: false`): no controls, no bidi overrides, no separators.
    public static func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: needsAttention)
    }

    static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}

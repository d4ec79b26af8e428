/// A key press, independent of how the terminal encoded it.
public enum Key: Hashable, Sendable {
    /// A printable character (never a control character).
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1…F63 (`function(1)` is F1).
    case function(Int)
    /// Ctrl plus a key, as a lowercase letter ("c" for Ctrl-C) or one of
    /// "@", "\\", "]", "^", "_" (Ctrl-Space sends NUL, i.e. Ctrl-@).
    /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as backspace/tab/enter,
    /// because terminals send the same bytes for both.
    case ctrl(Character)
    /// Alt (Meta) plus a printable character; terminals send it as ESC then
    /// the character.
    case alt(Character)

    /// Short name for footers and help ("↑", "^C", "Enter", "l").
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .backspace: return "Bksp"
        case .delete: return "Del"
        case .insert: return "Ins"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let n): return "F\(n)"
        case .ctrl(let c): return "^" + String(c).uppercased()
        case .alt(let c): return "M-" + String(c)
        }
    }
}

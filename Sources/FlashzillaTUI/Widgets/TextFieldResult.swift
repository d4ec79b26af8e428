/// What `TextField.handle(_:)` did with an event, so the form around it knows
/// whether to redraw, complain, or act on the key itself.
public enum TextFieldResult: Hashable, Sendable {
    /// The text changed (the cursor may have moved too).
    case changed
    /// Only the cursor moved.
    case moved
    /// The field's own key, but it had nothing to do: Backspace at the start,
    /// ← at the start, Ctrl-K at the end, a paste that sanitised to nothing…
    /// The form must not reinterpret the key.
    case unchanged
    /// An insertion refused because the text would exceed `maxLength`.
    /// Nothing changed; the form may say why ("answer too long").
    case rejected
    /// Not a key for the field (Enter, Tab, Esc, ↑/↓ at an edge, PgUp…):
    /// the form handles it. The field is untouched.
    case unhandled

    /// True for every result except `.unhandled`.
    public var isHandled: Bool { self != .unhandled }
}

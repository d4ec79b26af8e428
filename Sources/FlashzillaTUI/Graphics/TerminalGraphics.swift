/// Which way of drawing pictures the terminal said it understands, when asked
/// (`GraphicsQuery`); never guessed from `$TERM`.
public enum TerminalGraphics: Equatable, Sendable {
    /// No answer that names a picture protocol: pictures stay as `[image: name]` text.
    case none
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole…): PNG by file bytes.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm): any format the terminal decodes.
    case iTerm2
    /// DEC sixel (DA1 attribute 4): the picture decoded into sixel by a converter found on
    /// `PATH` (`SixelConverter`); the run loop uses it only when there is one.
    case sixel

    /// Whether pictures are drawn in the card.
    public var drawsPictures: Bool { self != .none }
}

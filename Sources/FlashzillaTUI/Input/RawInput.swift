/// What the backend reads from the terminal, before decoding.
///
/// `wget_wch` yields either a character or a function-key code; a read that
/// times out yields `.timeout`. Resizes and mouse reports need the backend
/// to ask ncurses for details (`getmaxyx`, `getmouse`), so the backend turns
/// KEY_RESIZE / KEY_MOUSE into `.resize` / `.mouse` itself and the decoder
/// passes those through.
public enum RawInput: Sendable, Equatable {
    case character(Unicode.Scalar)
    case functionKey(Int32)
    case timeout
    case resize(Size)
    case mouse(MouseEvent)
}

/// ncurses function-key codes (from `<curses.h>`). They are part of the
/// ncurses ABI and never change, so the TUI can decode them without
/// importing ncurses.
public enum CursesKey {
    public static let down: Int32 = 0o402
    public static let up: Int32 = 0o403
    public static let left: Int32 = 0o404
    public static let right: Int32 = 0o405
    public static let home: Int32 = 0o406
    public static let backspace: Int32 = 0o407
    /// KEY_F(n) is `f0 + n`, for n in 0...63.
    public static let f0: Int32 = 0o410
    public static let deleteChar: Int32 = 0o512
    public static let insertChar: Int32 = 0o513
    public static let nextPage: Int32 = 0o522
    public static let previousPage: Int32 = 0o523
    public static let enter: Int32 = 0o527
    public static let backTab: Int32 = 0o541
    public static let end: Int32 = 0o550
    public static let mouse: Int32 = 0o631
    public static let resize: Int32 = 0o632
}

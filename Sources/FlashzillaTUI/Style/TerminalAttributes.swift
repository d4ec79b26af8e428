/// The 16 basic ANSI colours: the only colours the ncurses backend needs to
/// support, so it can `init_pair` every combination a theme uses up front.
public enum TerminalColor: Int, CaseIterable, Hashable, Sendable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The ANSI / curses colour number (0–15). Bright colours (8–15) need a
    /// terminal with at least 16 colours; themes that must work on 8-colour
    /// terminals use only `isBasic` colours.
    public var ansiIndex: Int { rawValue }
    public var isBasic: Bool { rawValue < 8 }
}

/// Concrete look of a cell, as the backend applies it. `nil` colours mean
/// "the terminal's default", which keeps the user's own background.
public struct TerminalAttributes: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold: Bool
    public var underline: Bool
    public var reverse: Bool
    public var dim: Bool

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        bold: Bool = false, underline: Bool = false, reverse: Bool = false, dim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
        self.dim = dim
    }

    public static let plain = TerminalAttributes()

    public var usesColor: Bool { foreground != nil || background != nil }
}

/// A foreground/background combination, i.e. one curses colour pair.
public struct TerminalColorPair: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(foreground: TerminalColor?, background: TerminalColor?) {
        self.foreground = foreground
        self.background = background
    }
}

extension TerminalColor {
    /// The closest of the 8 basic colours, for terminals without bright ones.
    public var basic: TerminalColor { TerminalColor(rawValue: rawValue % 8) ?? self }
}

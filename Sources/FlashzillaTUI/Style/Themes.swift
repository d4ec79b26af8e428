import FlashzillaCore

// The built-in tables. Short aliases keep each row readable as one line.
private typealias A = TerminalAttributes

extension Theme {
    /// Colour on the terminal's own background; uses mostly the 8 basic
    /// colours so it looks right on plain xterm and the Linux console.
    public static let `default` = Theme(
        name: "default",
        roles: [
            .normal: A(),
            .title: A(foreground: .cyan, bold: true),
            .dim: A(dim: true),
            .prompt: A(bold: true),
            .answer: A(foreground: .yellow),
            .correct: A(foreground: .green, bold: true),
            // Underlined too: red vs green alone fails colour-blind users.
            .wrong: A(foreground: .red, bold: true, underline: true),
            .warning: A(foreground: .yellow, bold: true),
            .error: A(foreground: .white, background: .red, bold: true),
            .selected: A(reverse: true),
            .cardFace: A(foreground: .black, background: .white),
            .cardEdge: A(foreground: .white),
            .cardBehind: A(foreground: .white, dim: true),
            .badge: A(bold: true, reverse: true),  // tinted per word type: see WordTypeBadge
            .capsule: A(foreground: .white, background: .blue),
            .help: A(),
            .helpKey: A(foreground: .cyan, bold: true),
            .border: A(),
        ],
        deckColors: [
            .red: .red, .orange: .brightRed, .yellow: .yellow, .green: .green, .teal: .cyan,
            .blue: .blue, .indigo: .brightBlue, .purple: .magenta, .pink: .brightMagenta,
            .gray: .brightBlack,
        ]
    )

    /// Strong on any background, white or black: text keeps the terminal's own foreground
    /// and stands out by bold, underline and reverse; colour comes only as a pair with its
    /// own background (verdicts, the card face), never as bright text that vanishes on a
    /// white terminal. No `dim` at all (dim text is the first thing low-vision users lose).
    public static let highContrast = Theme(
        name: "high-contrast",
        roles: [
            .normal: A(),
            .title: A(bold: true, underline: true),
            .dim: A(),
            .prompt: A(bold: true),
            .answer: A(bold: true),
            .correct: A(foreground: .black, background: .brightGreen, bold: true),
            .wrong: A(foreground: .brightWhite, background: .red, bold: true, underline: true),
            .warning: A(foreground: .black, background: .brightYellow, bold: true),
            .error: A(foreground: .brightWhite, background: .red, bold: true, underline: true),
            .selected: A(bold: true, reverse: true),
            .cardFace: A(foreground: .black, background: .brightWhite),
            .cardEdge: A(bold: true),
            .cardBehind: A(),
            .badge: A(bold: true, reverse: true),
            .capsule: A(bold: true, reverse: true),
            .help: A(),
            .helpKey: A(bold: true, underline: true),
            .border: A(bold: true),
        ],
        deckColors: [
            .red: .brightRed, .orange: .brightRed, .yellow: .brightYellow, .green: .brightGreen,
            .teal: .brightCyan, .blue: .brightBlue, .indigo: .brightBlue, .purple: .brightMagenta,
            .pink: .brightMagenta, .gray: .brightWhite,
        ]
    )

    /// No colour at all — only bold, underline, reverse and dim — for
    /// `NO_COLOR`, monochrome terminals and screen readers. Verdicts differ
    /// by attribute (and screens also show ✓/✗ text), never by colour alone.
    public static let monochrome = Theme(
        name: "monochrome",
        roles: [
            .normal: A(),
            .title: A(bold: true, underline: true),
            .dim: A(dim: true),
            .prompt: A(bold: true),
            .answer: A(),
            .correct: A(bold: true),
            .wrong: A(bold: true, underline: true),
            .warning: A(underline: true),
            .error: A(bold: true, reverse: true),
            .selected: A(reverse: true),
            .cardFace: A(),
            .cardEdge: A(bold: true),
            .cardBehind: A(dim: true),
            .badge: A(reverse: true),
            .capsule: A(reverse: true),
            .help: A(),
            .helpKey: A(bold: true),
            .border: A(),
        ].merging(DeckColor.allCases.map { (StyleRole.deckColor($0), A(bold: true)) }) { a, _ in a },
        deckColors: [:]
    )
}

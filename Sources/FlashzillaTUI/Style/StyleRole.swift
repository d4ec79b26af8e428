import FlashzillaCore

/// What a piece of text *means*. Screens pick roles; a `Theme` decides how a
/// role looks, so colour, high-contrast and monochrome terminals are just
/// different tables and no screen ever names a colour.
public enum StyleRole: Hashable, Sendable {
    case normal
    case title
    case dim
    /// The question side of a card (drawn bold by every theme).
    case prompt
    case answer
    case correct
    case wrong
    case warning
    case error
    case selected
    case cardFace
    case cardEdge
    /// The stacked cards peeking out behind the top one.
    case cardBehind
    /// Word-type badges: reverse video, the word type's colour as the tint.
    case badge
    case capsule
    /// Help bar / help overlay text, and the key names within it.
    case help
    case helpKey
    case border
    /// Text in a deck's own colour (deck list swatches, headers).
    case deckColor(DeckColor)

    /// Every role, for exhaustive theme tests and tables.
    public static let allCases: [StyleRole] = [
        .normal, .title, .dim, .prompt, .answer, .correct, .wrong, .warning, .error,
        .selected, .cardFace, .cardEdge, .cardBehind, .badge, .capsule, .help, .helpKey,
        .border,
    ] + DeckColor.allCases.map { .deckColor($0) }
}

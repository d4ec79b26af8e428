import FlashzillaCore

/// A card's part of speech as a small coloured label: " N ", " V ", " ADJ ".
/// A card without one shows a grey " N/A ". One widget for the card list,
/// the card form and (later) the study and browse cards, so they all agree.
///
/// The colour is a palette colour carried as the style's tint on the
/// `.badge` role, which every theme draws in reverse video: the tint becomes
/// the badge's background. Tints survive `ListView`'s selected-row restyling,
/// so a badge keeps its colour on the selected row; monochrome has no tints
/// and shows every badge in plain reverse video (the text still differs).
public struct WordTypeBadge: Hashable, Sendable {
    public let wordType: WordType?

    public init(_ wordType: WordType?) {
        self.wordType = wordType
    }

    /// "N", "ADJ" … or "N/A".
    public var label: String { wordType?.abbreviation.uppercased() ?? "N/A" }

    /// The label with a space either side, as drawn.
    public var text: String { " \(label) " }

    /// Cells the badge takes (the labels are ASCII).
    public var width: Int { text.utf8.count }

    /// The widest badge, for a column that lines badges up.
    public static let maximumWidth: Int = ([nil] + WordType.allCases).map { WordTypeBadge($0).width }.max() ?? 0

    public var style: Style { Style(.badge, tint: color) }

    /// Nouns blue, verbs green, adjectives orange …; grey for "N/A". The
    /// palette has nine colours besides grey for ten word types, so the two
    /// rarest on cards (preposition, phrase) share teal.
    public var color: DeckColor {
        switch wordType {
        case nil: .gray
        case .noun: .blue
        case .verb: .green
        case .adjective: .orange
        case .adverb: .yellow
        case .preposition: .teal
        case .conjunction: .indigo
        case .pronoun: .purple
        case .interjection: .red
        case .determiner: .pink
        case .phrase: .teal
        }
    }

    /// Draws the badge at `point`; returns the column just after it.
    @discardableResult
    public func render(at point: Point, into grid: inout Grid, clip: Rect? = nil) -> Int {
        grid.put(text, at: point, style: style, clip: clip)
    }
}

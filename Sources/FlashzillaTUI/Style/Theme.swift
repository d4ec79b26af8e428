import FlashzillaCore

/// Maps meanings to terminal attributes. A theme is data: a table per role
/// plus a table for deck colours, so adding a theme means adding two tables.
public struct Theme: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Look of each role. Roles missing here fall back to `.normal`'s entry.
    public var roles: [StyleRole: TerminalAttributes]
    /// Colour used for `.deckColor(_)` roles and for `Style.tint`.
    /// Empty in monochrome, which makes tints disappear harmlessly.
    public var deckColors: [DeckColor: TerminalColor]

    public init(name: String, roles: [StyleRole: TerminalAttributes], deckColors: [DeckColor: TerminalColor]) {
        self.name = name
        self.roles = roles
        self.deckColors = deckColors
    }

    public var description: String { "Theme(\(name))" }

    /// The concrete attributes for a cell style: role entry, then the deck
    /// tint as foreground, then the style's own flags added on top.
    public func attributes(for style: Style) -> TerminalAttributes {
        var result = base(for: style.role)
        if let tint = style.tint, let color = deckColors[tint] {
            result.foreground = color
        }
        if style.flags.contains(.bold) { result.bold = true }
        if style.flags.contains(.underline) { result.underline = true }
        if style.flags.contains(.reverse) { result.reverse = true }
        if style.flags.contains(.dim) { result.dim = true }
        return result
    }

    /// Whether `role` has its own entry (rather than falling back to `.normal`).
    public func defines(_ role: StyleRole) -> Bool {
        if roles[role] != nil { return true }
        if case .deckColor(let color) = role { return deckColors[color] != nil }
        return false
    }

    /// Every foreground/background pair this theme can produce, in a stable
    /// order, so the backend can allocate curses colour pairs once at start.
    public var colorPairs: [TerminalColorPair] {
        var seen = Set<TerminalColorPair>()
        var pairs: [TerminalColorPair] = []
        let tints: [DeckColor?] = [nil] + DeckColor.allCases.map { $0 }
        for role in StyleRole.allCases {
            for tint in tints {
                let a = attributes(for: Style(role, tint: tint))
                guard a.usesColor else { continue }
                let pair = TerminalColorPair(foreground: a.foreground, background: a.background)
                if seen.insert(pair).inserted { pairs.append(pair) }
            }
        }
        return pairs
    }

    private func base(for role: StyleRole) -> TerminalAttributes {
        if let entry = roles[role] { return entry }
        var normal = roles[.normal] ?? .plain
        if case .deckColor(let color) = role, let fg = deckColors[color] {
            normal.foreground = fg
        }
        return normal
    }
}

extension Theme {
    /// Every built-in theme, for `--theme` parsing and exhaustive tests.
    public static let all: [Theme] = [.default, .highContrast, .monochrome]

    /// Looks a theme up by name, ignoring case, `-` and `_`
    /// ("high-contrast", "highContrast" and "HIGH_CONTRAST" all match).
    public static func named(_ name: String) -> Theme? {
        func key(_ s: String) -> String { s.lowercased().filter { $0 != "-" && $0 != "_" } }
        return all.first { key($0.name) == key(name) }
    }
}

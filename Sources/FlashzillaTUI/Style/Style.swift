import FlashzillaCore

/// Extra emphasis layered on top of a role's look.
public struct StyleFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = StyleFlags(rawValue: 1 << 0)
    public static let underline = StyleFlags(rawValue: 1 << 1)
    public static let reverse = StyleFlags(rawValue: 1 << 2)
    public static let dim = StyleFlags(rawValue: 1 << 3)
}

/// The style stored in each cell: a meaning plus optional emphasis and an
/// optional deck tint (e.g. the selected row of a deck list in that deck's
/// colour). Still semantic: the theme resolves it to terminal attributes.
public struct Style: Hashable, Sendable {
    public var role: StyleRole
    public var flags: StyleFlags
    public var tint: DeckColor?

    public init(_ role: StyleRole = .normal, flags: StyleFlags = [], tint: DeckColor? = nil) {
        self.role = role
        self.flags = flags
        self.tint = tint
    }

    public static let normal = Style(.normal)

    public func adding(_ extra: StyleFlags) -> Style {
        var copy = self
        copy.flags.formUnion(extra)
        return copy
    }

    public func tinted(_ color: DeckColor?) -> Style {
        var copy = self
        copy.tint = color
        return copy
    }
}

/// How a deck's time limit is applied when studying (WCAG 2.2.1, timing adjustable): a
/// learner who reads slowly, or listens, can have every countdown lengthened or turned off
/// without changing the deck files, which may be shared with other people.
public enum TimeLimits: String, CaseIterable, Hashable, Sendable {
    case asSet = "as-set"
    case double = "x2"
    case tenfold = "x10"
    case off

    /// Short, so the choice fits a 40-column settings screen.
    public var displayName: String {
        switch self {
        case .asSet: "Deck's own"
        case .double: "×2 longer"
        case .tenfold: "×10 longer"
        case .off: "Off"
        }
    }

    /// The seconds a session of a deck set to `seconds` gets (0 = untimed).
    public func applied(to seconds: Int) -> Int {
        guard seconds > 0 else { return 0 }
        switch self {
        case .asSet: return seconds
        case .double: return seconds * 2
        case .tenfold: return seconds * 10
        case .off: return 0
        }
    }
}
